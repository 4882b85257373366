import { Badge, Button, Checkbox, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import type { DueReminder } from '@shop/domain/contracts/reminders';
import type { DataColumn } from '@/components/ui/data-list';

export interface ReminderActions {
  selected: ReadonlySet<number>;
  toggle(racketId: number): void;
  sendEmail(row: DueReminder): void;
  sentByWhatsapp(row: DueReminder): void;
  editInterval(row: DueReminder): void;
  sendingId: number | null;
}

/** The due list's columns: select, customer, racket, last strung, due, and how to remind. */
export function useReminderColumns(actions: ReminderActions): DataColumn<DueReminder>[] {
  const { t } = useTranslation('reminders');
  const format = useFormat();
  return [
    {
      header: t('column.select'),
      hideHeader: true,
      card: 'corner',
      cell: (row) =>
        row.channel === 'email' && row.reminded_at === null ? (
          <Checkbox
            aria-label={t('select.one', { name: row.customer_name })}
            checked={actions.selected.has(row.racket_id)}
            onChange={() => actions.toggle(row.racket_id)}
          />
        ) : null,
    },
    {
      header: t('column.customer'),
      card: 'title',
      cell: (row) => <Text fw={600}>{row.customer_name}</Text>,
    },
    { header: t('column.racket'), cell: (row) => row.racket },
    { header: t('column.lastStrung'), nowrap: true, cell: (row) => format.date(row.last_strung_at) },
    {
      header: t('column.due'),
      cell: (row) => (
        <Group gap={4} wrap="wrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.date(row.due_at)}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => actions.editInterval(row)}
            aria-label={t('interval.editFor', { name: row.customer_name })}
          >
            {t('interval.days', { count: row.reminder_interval_days })}
          </Button>
        </Group>
      ),
    },
    {
      header: t('column.remind'),
      card: 'footer',
      cell: (row) => <RemindCell row={row} actions={actions} />,
    },
  ];
}

function RemindCell({ row, actions }: { row: DueReminder; actions: ReminderActions }) {
  const { t } = useTranslation('reminders');
  const format = useFormat();
  if (row.reminded_at !== null) {
    return (
      <Badge color="teal" variant="light">
        {t('status.reminded', { at: format.dateTime(row.reminded_at) })}
      </Badge>
    );
  }
  if (row.channel === 'email') {
    return (
      <Button
        size="xs"
        leftSection={<IconMail size={16} />}
        loading={actions.sendingId === row.racket_id}
        onClick={() => actions.sendEmail(row)}
      >
        {t('action.sendEmail')}
      </Button>
    );
  }
  if (row.channel === 'whatsapp' && row.whatsapp_url) {
    return (
      <Button
        size="xs"
        color="green.9"
        component="a"
        href={row.whatsapp_url}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconBrandWhatsapp size={16} />}
        onClick={() => actions.sentByWhatsapp(row)}
      >
        {t('action.whatsapp')}
      </Button>
    );
  }
  // WhatsApp set up: no link to open, the system sends the approved reminder template (docs/decisions/whatsapp.md).
  if (row.channel === 'whatsapp') {
    return (
      <Button
        size="xs"
        color="green.9"
        loading={actions.sendingId === row.racket_id}
        leftSection={<IconBrandWhatsapp size={16} />}
        onClick={() => actions.sentByWhatsapp(row)}
      >
        {t('action.whatsapp')}
      </Button>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('status.noWay')}
    </Text>
  );
}
