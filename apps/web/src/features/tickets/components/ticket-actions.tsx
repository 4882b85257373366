import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconLock, IconMessageReply, IconRotateClockwise } from '@tabler/icons-react';
import { ticketActions, type TicketStatus } from '@shop/domain/ticket-status';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('tickets');
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
            message: errorMessage(error, t('actions.failed')),
          }),
      },
    );

  const confirmClose = () =>
    modals.openConfirmModal({
      title: t('actions.closeTitle'),
      children: <Text size="sm">{t('actions.closeExplain')}</Text>,
      labels: { confirm: t('actions.closeConfirm'), cancel: t('actions.keepResolved') },
      confirmProps: { color: 'dark' },
      onConfirm: () => change('closed', t('actions.closed')),
    });

  return (
    <SectionCard title={t('columns.actions')}>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          leftSection={<IconCircleCheck size={16} />}
          color="teal"
          disabled={!allowed.markResolved || update.isPending}
          loading={pendingStatus === 'resolved'}
          onClick={() => change('resolved', t('actions.resolvedDone'))}
        >
          {t('actions.markResolved')}
        </Button>
        <Button
          leftSection={<IconLock size={16} />}
          color="dark"
          variant="outline"
          disabled={!allowed.close || update.isPending}
          loading={pendingStatus === 'closed'}
          onClick={confirmClose}
        >
          {t('actions.close')}
        </Button>
        <Button leftSection={<IconMessageReply size={16} />} disabled={!allowed.takeAction} onClick={onTakeAction}>
          {t('actions.takeAction')}
        </Button>
        {allowed.reopen ? (
          <Button
            leftSection={<IconRotateClockwise size={16} />}
            variant="default"
            disabled={update.isPending}
            loading={pendingStatus === 'open'}
            onClick={() => change('open', t('actions.reopened'))}
          >
            {t('actions.reopen')}
          </Button>
        ) : null}
      </Group>
    </SectionCard>
  );
}
