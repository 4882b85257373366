import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { invoiceListResponseSchema, type InvoiceListItem } from '@shop/domain/contracts/invoices';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { renderWithProviders } from '@/testing/render';
import { LatestInvoicesCard } from './latest-invoices-card';
import { makeInvoice } from '../testing/make-invoice';

const invoice = (n: number) =>
  makeInvoice({
    invoice_number: `INV-2026-00100${n}`,
    customer_name: `Customer ${n}`,
    amount: 100 + n,
    description: 'Racket service',
    transaction_id: `TXN${n}`,
  });

const INVOICES = '/api/admin/invoices';
const latest = (items: InvoiceListItem[], total: number) => listPage(items, { total, pageSize: 3 });

describe('Latest invoices card (dashboard home)', () => {
  it('asks for the latest 3 invoices and shows each with its amount, a PDF download and View All', async () => {
    const calls = fakeApi.get(INVOICES, invoiceListResponseSchema, latest([invoice(3), invoice(2), invoice(1)], 12));
    renderWithProviders(<LatestInvoicesCard />);
    expect(await screen.findByText('Customer 3')).toBeInTheDocument();
    expect(calls.calls[0]!.query.get('pageSize')).toBe('3');
    expect(screen.getByText('103.00 AED')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download PDF of invoice INV-2026-00100/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/manage-invoices');
  });

  it("says 'No invoices found.' when there are none and 'Failed to fetch invoices.' when the call fails", async () => {
    fakeApi.get(INVOICES, invoiceListResponseSchema, latest([], 0), { once: true });
    const first = renderWithProviders(<LatestInvoicesCard />);
    expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
    first.unmount();
    fakeApi.failure('get', INVOICES, 500, 'down');
    renderWithProviders(<LatestInvoicesCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch invoices.');
  });
});
