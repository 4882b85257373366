import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider, Table } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { DataList, type DataColumn, type DataListProps } from './data-list';

interface Thing {
  id: number;
  name: string;
  colour: string;
  price: number;
}
const columns: DataColumn<Thing>[] = [
  { header: 'Name', cell: (t) => t.name },
  { header: 'Colour', cell: (t) => t.colour },
  { header: 'Price', align: 'right', cell: (t) => `${t.price} AED` },
  { header: 'Actions', hideHeader: true, card: 'footer', cell: (t) => <button>Open {t.name}</button> },
];
const rows: Thing[] = [
  { id: 1, name: 'Pure Aero', colour: 'Yellow', price: 950 },
  { id: 2, name: 'Speed Pro', colour: 'White', price: 1189 },
];
const base: DataListProps<Thing> = {
  columns,
  rows,
  rowKey: (t) => t.id,
  rowLabel: (t) => t.name,
  loading: false,
  loadingLabel: 'Loading things…',
  error: null,
  emptyMessage: 'No things found.',
};

describe('DataList', () => {
  it('shows only the loading state while loading', async () => {
    renderWithProviders(<DataList {...base} loading error="boom" rows={[]} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading things…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No things found.')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the error sentence and no list, with Try again when the screen can retry', async () => {
    const retry = vi.fn();
    renderWithProviders(<DataList {...base} error="Failed to fetch things." onRetry={retry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch things.');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the documented empty text when there is nothing', async () => {
    renderWithProviders(<DataList {...base} rows={[]} />);
    expect(await screen.findByText('No things found.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the table, and on a phone the same columns as one card per row', async () => {
    renderWithProviders(<DataList {...base} />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Colour', 'Price', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Pure Aero', 'Speed Pro']);
    const card = cards[1]!;
    for (const text of ['Speed Pro', 'Colour', 'White', 'Price', '1189 AED'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open Speed Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("writes each row and cell as Mantine's Table.Tr and Table.Td would: the same classes, attributes and style", async () => {
    renderWithProviders(<DataList {...base} />);
    const ours = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const mantine = render(
      <MantineProvider>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.align}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </MantineProvider>,
    );
    // Attributes in any order, classes as a set: what the page's style rules see.
    const shape = (element: Element): unknown => ({
      tag: element.tagName,
      classes: [...element.classList].sort(),
      attributes: [...element.attributes]
        .filter((a) => a.name !== 'class')
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
      cells: [...element.children].map((child) => (child.tagName === 'TD' ? shape(child) : child.outerHTML)),
      text: element.children.length ? undefined : element.textContent,
    });
    expect(ours.map(shape)).toEqual([...mantine.container.querySelectorAll('tbody tr')].map(shape));
  });

  it('builds only the layout the width shows, and keeps both once the width has changed (a turned tablet)', async () => {
    const original = window.matchMedia;
    // A browser answering media queries for a window of `width` em, telling its listeners when the width changes.
    let width = 64;
    const listeners = new Set<() => void>();
    const answering = (query: string) => {
      const from = Number(/min-width: ([\d.]+)em/.exec(query)?.[1]);
      const matches = () => (query.startsWith('not all and') ? width < from : width >= from);
      const list = {
        ...original(query),
        get matches() {
          return matches();
        },
        addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
          listeners.add(() => listener({ matches: matches() })),
        removeEventListener: () => undefined,
      };
      return list;
    };
    window.matchMedia = answering as unknown as typeof window.matchMedia;
    try {
      const wide = renderWithProviders(<DataList {...base} />);
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(screen.queryByRole('article')).toBeNull();
      // Turned to a phone's width: the cards are built, the table (and whatever a row opened) stays.
      width = 24.4;
      act(() => listeners.forEach((listener) => listener()));
      expect(await screen.findAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('table')).toBeInTheDocument();
      wide.unmount();
      listeners.clear();

      renderWithProviders(<DataList {...base} />);
      expect(await screen.findAllByRole('article')).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the range and the pages above one page, with Previous and Next', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DataList {...base} pager={{ page: 1, pageSize: 2, total: 10_000, totalIsExact: false, pages: 2, onChange }} />,
    );
    expect(await screen.findByText('1–2 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows no pager at one page', async () => {
    renderWithProviders(<DataList {...base} pager={{ page: 1, pageSize: 10, total: 2, onChange: () => undefined }} />);
    await screen.findByRole('table');
    expect(screen.queryByText(/of 2/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
