import { ActionIcon, Badge, Group, Paper, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { EmptyState } from '@/components/ui/states';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import { draftItemName, draftPricing, draftServiceLabel, draftType } from '../lib/price-drafts';
import { SpecLine } from '@/components/spec/spec-line';
import { LinePrice } from './line-price';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

interface Props {
  drafts: readonly BookingDraft[];
  onEdit(draft: BookingDraft): void;
  onDelete(draft: BookingDraft): void;
}

function LineActions({ draft, onEdit, onDelete }: { draft: BookingDraft } & Omit<Props, 'drafts'>) {
  const { t } = useTranslation('bookings');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('table.edit')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('table.editAria', { racket: draft.racketName })}
          onClick={() => onEdit(draft)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('table.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('table.deleteAria', { racket: draft.racketName })}
          onClick={() => onDelete(draft)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function TypeBadge({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge variant="light" color={draftType(draft) === 'Express' ? 'orange' : 'blue'}>
      {draftServiceLabel(t, draft)}
    </Badge>
  );
}

/** The summary table of the final pages: racket, item, service type, cost, Edit and Delete (cards on phones). */
export function BookingsTable({ drafts, onEdit, onDelete }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  if (drafts.length === 0) return <EmptyState message={t(BOOKING_MESSAGES.noBookingsCreated, { ns: 'messages' })} />;
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
                <Text size="sm">{draftItemName(t, draft)}</Text>
                <SpecLine spec={draft.spec} />
                <Text size="xs" c="dimmed">
                  {format.date(draft.bookingDate)}
                </Text>
              </div>
              <LineActions draft={draft} onEdit={onEdit} onDelete={onDelete} />
            </Group>
            <Group justify="space-between" mt="xs">
              <Group gap={6}>
                <TypeBadge draft={draft} />
                {draft.freeService ? (
                  <Badge size="sm" color="green" variant="light">
                    {t('free')}
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
              <Table.Th>{t('table.racket')}</Table.Th>
              <Table.Th>{t('table.item')}</Table.Th>
              <Table.Th>{t('serviceType')}</Table.Th>
              <Table.Th>{t('date')}</Table.Th>
              <Table.Th ta="end">{t('table.cost')}</Table.Th>
              <Table.Th ta="end">{t('columns.actions')}</Table.Th>
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
                      {t('freeStringing')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{draftItemName(t, draft)}</Text>
                  <SpecLine spec={draft.spec} />
                </Table.Td>
                <Table.Td>
                  <TypeBadge draft={draft} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(draft.bookingDate)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} fw={600}>
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
