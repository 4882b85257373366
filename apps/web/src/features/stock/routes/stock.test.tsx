import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { stockChangeResponseSchema, stockListSchema, type StockItem } from '@shop/domain/contracts/stock';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import StockPage from './stock';

const ITEMS: StockItem[] = [
  { string_id: 1, name: 'Prince Synthetic Gut Duraflex 16', metres: 200, threshold: 24, status: 'In Stock' },
  { string_id: 4, name: 'Solinco Tour Bite 1.25', metres: 12, threshold: 24, status: 'Low Stock' },
  { string_id: 9, name: 'Luxilon ALU Power 1.25', metres: 0, threshold: 24, status: 'Out of Stock' },
];

const renderStock = () =>
  renderRoutes(
    [
      {
        path: '/dashboard/stock',
        element: (
          <>
            <Notifications />
            <StockPage />
          </>
        ),
      },
    ],
    ['/dashboard/stock'],
  );

afterEach(() => clearSession());

describe('String Stock page', () => {
  it('shows each string’s metres and status; staff read it without receive or adjust', async () => {
    saveSession('token', 'staff');
    fakeApi.get('/api/stock', stockListSchema, () => ITEMS);
    renderStock();
    const table = await screen.findByRole('table');
    const low = within(table).getByText('Solinco Tour Bite 1.25').closest('tr')!;
    expect(within(low).getByText('Low Stock')).toBeTruthy();
    expect(within(low).getByText('12.00 m')).toBeTruthy();
    expect(within(table).getByText('Out of Stock')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Receive / })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Ledger of / }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Change the threshold of / })).toHaveLength(0);
  });

  it('lets an admin change a threshold (one decimal) and shows the new status', async () => {
    saveSession('token', 'admin');
    let items = ITEMS;
    fakeApi.get('/api/stock', stockListSchema, () => items);
    const save = fakeApi.put('/api/stock/:id/threshold', stockChangeResponseSchema, () => {
      items = items.map((i) => (i.string_id === 1 ? { ...i, threshold: 250.5, status: 'Low Stock' as const } : i));
      return { message: 'The low-stock threshold was saved.', item: items[0]! };
    });
    renderStock();
    const [button] = await screen.findAllByRole('button', {
      name: 'Change the threshold of Prince Synthetic Gut Duraflex 16',
    });
    await userEvent.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Low-stock threshold: Prince Synthetic Gut Duraflex 16' });
    const input = within(dialog).getByLabelText('Low below (metres)');
    await userEvent.clear(input);
    await userEvent.type(input, '250.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save threshold' }));
    const row = (await screen.findAllByText('250.50 m'))[0]!.closest('tr')!;
    expect(within(row).getByText('Low Stock')).toBeTruthy();
    expect(save.last()?.body).toEqual({ metres: 250.5 });
  }, 15_000);

  it('lets an admin receive a reel (200 m preset) and sends it to the server', async () => {
    saveSession('token', 'admin');
    fakeApi.get('/api/stock', stockListSchema, () => ITEMS);
    const receive = fakeApi.post('/api/stock/receipts', stockChangeResponseSchema, () => ({
      message: 'The string was added to the stock.',
      item: { ...ITEMS[1]!, metres: 212, status: 'In Stock' as const },
    }));
    renderStock();
    const [button] = await screen.findAllByRole('button', { name: 'Receive Solinco Tour Bite 1.25' });
    await userEvent.click(button!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to stock' }));
    await screen.findByText('In stock now: 212.00 m');
    expect(receive.last()?.body).toEqual({ string_id: 4, metres: 200 });
  }, 15_000);

  it('refuses an adjustment without a reason before sending it', async () => {
    saveSession('token', 'admin');
    fakeApi.get('/api/stock', stockListSchema, () => ITEMS);
    const adjust = fakeApi.post('/api/stock/adjustments', stockChangeResponseSchema, () => ({
      message: 'The stock was adjusted.',
      item: ITEMS[0]!,
    }));
    renderStock();
    const [button] = await screen.findAllByRole('button', { name: 'Adjust Prince Synthetic Gut Duraflex 16' });
    await userEvent.click(button!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Change in metres'), '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await within(dialog).findByText('Give a reason for the adjustment (at least 3 characters).');
    expect(adjust.calls).toHaveLength(0);
  });
});
