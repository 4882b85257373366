import { loadShopIdentity } from '../settings/shop-settings';
import { eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { subFils } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { creditNotes, invoices } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';
import { creditNoteDocument } from '../pdf/tax-invoice-document';
import { toDocumentLine } from './get-invoice-pdf';

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
  const pdf = await renderTaxInvoice(
    creditNoteDocument({
      shop: await loadShopIdentity(ctx.db, ctx.config),
      invoiceNumber: note.creditNoteNumber,
      creditedInvoice: invoice.invoiceNumber,
      subject: { label: 'Booking', value: `#${note.bookingId}` },
      issuedAt: note.createdAt,
      customer: { name: invoice.customerName, lines: [invoice.customerEmail] },
      lines: note.lines.map((line) => ({ ...toDocumentLine(line), detail: `Canceled: ${note.reason}` })),
      subtotalFils: subFils(note.amountFils, note.vatFils),
      vatFils: note.vatFils,
      totalFils: note.amountFils,
      payment: { method: 'Refund', reference: invoice.transactionId },
    }),
  );
  return { creditNoteNumber: note.creditNoteNumber, pdf };
}
