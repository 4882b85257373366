import type { ReactNode } from 'react';
import { Badge, Radio, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import type { GripEntry } from '@shop/domain/catalogue';
import { formatAed } from '@shop/domain/money';
import { entryPrice } from '@shop/domain/pricing';

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
  return (
    <Radio.Group
      value={value === null ? '' : String(value)}
      onChange={(id) => onChange(rows.find((g) => String(g.grip_id) === id)!)}
      aria-label="Grip"
      error={error}
    >
      <ScrollArea>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <VisuallyHidden>Choose</VisuallyHidden>
              </Table.Th>
              <Table.Th>Grip</Table.Th>
              <Table.Th visibleFrom="sm">Service type</Table.Th>
              <Table.Th ta="right">Total cost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((grip) => (
              <Table.Tr key={grip.grip_id} onClick={() => onChange(grip)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Radio value={String(grip.grip_id)} aria-label={`${grip.name} ${grip.type}`} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {grip.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {grip.category === 'base'
                      ? 'Base grip'
                      : grip.category === 'overgrip'
                        ? 'Overgrip'
                        : 'Customer supplies the grip'}
                    <Text span hiddenFrom="sm" size="xs" c={grip.type === 'Express' ? 'orange' : 'blue'} fw={600}>
                      {' · '}
                      {grip.type}
                    </Text>
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Badge variant="light" color={grip.type === 'Express' ? 'orange' : 'blue'}>
                    {grip.type}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAed(entryPrice(grip))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Radio.Group>
  );
}
