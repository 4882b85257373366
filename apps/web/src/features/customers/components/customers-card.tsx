import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { formatListTotal } from '@/components/ui/list-pager';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useFindCustomers } from '../api/find-customers';

/** Dashboard home card: how many customers the shop has, and View All (manage customers). */
export function CustomersCard() {
  const customers = useFindCustomers({ search: '', page: 1, pageSize: 1 });
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md">
            <IconUsers size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            Customers
          </Title>
        </Group>
        <Button component={Link} to="/dashboard/manage-customer" variant="subtle" size="xs">
          View All
        </Button>
      </Group>
      {customers.isPending ? <LoadingState /> : null}
      {customers.isError ? <ErrorState message="Failed to fetch customers." /> : null}
      {customers.data ? (
        <Stack gap={2}>
          <Text fz={40} fw={700} lh={1.1} data-testid="customer-count">
            {formatListTotal(customers.data.total, customers.data.totalIsExact !== false)}
          </Text>
          <Text size="sm" c="dimmed">
            customers in the shop's records
          </Text>
        </Stack>
      ) : null}
    </Card>
  );
}
