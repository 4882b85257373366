import type { InvoiceListItem } from '@shop/domain/contracts/invoices';

/** One row of All Invoices as GET /api/admin/invoices answers it: a paid stringing booking. */
export function makeInvoice(over: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    invoice_number: 'INV-2026-001001',
    customer_name: 'Mariam Khoury',
    amount: 105,
    transaction_date: '2026-11-20T10:00:00.000Z',
    status: 'paid',
    description: 'Racket service: 1 stringing booking',
    transaction_id: 'TXN1',
    ...over,
  };
}
