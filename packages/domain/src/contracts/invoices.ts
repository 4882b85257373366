import { z } from 'zod';
import { creditNoteSummarySchema } from './cancellation-view';
import { pageEnvelopeSchema, pageQuerySchema } from './common';

export const INVOICE_MESSAGES = {
  noInvoices: 'No invoices found.',
  downloadFailed: 'Failed to download invoice.',
  fetchFailed: 'Failed to fetch invoices.',
  notFound: 'Invoice not found.',
  badInvoiceNumber: 'Invoice number may contain only letters, digits and dashes.',
} as const;

/** The shop's page size for invoices, and how many the dashboard home card shows. */
export const INVOICES_PAGE_SIZE = 10;
export const LATEST_INVOICES_COUNT = 3;

export const invoiceListQuerySchema = pageQuerySchema(INVOICES_PAGE_SIZE);
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceListItemSchema = z.object({
  invoice_number: z.string(),
  customer_name: z.string(),
  /** AED, VAT included. */
  amount: z.number(),
  transaction_date: z.string(),
  status: z.string(),
  description: z.string(),
  transaction_id: z.string(),
  /** The credit notes issued against it (canceled or cheaper bookings), oldest first. */
  credit_notes: z.array(creditNoteSummarySchema).optional(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListResponseSchema = pageEnvelopeSchema(invoiceListItemSchema);
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

export const invoiceNumberParamSchema = z.object({
  invoiceNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, INVOICE_MESSAGES.badInvoiceNumber),
});

/** The file name a downloaded invoice is saved under. */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber}.pdf`;
}
