import { ActionIcon, Badge, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { formatAed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';
import { EmptyState } from '@/components/ui/states';
import type { BookingDraft } from '../lib/drafts';
import { draftItemName, draftPrice, draftServiceLabel, draftType } from '../lib/price-drafts';

/** The summary table of the final pages: racket, item, service type, cost, Edit and Delete. */
export function BookingsTable({ drafts, onEdit, onDelete }: { drafts: readonly BookingDraft[]; onEdit(draft: BookingDraft): void; onDelete(draft: BookingDraft): void }) {
  if (drafts.length === 0) return <EmptyState message={BOOKING_MESSAGES.noBookingsCreated} />;
  return (
    <ScrollArea>
      <Table verticalSpacing="sm" miw={620} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Racket</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Service type</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drafts.map((draft) => (
            <Table.Tr key={draft.invoiceNo}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {draft.racketName || '—'}
                </Text>
                {draft.freeService ? (
                  <Badge size="xs" color="green" variant="light">
                    Free stringing
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{draftItemName(draft)}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={draftType(draft) === 'Express' ? 'orange' : 'blue'}>
                  {draftServiceLabel(draft)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShopDate(draft.bookingDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                {formatAed(draftPrice(draft))}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" aria-label={`Edit ${draft.racketName}`} onClick={() => onEdit(draft)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${draft.racketName}`} onClick={() => onDelete(draft)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
