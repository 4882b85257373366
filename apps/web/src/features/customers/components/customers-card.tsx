import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { formatListTotal } from '@/components/ui/list-pager';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useFindCustomers } from '../api/find-customers';
import { useTranslation } from 'react-i18next';

/** Dashboard home card: how many customers the shop has, and View All (manage customers). */
export function CustomersCard() {
  const { t } = useTranslation('customers');
  const customers = useFindCustomers({ search: '', page: 1, pageSize: 1 });
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md">
            <IconUsers size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('card.title')}
          </Title>
        </Group>
        <Button component={Link} to="/dashboard/manage-customer" variant="subtle" size="xs">
          {t('card.viewAll')}
        </Button>
      </Group>
      {customers.isPending ? <LoadingState /> : null}
      {customers.isError ? <ErrorState message={t('list.failed')} /> : null}
      {customers.data ? (
        <Stack gap={2}>
          <Text fz={40} fw={700} lh={1.1} data-testid="customer-count">
            {formatListTotal(customers.data.total, customers.data.totalIsExact !== false)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('card.hint')}
          </Text>
        </Stack>
      ) : null}
    </Card>
  );
}
