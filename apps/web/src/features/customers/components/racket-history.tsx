import { Table, Text } from '@mantine/core';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import { formatShopDate } from '@shop/domain/time';

type HistoryItem = CustomerRacket['history'][number];

function tensions(item: HistoryItem): string {
  const [m, c] = [item.mains?.tension_text, item.crosses?.tension_text];
  if (!m) return '—';
  return c && c !== m ? `${m} / ${c}` : m;
}

/** A racket's stringing history, newest first: date, strings, tensions, who strung it, days since the previous. */
export function RacketHistory({ history }: { history: CustomerRacket['history'] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not strung here yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" fz="sm" striped aria-label="Stringing history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Strings</Table.Th>
            <Table.Th>Tensions</Table.Th>
            <Table.Th>Strung by</Table.Th>
            <Table.Th ta="right">Days since previous</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((item) => (
            <Table.Tr key={item.job_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShopDate(item.date)}</Table.Td>
              <Table.Td>{item.strings || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{tensions(item)}</Table.Td>
              <Table.Td>{item.strung_by ?? '—'}</Table.Td>
              <Table.Td ta="right">{item.days_since_previous ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
