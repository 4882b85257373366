import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import { renderWithProviders } from '@/testing/render';
import ManageInvoicesPage from './manage-invoices';

const invoice = {
  invoice_number: 'INV-2026-001001',
  customer_name: 'Mariam Khoury',
  amount: 105,
  transaction_date: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  description: 'Racket service: 1 stringing booking',
  transaction_id: 'TXN1',
};

function stubServer(list: { items: unknown[]; total: number; totalIsExact?: boolean }, pdfStatus = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/admin/invoices')) return Response.json({ ...list, page: 1, pageSize: 10 });
      if (url.startsWith('/api/invoices/')) {
        return pdfStatus === 200
          ? new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })
          : Response.json({ error: 'x', message: 'x' }, { status: pdfStatus });
      }
      return Response.json({ error: 'no', message: 'no' }, { status: 404 });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithProviders(
    <NavbarSearchProvider>
      <Notifications />
      <ManageInvoicesPage />
    </NavbarSearchProvider>,
  );

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('All Invoices screen', () => {
  it("asks for 10 per page and says 'No invoices found.' when there are none", async () => {
    const calls = stubServer({ items: [], total: 0 });
    renderPage();
    expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
    expect(calls[0]).toContain('pageSize=10');
  });

  it('shows a capped count as "10,000+ invoices" and "1–10 of 10,000+"', async () => {
    stubServer({
      items: Array.from({ length: 10 }, (_, i) => ({ ...invoice, invoice_number: `INV-${i}` })),
      total: 10_000,
      totalIsExact: false,
    });
    renderPage();
    expect(await screen.findByText('10,000+ invoices')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1000' })).toBeInTheDocument();
  });

  it("downloads a PDF per row, and says 'Failed to download invoice.' when it cannot", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = stubServer({ items: [invoice], total: 1 }, 500);
    renderPage();
    const [button] = await screen.findAllByRole('button', { name: 'Download PDF of invoice INV-2026-001001' });
    fireEvent.click(button!);
    expect(await screen.findByText('Failed to download invoice.')).toBeInTheDocument();
    expect(calls).toContain('/api/invoices/INV-2026-001001');
    expect(click).not.toHaveBeenCalled();
  });

  it("says 'Failed to fetch invoices.' when the list cannot be loaded, with no list and no empty text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'down', message: 'down' }, { status: 500 })),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch invoices.');
    expect(screen.queryByText('No invoices found.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
