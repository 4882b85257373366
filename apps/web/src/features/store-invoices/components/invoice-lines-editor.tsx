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
import { formatAed, type Fils } from '@shop/domain/money';
import { lineFigures, type DraftLine } from '../lib/invoice-draft';

interface Props {
  lines: DraftLine[];
  onQuantity(key: string, quantity: number): void;
  onRemove(key: string): void;
}

const KIND_BADGES = {
  discount: { color: 'orange', label: 'Discount' },
  shipping: { color: 'blue', label: 'Shipping' },
} as const;

function Quantity({
  line,
  onQuantity,
  width = 90,
}: {
  line: DraftLine;
  onQuantity: Props['onQuantity'];
  width?: number;
}) {
  if (line.kind !== 'product') {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Text size="sm">1</Text>
        <Tooltip label="Discount and shipping lines have a quantity of 1">
          <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label="Quantity locked" />
        </Tooltip>
      </Group>
    );
  }
  return (
    <NumberInput
      aria-label={`Quantity of ${line.item}`}
      value={line.quantity}
      min={1}
      max={999}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      onChange={(value) => onQuantity(line.key, typeof value === 'number' ? value : Number(value) || 1)}
      w={width}
      size="xs"
    />
  );
}

function ItemCell({ line }: { line: DraftLine }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={2}>
          {line.item}
        </Text>
        {line.kind !== 'product' ? (
          <Badge size="xs" variant="light" color={KIND_BADGES[line.kind].color}>
            {KIND_BADGES[line.kind].label}
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
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {line.kind === 'discount' ? <IconLock size={12} color="var(--mantine-color-dimmed)" aria-label="Locked" /> : null}
      <Text size="sm">{formatAed(fils, { unit: false })}</Text>
    </Group>
  );
}

/** The invoice lines with live VAT and totals: quantity for products, discount and shipping locked. */
export function InvoiceLinesEditor({ lines, onQuantity, onRemove }: Props) {
  const remove = (line: DraftLine) => (
    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.item}`} onClick={() => onRemove(line.key)}>
      <IconTrash size={16} />
    </ActionIcon>
  );
  return (
    <>
      <ScrollArea visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price (excl. VAT)</Table.Th>
              <Table.Th ta="right">VAT 5%</Table.Th>
              <Table.Th ta="right">Total (AED)</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const figures = lineFigures(line);
              return (
                <Table.Tr key={line.key} data-testid="invoice-line">
                  <Table.Td maw={320}>
                    <ItemCell line={line} />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Quantity line={line} onQuantity={onQuantity} />
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    <LockedAmount line={line} fils={line.unitPriceFils} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <LockedAmount line={line} fils={figures.vatFils} />
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatAed(figures.totalFils, { unit: false })}
                  </Table.Td>
                  <Table.Td>{remove(line)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack hiddenFrom="sm" gap="sm">
        {lines.map((line) => {
          const figures = lineFigures(line);
          return (
            <Card key={line.key} withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ItemCell line={line} />
                {remove(line)}
              </Group>
              <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-end">
                <Quantity line={line} onQuantity={onQuantity} width={80} />
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {formatAed(line.unitPriceFils, { unit: false })} + VAT {formatAed(figures.vatFils, { unit: false })}
                  </Text>
                  <Text fw={700}>{formatAed(figures.totalFils)}</Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
