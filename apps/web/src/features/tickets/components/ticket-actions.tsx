import { Button, Card, Group, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconLock, IconMessageReply, IconRotateClockwise } from '@tabler/icons-react';
import { ticketActions, type TicketStatus } from '@shop/domain/ticket-status';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTicketStatus } from '../api/update-ticket-status';

/** Mark resolved, close, Take Action (and reopen for resolved tickets), each disabled per state. */
export function TicketActions({
  ticketId,
  status,
  onTakeAction,
}: {
  ticketId: number;
  status: TicketStatus;
  onTakeAction(): void;
}) {
  const update = useUpdateTicketStatus();
  const allowed = ticketActions(status);
  const pendingStatus = update.isPending ? update.variables?.status : null;

  const change = (to: TicketStatus, done: string) =>
    update.mutate(
      { ticketId, status: to },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: done }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: errorMessage(error, 'Failed to update the ticket. Please try again.'),
          }),
      },
    );

  const confirmClose = () =>
    modals.openConfirmModal({
      title: 'Close this ticket?',
      children: <Text size="sm">A closed ticket is final: it cannot be reopened or answered again.</Text>,
      labels: { confirm: 'Close ticket', cancel: 'Keep resolved' },
      confirmProps: { color: 'dark' },
      onConfirm: () => change('closed', 'Ticket closed.'),
    });

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Actions
      </Title>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          leftSection={<IconCircleCheck size={16} />}
          color="teal"
          disabled={!allowed.markResolved || update.isPending}
          loading={pendingStatus === 'resolved'}
          onClick={() => change('resolved', 'Ticket marked as resolved.')}
        >
          Mark Resolved
        </Button>
        <Button
          leftSection={<IconLock size={16} />}
          color="dark"
          variant="outline"
          disabled={!allowed.close || update.isPending}
          loading={pendingStatus === 'closed'}
          onClick={confirmClose}
        >
          Close Ticket
        </Button>
        <Button leftSection={<IconMessageReply size={16} />} disabled={!allowed.takeAction} onClick={onTakeAction}>
          Take Action
        </Button>
        {allowed.reopen ? (
          <Button
            leftSection={<IconRotateClockwise size={16} />}
            variant="default"
            disabled={update.isPending}
            loading={pendingStatus === 'open'}
            onClick={() => change('open', 'Ticket reopened.')}
          >
            Reopen
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
