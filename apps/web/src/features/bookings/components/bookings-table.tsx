import { ActionIcon, Badge, Group, Paper, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { formatShopDate } from '@shop/domain/time';
import { EmptyState } from '@/components/ui/states';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import { draftItemName, draftPricing, draftServiceLabel, draftType } from '../lib/price-drafts';
import { SpecLine } from '@/features/jobs/components/spec-line';
import { LinePrice } from './line-price';

interface Props {
  drafts: readonly BookingDraft[];
  onEdit(draft: BookingDraft): void;
  onDelete(draft: BookingDraft): void;
}

function LineActions({ draft, onEdit, onDelete }: { draft: BookingDraft } & Omit<Props, 'drafts'>) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${draft.racketName}`} onClick={() => onEdit(draft)}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${draft.racketName}`}
          onClick={() => onDelete(draft)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function TypeBadge({ draft }: { draft: BookingDraft }) {
  return (
    <Badge variant="light" color={draftType(draft) === 'Express' ? 'orange' : 'blue'}>
      {draftServiceLabel(draft)}
    </Badge>
  );
}

/** The summary table of the final pages: racket, item, service type, cost, Edit and Delete (cards on phones). */
export function BookingsTable({ drafts, onEdit, onDelete }: Props) {
  if (drafts.length === 0) return <EmptyState message={BOOKING_MESSAGES.noBookingsCreated} />;
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {drafts.map((draft) => (
          <Paper key={draft.invoiceNo} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {draft.racketName || '—'}
                </Text>
                <Text size="sm">{draftItemName(draft)}</Text>
                <SpecLine spec={draft.spec} />
                <Text size="xs" c="dimmed">
                  {formatShopDate(draft.bookingDate)}
                </Text>
              </div>
              <LineActions draft={draft} onEdit={onEdit} onDelete={onDelete} />
            </Group>
            <Group justify="space-between" mt="xs">
              <Group gap={6}>
                <TypeBadge draft={draft} />
                {draft.freeService ? (
                  <Badge size="sm" color="green" variant="light">
                    Free
                  </Badge>
                ) : null}
              </Group>
              <LinePrice {...draftPricing(draft)} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <ScrollArea visibleFrom="sm">
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
                  <SpecLine spec={draft.spec} />
                </Table.Td>
                <Table.Td>
                  <TypeBadge draft={draft} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShopDate(draft.bookingDate)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                  <LinePrice {...draftPricing(draft)} />
                </Table.Td>
                <Table.Td>
                  <LineActions draft={draft} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
