import { Table, Text } from '@mantine/core';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

type HistoryItem = CustomerRacket['history'][number];

function tensions(item: HistoryItem): string {
  const [m, c] = [item.mains?.tension_text, item.crosses?.tension_text];
  if (!m) return '—';
  return c && c !== m ? `${m} / ${c}` : m;
}

/** A racket's stringing history, newest first: date, strings, tensions, who strung it, days since the previous. */
export function RacketHistory({ history }: { history: CustomerRacket['history'] }) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rackets.notStrungSentence')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" fz="sm" striped aria-label={t('history.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.date')}</Table.Th>
            <Table.Th>{t('history.strings')}</Table.Th>
            <Table.Th>{t('history.tensions')}</Table.Th>
            <Table.Th>{t('history.strungBy')}</Table.Th>
            <Table.Th ta="end">{t('history.daysSince')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((item) => (
            <Table.Tr key={item.job_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(item.date)}</Table.Td>
              <Table.Td>{item.strings || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} dir="ltr">
                {tensions(item)}
              </Table.Td>
              <Table.Td>{item.strung_by ?? '—'}</Table.Td>
              <Table.Td ta="end">
                {item.days_since_previous === null ? '—' : format.number(item.days_since_previous)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
