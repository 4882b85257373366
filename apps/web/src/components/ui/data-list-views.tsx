import type { ReactNode } from 'react';
import { Box, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';

/**
 * One column of a list, rendered as a table column on wider screens and as part of a card on
 * phones, from the same definition.
 */
export interface DataColumn<T> {
  /** The column's name: the table header, and the label of its line on a card. */
  header: string;
  /** The name is for screen readers only (an actions column). */
  hideHeader?: boolean;
  cell(row: T): ReactNode;
  align?: 'right';
  nowrap?: boolean;
  /**
   * Where the column goes on a card: its title (top left), its corner (top right, for a status),
   * a labelled line (the default), or its footer (actions).
   */
  card?: 'title' | 'corner' | 'line' | 'footer';
}

/** The actions of a row: at the end of a table row (its header for screen readers only), in a card's footer. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): DataColumn<T> {
  return { header, hideHeader: true, align: 'right', card: 'footer', cell };
}

export interface RowsProps<T> {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  /** A name for each row's card (an article), for screen readers. */
  rowLabel?(row: T): string;
  /** Data attributes of each row and card (`data-booking-id`). */
  rowAttributes?(row: T): Record<`data-${string}`, string | number>;
}

const ROW_CLASS = `mantine-Table-tr ${Table.classes.tr}`;
const CELL_CLASS = `mantine-Table-td ${Table.classes.td}`;
const cellStyle = <T,>(column: DataColumn<T>) =>
  column.align || column.nowrap
    ? { textAlign: column.align, whiteSpace: column.nowrap ? ('nowrap' as const) : undefined }
    : undefined;

function Header<T>({ column }: { column: DataColumn<T> }) {
  return column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
}

export function DataTable<T>({ columns, rows, rowKey, rowAttributes, minWidth }: RowsProps<T> & { minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                <Header column={column} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            // The rows and cells are plain elements with Table's own classes and attributes (what Table.Tr and
            // Table.Td write with this table's settings: row borders and the hover highlight): a list renders them
            // without resolving each cell's styles (docs/decisions/production.md, "Customers screen at 4× CPU
            // slowdown"; data-list.test.tsx compares both).
            <tr key={rowKey(row)} className={ROW_CLASS} data-with-row-border data-hover {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={CELL_CLASS} style={cellStyle(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const placed = <T,>(columns: DataColumn<T>[], place: DataColumn<T>['card']) =>
  columns.filter((column, index) => (column.card ?? (index === 0 ? 'title' : 'line')) === place);

/** The same columns as one card per row: title and corner on top, a labelled line each, actions below. */
export function DataCards<T>({ columns, rows, rowKey, rowLabel, rowAttributes }: RowsProps<T>) {
  const [titles, corners, lines, footers] = (['title', 'corner', 'line', 'footer'] as const).map((place) =>
    placed(columns, place),
  ) as [DataColumn<T>[], DataColumn<T>[], DataColumn<T>[], DataColumn<T>[]];
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card
          key={rowKey(row)}
          withBorder
          radius="md"
          padding="md"
          component="article"
          aria-label={rowLabel?.(row)}
          {...rowAttributes?.(row)}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {titles.map((column) => (
                <Box key={column.header}>{column.cell(row)}</Box>
              ))}
            </Stack>
            {corners.length > 0 ? (
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                {corners.map((column) => (
                  <Box key={column.header}>{column.cell(row)}</Box>
                ))}
              </Stack>
            ) : null}
          </Group>
          {lines.map((column) => (
            <Group key={column.header} gap="sm" wrap="nowrap" align="flex-start" mt="xs">
              <Text size="xs" c="dimmed" w={92} style={{ flexShrink: 0 }} mt={2}>
                {column.header}
              </Text>
              <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{column.cell(row)}</Box>
            </Group>
          ))}
          {footers.length > 0 ? (
            <Group justify="flex-end" mt="sm" gap="xs" data-card-footer>
              {footers.map((column) => (
                <Box key={column.header}>{column.cell(row)}</Box>
              ))}
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
