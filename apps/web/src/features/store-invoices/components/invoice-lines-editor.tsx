import {
  ActionIcon,
  Badge,
  Card,
  Group,
  NumberInput,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import type { Fils } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';
import { lineFigures, setQuantity, type DraftLine, type InvoiceForm } from '../lib/invoice-draft';

interface Props {
  form: InvoiceForm;
  /** A replaced invoice is shown, never changed. */
  readOnly?: boolean;
}

const KIND_COLORS = { discount: 'orange', shipping: 'blue' } as const;

function Quantity({
  form,
  index,
  readOnly,
  width = 90,
}: {
  form: InvoiceForm;
  index: number;
  readOnly?: boolean;
  width?: number;
}) {
  const { t } = useTranslation('store-invoices');
  const line = form.values.items[index]!;
  const path = `items.${index}.quantity`;
  if (line.kind !== 'product' || readOnly) {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Text size="sm" dir="ltr">
          {line.quantity}
        </Text>
        {line.kind !== 'product' ? (
          <Tooltip label={t('lines.quantityFixed')}>
            <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label={t('lines.quantityLocked')} />
          </Tooltip>
        ) : null}
      </Group>
    );
  }
  return (
    <NumberInput
      aria-label={t('lines.quantityOf', { item: line.item })}
      value={line.quantity}
      min={1}
      max={999}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      // Always a whole number of at least 1 in the values, so the totals add up while typing.
      onChange={(value) => form.setFieldValue(path, setQuantity([line], line.key, Number(value))[0]!.quantity)}
      error={form.errors[path]}
      w={width}
      size="xs"
    />
  );
}

function ItemCell({ line }: { line: DraftLine }) {
  const { t } = useTranslation('store-invoices');
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={2}>
          {line.item}
        </Text>
        {line.kind !== 'product' ? (
          <Badge size="xs" variant="light" color={KIND_COLORS[line.kind]}>
            {line.kind === 'discount' ? t('lines.discount') : t('lines.shipping')}
          </Badge>
        ) : null}
      </Group>
      {line.description ? (
        <Text size="xs" c="dimmed" truncate>
          {line.description}
        </Text>
      ) : null}
    </div>
  );
}

function LockedAmount({ line, fils }: { line: DraftLine; fils: Fils }) {
  const { t } = useTranslation('store-invoices');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {line.kind === 'discount' ? (
        <IconLock size={12} color="var(--mantine-color-dimmed)" aria-label={t('lines.locked')} />
      ) : null}
      <Text size="sm">
        <Money value={fils} unit={false} />
      </Text>
    </Group>
  );
}

/** The form's invoice lines with live VAT and totals: quantity for products, discount and shipping locked. */
export function InvoiceLinesEditor({ form, readOnly }: Props) {
  const { t } = useTranslation('store-invoices');
  const format = useFormat();
  const lines = form.values.items;
  const remove = (line: DraftLine, index: number) =>
    readOnly ? null : (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('lines.removeItem', { item: line.item })}
        onClick={() => form.removeListItem('items', index)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    );
  return (
    <>
      <ScrollArea visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.item')}</Table.Th>
              <Table.Th ta="end">{t('lines.qty')}</Table.Th>
              <Table.Th ta="end">{t('lines.unitPrice')}</Table.Th>
              <Table.Th ta="end">{t('totals.vat')}</Table.Th>
              <Table.Th ta="end">{t('lines.totalAed')}</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>{t('lines.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const figures = lineFigures(line);
              return (
                <Table.Tr key={line.key} data-testid="invoice-line">
                  <Table.Td maw={320}>
                    <ItemCell line={line} />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Quantity form={form} index={index} readOnly={readOnly} />
                    </Group>
                  </Table.Td>
                  <Table.Td ta="end">
                    <LockedAmount line={line} fils={figures.unitNetFils} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <LockedAmount line={line} fils={figures.vatFils} />
                  </Table.Td>
                  <Table.Td ta="end" fw={600}>
                    <Money value={figures.totalFils} unit={false} />
                  </Table.Td>
                  <Table.Td>{remove(line, index)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack hiddenFrom="sm" gap="sm">
        {lines.map((line, index) => {
          const figures = lineFigures(line);
          return (
            <Card key={line.key} withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ItemCell line={line} />
                {remove(line, index)}
              </Group>
              <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-end">
                <Quantity form={form} index={index} readOnly={readOnly} width={80} />
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {t('lines.netPlusVat', {
                      net: format.money(figures.netFils, { unit: false }),
                      vat: format.money(figures.vatFils, { unit: false }),
                    })}
                  </Text>
                  <Text fw={700}>
                    <Money value={figures.totalFils} />
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
