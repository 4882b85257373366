import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storeInvoiceListResponseSchema, type StoreInvoiceListResponse } from '@shop/domain/contracts/store-invoices';
import { fakeApi, type FakeRequest } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderRoutes } from '@/testing/render';
import StoreInvoicesPage from './store-invoices';

const row = (n: number) => ({
  id: n,
  customer_name: `Buyer ${n}`,
  order_id: 500 + n,
  invoice_number: `SI-10${String(n).padStart(2, '0')}`,
  created_at: '2026-11-01T08:00:00.000Z',
  kind: 'invoice' as const,
  credited_invoice_number: null as string | null,
  replaces_number: null as string | null,
  replaced_by_number: null as string | null,
});

const STORE_INVOICES = '/api/bigcommerce-invoices/metadata';
const stubList = (respond: (request: FakeRequest) => StoreInvoiceListResponse) =>
  fakeApi.get(STORE_INVOICES, storeInvoiceListResponseSchema, respond);
const exact = (items: StoreInvoiceListResponse['items'], total: number, page: number) =>
  listPage(items, { total, page });

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/dashboard/bigcommerce-invoices',
        element: <StoreInvoicesPage />,
      },
      { path: '/superadmin/bigcommerce-invoices/:invoiceId', element: <p>Editor page</p> },
    ],
    ['/dashboard/bigcommerce-invoices'],
  );
}

describe('store invoices list (superadmin)', () => {
  it('asks for 10 per page, pages above one page, and View opens the editor', async () => {
    const calls = stubList(({ query }) => {
      const page = Number(query.get('page') ?? '1');
      const items = page === 1 ? Array.from({ length: 10 }, (_, i) => row(i + 1)) : [row(11), row(12)];
      return exact(items, 12, page);
    });
    renderPage();
    expect((await screen.findAllByText('Buyer 1')).length).toBeGreaterThan(0);
    expect(calls.calls[0]!.query.get('pageSize')).toBe('10');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect((await screen.findAllByText('Buyer 12')).length).toBeGreaterThan(0);
    expect(calls.last()!.query.get('page')).toBe('2');
    fireEvent.click(screen.getAllByRole('link', { name: 'View SI-1012' })[0]!);
    expect(await screen.findByText('Editor page')).toBeInTheDocument();
  }, 30_000);

  it('marks a credit note with its badge and the invoice it credits, and downloads its PDF', async () => {
    stubList(() =>
      exact(
        [
          {
            ...row(1),
            id: 77,
            kind: 'credit_note',
            invoice_number: 'SCN-1001',
            credited_invoice_number: 'SI-1001',
          },
          row(1),
        ],
        2,
        1,
      ),
    );
    const download = fakeApi.noContent('get', '/api/bigcommerce-credit-notes/:id/download');
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    renderPage();
    expect((await screen.findAllByText('Credit note')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('for SI-1001').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Download SCN-1001' })[0]!);
    await waitFor(() => expect(download.last()?.params.id).toBe('77'));
  }, 30_000);

  it("shows an edited invoice's chain: the replacement names the original, which stays listed and downloadable", async () => {
    stubList(() =>
      exact(
        [
          { ...row(6), order_id: 501, replaces_number: 'SI-1005' },
          { ...row(5), order_id: 501, replaced_by_number: 'SI-1006' },
        ],
        2,
        1,
      ),
    );
    const download = fakeApi.noContent('get', '/api/bcinvoices/:invoiceId/download');
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    renderPage();
    expect((await screen.findAllByText('Replaces SI-1005')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Replaced by SI-1006').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Replaced').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Download SI-1005' })[0]!);
    await waitFor(() => expect(download.last()?.params.invoiceId).toBe('5'));
  }, 30_000);

  it('reads a capped total as "10,000+" and reaches past it with the previous page\'s cursor', async () => {
    const calls = stubList(({ query }) => {
      const page = Number(query.get('page') ?? '1');
      const total = query.get('cursor') ? (page - 1) * 10 + 10_000 : 10_000;
      return {
        items: [row(page)],
        total,
        page,
        pageSize: 10,
        totalIsExact: false,
        hasMore: true,
        nextCursor: `next${page + 1}`,
      };
    });
    renderPage();
    expect(await screen.findByText('1–10 of 10,000+')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '1000' }));
    expect((await screen.findAllByText('Buyer 1000')).length).toBeGreaterThan(0);
    expect(screen.getByText('9,991–10,000 of 10,000+')).toBeInTheDocument();
    // Page 1,001 opens once page 1,000 has answered with its cursor.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect((await screen.findAllByText('Buyer 1001')).length).toBeGreaterThan(0);
    expect(screen.getByText('10,001–10,010 of 20,000+')).toBeInTheDocument();
    expect(calls.last()!.query.get('cursor')).toBe('next1001');
  }, 30_000);

  it('says so when there are no store invoices, and shows no pagination', async () => {
    stubList(() => exact([], 0, 1));
    renderPage();
    expect(await screen.findByText('No store invoices found.')).toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it("shows the server's refusal when the list cannot be loaded", async () => {
    fakeApi.failure('get', STORE_INVOICES, 403, 'You are not eligible to access it.');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not eligible to access it.');
    expect(screen.queryByText('No store invoices found.')).toBeNull();
  });
});
