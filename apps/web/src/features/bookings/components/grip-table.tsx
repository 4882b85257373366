import type { ReactNode } from 'react';
import { Badge, Radio, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import type { GripEntry } from '@shop/domain/catalogue';
import { entryPrice } from '@shop/domain/pricing';
import { serviceTypeLabel } from '../lib/labels';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { useTranslation } from 'react-i18next';

/** Grips with a radio each: choosing a row sets the grip and its service type together. */
export function GripTable({
  rows,
  value,
  onChange,
  error,
}: {
  rows: readonly GripEntry[];
  value: number | null;
  onChange(grip: GripEntry): void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <Radio.Group
      value={value === null ? '' : String(value)}
      onChange={(id) => onChange(rows.find((g) => String(g.grip_id) === id)!)}
      aria-label={t('grip')}
      error={error}
    >
      <ScrollArea>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <VisuallyHidden>{t('gripTable.choose')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('grip')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('serviceType')}</Table.Th>
              <Table.Th ta="end">{t('gripTable.totalCost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((grip) => (
              <Table.Tr key={grip.grip_id} onClick={() => onChange(grip)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Radio value={String(grip.grip_id)} aria-label={`${grip.name} ${serviceTypeLabel(t, grip.type)}`} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {grip.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {grip.category === 'base'
                      ? t('gripTable.base')
                      : grip.category === 'overgrip'
                        ? t('gripTable.overgrip')
                        : t('gripTable.own')}
                    <Text span hiddenFrom="sm" size="xs" c={grip.type === 'Express' ? 'orange' : 'blue'} fw={600}>
                      {' · '}
                      {serviceTypeLabel(t, grip.type)}
                    </Text>
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Badge variant="light" color={grip.type === 'Express' ? 'orange' : 'blue'}>
                    {serviceTypeLabel(t, grip.type)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <Ltr>{format.money(entryPrice(grip))}</Ltr>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Radio.Group>
  );
}
