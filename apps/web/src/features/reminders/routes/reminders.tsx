import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DueReminder, SendRemindersInput } from '@shop/domain/contracts/reminders';
import { DEFAULT_DUE_WITHIN_DAYS } from '@shop/domain/reminders/due';
import { DataList } from '@/components/ui/data-list';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useDueReminders, useSendReminders } from '../api/reminders';
import { IntervalDialog } from '@/components/interval-dialog';
import { useReminderColumns } from '../components/reminder-columns';

/**
 * /dashboard/reminders: rackets due for restringing (due now, or within 14 days), due first. One
 * click emails a reminder; several can be selected and sent at once; customers without email get
 * a WhatsApp link with the same text. Each racket's interval is edited here, with the rule of thumb.
 */
export default function RemindersPage() {
  const { t } = useTranslation('reminders');
  const [range, setRange] = useState<'now' | 'soon'>('soon');
  const due = useDueReminders(range === 'now' ? 0 : DEFAULT_DUE_WITHIN_DAYS);
  const sendMutation = useSendReminders();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<DueReminder | null>(null);

  /** `quiet`: only recorded (the click-to-chat link was opened), so no result to announce. */
  const send = (body: SendRemindersInput, one: number | null, quiet = false) => {
    setSendingId(one);
    sendMutation.mutate(body, {
      onSuccess: (result) => {
        if (!quiet)
          notifications.show({
            color: result.sent > 0 ? 'teal' : 'yellow',
            message: t('result', { sent: result.sent, skipped: result.skipped }),
          });
        setSelected(new Set());
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t('sendFailed')) }),
      onSettled: () => setSendingId(null),
    });
  };

  const columns = useReminderColumns({
    selected,
    sendingId,
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    sendEmail: (row) => send({ racket_ids: [row.racket_id] }, row.racket_id),
    // Without a link the system sends the WhatsApp message itself: say what happened.
    sentByWhatsapp: (row) =>
      send({ racket_ids: [row.racket_id], via: 'whatsapp' }, row.racket_id, Boolean(row.whatsapp_url)),
    editInterval: setEditing,
  });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            leftSection={<IconSend size={16} />}
            disabled={selected.size === 0}
            loading={sendMutation.isPending && sendingId === null}
            onClick={() => send({ racket_ids: [...selected] }, null)}
          >
            {t('action.sendSelected', { count: selected.size })}
          </Button>
        }
      />
      <Card withBorder radius="md" p={0}>
        <RangeBar
          range={range}
          onRange={(next) => {
            setRange(next);
            setSelected(new Set());
          }}
          count={due.data?.length ?? null}
        />
        <DataList
          columns={columns}
          rows={due.data ?? []}
          rowKey={(row) => row.racket_id}
          rowLabel={(row) => `${row.customer_name}, ${row.racket}`}
          rowAttributes={(row) => ({ 'data-racket-id': row.racket_id })}
          loading={due.isPending}
          loadingLabel={t('loading')}
          error={due.isError ? errorMessage(due.error, t('loadFailed')) : null}
          onRetry={() => void due.refetch()}
          emptyMessage={range === 'now' ? t('empty.now') : t('empty.soon')}
          breakpoint="md"
          minWidth={760}
          flush
        />
      </Card>
      {editing ? (
        <IntervalDialog
          target={{
            customerId: editing.customer_id,
            racketId: editing.racket_id,
            racketName: editing.racket,
            intervalDays: editing.reminder_interval_days,
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** Due now or due soon, and how many rackets are due. */
function RangeBar(props: { range: 'now' | 'soon'; onRange(range: 'now' | 'soon'): void; count: number | null }) {
  const { t } = useTranslation('reminders');
  return (
    <Group justify="space-between" p="md" wrap="wrap" gap="sm">
      <SegmentedControl
        value={props.range}
        onChange={(value) => props.onRange(value === 'now' ? 'now' : 'soon')}
        data={[
          { value: 'now', label: t('range.now') },
          { value: 'soon', label: t('range.soon') },
        ]}
        aria-label={t('range.label')}
      />
      {props.count !== null ? (
        <Text size="sm" c="dimmed">
          {t('count', { count: props.count })}
        </Text>
      ) : null}
    </Group>
  );
}
