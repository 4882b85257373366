import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { TICKET_LIST_MESSAGES } from '@shop/domain/contracts/ticket-list';
import { formatListTotal } from '@/components/ui/list-pager';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useOpenTicketCount } from '../api/find-tickets';
import { OPEN_TICKETS_PATH } from '../lib/paths';
import { useTranslation } from 'react-i18next';

/** Dashboard home card: how many tickets are open (not answered yet), and View (the open ones). */
export function OpenTicketsCard() {
  const { t } = useTranslation('tickets');
  const open = useOpenTicketCount();
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" color="red">
            <IconLifebuoy size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('card.title')}
          </Title>
        </Group>
        <Button component={Link} to={OPEN_TICKETS_PATH} variant="subtle" size="xs">
          {t('card.view')}
        </Button>
      </Group>
      {open.isPending ? <LoadingState /> : null}
      {open.isError ? <ErrorState message={t(TICKET_LIST_MESSAGES.fetchFailed, { ns: 'messages' })} /> : null}
      {open.data ? (
        <Stack gap={2}>
          <Text fz={40} fw={700} lh={1.1} data-testid="open-ticket-count">
            {formatListTotal(open.data.total, open.data.exact)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('card.hint', { count: open.data.total })}
          </Text>
        </Stack>
      ) : null}
    </Card>
  );
}
