import { eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { fils, subFils } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { creditNotes, invoices } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';

/**
 * GET /api/invoices/credit-notes/{id}/download: the booking credit note as a PDF in the tax
 * invoice's layout, titled "Tax Credit Note", naming the invoice it credits and the booking.
 */
export async function getCreditNotePdf(
  ctx: AppContext,
  options: { id: number },
): Promise<{ creditNoteNumber: string; pdf: Buffer }> {
  const [row] = await ctx.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, options.id));
  if (!row) throw notFound(CANCELLATION_MESSAGES.creditNoteNotFound);
  const { note, invoice } = row;
  const pdf = await renderTaxInvoice({
    title: 'Tax Credit Note',
    numberLabel: 'Credit note number',
    shop: ctx.config.shop,
    invoiceNumber: note.creditNoteNumber,
    issuedAt: note.createdAt,
    customer: { name: invoice.customerName, lines: [invoice.customerEmail] },
    details: [
      { label: 'Credit note number', value: note.creditNoteNumber },
      { label: 'Original invoice', value: invoice.invoiceNumber },
      { label: 'Booking', value: `#${note.bookingId}` },
    ],
    lines: note.lines.map((line) => {
      const netFils = subFils(line.total_fils, line.vat_fils);
      return {
        description: line.description,
        detail: `Canceled: ${note.reason}`,
        quantity: Math.max(1, line.quantity),
        unitPriceFils: fils(Math.round(netFils / Math.max(1, line.quantity))),
        netFils,
        vatFils: line.vat_fils,
        totalFils: line.total_fils,
      };
    }),
    subtotalFils: subFils(note.amountFils, note.vatFils),
    vatFils: note.vatFils,
    totalFils: note.amountFils,
    payment: { method: 'Refund', reference: invoice.transactionId },
    note: `This credit note reduces tax invoice ${invoice.invoiceNumber} by the amount shown, VAT included.`,
  });
  return { creditNoteNumber: note.creditNoteNumber, pdf };
}
