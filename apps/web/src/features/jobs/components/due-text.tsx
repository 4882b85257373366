import { Group, Text, type MantineSize } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/ui/ltr';
import { useFormat } from '@/lib/i18n/format';

/** The due date and time in Dubai; red with "Overdue" when the server says the job is late. */
export function DueText({ dueAt, overdue, size = 'sm' }: { dueAt: string; overdue: boolean; size?: MantineSize }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  return (
    <Group gap={4} wrap="wrap" c={overdue ? 'red.9' : undefined} data-overdue={overdue}>
      {overdue ? <IconAlarm size={16} aria-hidden style={{ flexShrink: 0 }} /> : null}
      <Text size={size} fw={overdue ? 700 : 500} c="inherit" style={{ whiteSpace: 'nowrap' }}>
        <Isolate>{format.dateTime(dueAt)}</Isolate>
      </Text>
      {overdue ? (
        <Text size="xs" fw={700} c="inherit" tt="uppercase" style={{ whiteSpace: 'nowrap' }}>
          {t('due.overdue')}
        </Text>
      ) : null}
    </Group>
  );
}
