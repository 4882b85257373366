import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LatestInvoicesCard } from './latest-invoices-card';

const invoice = (n: number) => ({
  invoice_number: `INV-2026-00100${n}`,
  customer_name: `Customer ${n}`,
  amount: 100 + n,
  transaction_date: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  description: 'Racket service',
  transaction_id: `TXN${n}`,
});

afterEach(() => vi.unstubAllGlobals());

describe('Latest invoices card (dashboard home)', () => {
  it('asks for the latest 3 invoices and shows each with its amount, a PDF download and View All', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({ items: [invoice(3), invoice(2), invoice(1)], total: 12, page: 1, pageSize: 3 });
      }),
    );
    renderWithProviders(<LatestInvoicesCard />);
    expect(await screen.findByText('Customer 3')).toBeInTheDocument();
    expect(calls[0]).toContain('pageSize=3');
    expect(screen.getByText('103.00 AED')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download PDF of invoice INV-2026-00100/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/manage-invoices');
  });

  it("says 'No invoices found.' when there are none and 'Failed to fetch invoices.' when the call fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [], total: 0, page: 1, pageSize: 3 })),
    );
    const first = renderWithProviders(<LatestInvoicesCard />);
    expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'down', message: 'down' }, { status: 500 })),
    );
    renderWithProviders(<LatestInvoicesCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch invoices.');
  });
});
