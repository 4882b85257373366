import type { Config } from '../../config';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';
import { creditNoteDocument } from '../pdf/tax-invoice-document';
import type { StoreCreditNoteRow } from './get-store-credit-note';

/**
 * The credit note as a PDF in the tax invoice's layout, titled "Tax Credit Note": it names the
 * invoice it credits and the store order, and shows the refunded part with its VAT at 5 percent.
 */
export function renderStoreCreditNotePdf(shop: Config['shop'], note: StoreCreditNoteRow): Promise<Buffer> {
  return renderTaxInvoice(
    creditNoteDocument({
      shop,
      invoiceNumber: note.creditNoteNumber,
      creditedInvoice: note.invoiceNumber,
      subject: { label: 'Store order', value: `#${note.orderId}` },
      issuedAt: note.createdAt,
      customer: { name: note.customerName, lines: [note.customerEmail] },
      lines: [
        {
          description: `Refund on order #${note.orderId}`,
          detail: `${note.reason} (credits invoice ${note.invoiceNumber})`,
          quantity: 1,
          unitPriceFils: note.netFils,
          netFils: note.netFils,
          vatFils: note.vatFils,
          totalFils: note.totalFils,
        },
      ],
      subtotalFils: note.netFils,
      vatFils: note.vatFils,
      totalFils: note.totalFils,
    }),
  );
}
