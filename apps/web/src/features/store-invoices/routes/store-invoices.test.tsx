import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { renderRoutes } from '@/testing/render';
import StoreInvoicesPage from './store-invoices';

const row = (n: number) => ({
  id: n,
  customer_name: `Buyer ${n}`,
  order_id: 500 + n,
  invoice_number: `SI-10${String(n).padStart(2, '0')}`,
  created_at: '2026-11-01T08:00:00.000Z',
  kind: 'invoice',
  credited_invoice_number: null,
});

function stubList(respond: (url: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return respond(url);
    }),
  );
  return calls;
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/dashboard/bigcommerce-invoices',
        element: (
          <NavbarSearchProvider>
            <StoreInvoicesPage />
          </NavbarSearchProvider>
        ),
      },
      { path: '/superadmin/bigcommerce-invoices/:invoiceId', element: <p>Editor page</p> },
    ],
    ['/dashboard/bigcommerce-invoices'],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('store invoices list (superadmin)', () => {
  it('asks for 10 per page, pages above one page, and View opens the editor', async () => {
    const calls = stubList((url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      const items = page === 1 ? Array.from({ length: 10 }, (_, i) => row(i + 1)) : [row(11), row(12)];
      return Response.json({ items, total: 12, page, pageSize: 10 });
    });
    renderPage();
    expect((await screen.findAllByText('Buyer 1')).length).toBeGreaterThan(0);
    expect(calls[0]).toContain('pageSize=10');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect((await screen.findAllByText('Buyer 12')).length).toBeGreaterThan(0);
    expect(calls.at(-1)).toContain('page=2');
    fireEvent.click(screen.getAllByRole('link', { name: 'View SI-1012' })[0]!);
    expect(await screen.findByText('Editor page')).toBeInTheDocument();
  }, 30_000);

  it('marks a credit note with its badge and the invoice it credits, and downloads its PDF', async () => {
    const calls = stubList((url) =>
      url.includes('bigcommerce-credit-notes')
        ? new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
        : Response.json({
            items: [
              {
                ...row(1),
                id: 77,
                kind: 'credit_note',
                invoice_number: 'SCN-1001',
                credited_invoice_number: 'SI-1001',
              },
              row(1),
            ],
            total: 2,
            page: 1,
            pageSize: 10,
          }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    renderPage();
    expect((await screen.findAllByText('Credit note')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('for SI-1001').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Download SCN-1001' })[0]!);
    await vi.waitFor(() => expect(calls.some((c) => c.includes('bigcommerce-credit-notes/77/download'))).toBe(true));
  }, 30_000);

  it('reads a capped total as "10,000+" and reaches past it with the previous page\'s cursor', async () => {
    const calls = stubList((url) => {
      const params = new URL(url, 'http://x').searchParams;
      const page = Number(params.get('page') ?? '1');
      const total = params.get('cursor') ? (page - 1) * 10 + 10_000 : 10_000;
      return Response.json({
        items: [row(page)],
        total,
        page,
        pageSize: 10,
        totalIsExact: false,
        hasMore: true,
        nextCursor: `next${page + 1}`,
      });
    });
    renderPage();
    expect(await screen.findByText('1–10 of 10,000+')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '1000' }));
    expect((await screen.findAllByText('Buyer 1000')).length).toBeGreaterThan(0);
    expect(screen.getByText('9,991–10,000 of 10,000+')).toBeInTheDocument();
    // Page 1,001 opens once page 1,000 has answered with its cursor.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect((await screen.findAllByText('Buyer 1001')).length).toBeGreaterThan(0);
    expect(screen.getByText('10,001–10,010 of 20,000+')).toBeInTheDocument();
    expect(calls.at(-1)).toContain('cursor=next1001');
  }, 30_000);

  it('says so when there are no store invoices, and shows no pagination', async () => {
    stubList(() => Response.json({ items: [], total: 0, page: 1, pageSize: 10 }));
    renderPage();
    expect(await screen.findByText('No store invoices found.')).toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it("shows the server's refusal when the list cannot be loaded", async () => {
    stubList(() =>
      Response.json(
        { error: 'You are not eligible to access it.', message: 'You are not eligible to access it.' },
        { status: 403 },
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not eligible to access it.');
    expect(screen.queryByText('No store invoices found.')).toBeNull();
  });
});
