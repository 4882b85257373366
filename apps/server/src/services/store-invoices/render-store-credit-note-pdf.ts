import type { Config } from '../../config';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';
import type { StoreCreditNoteRow } from './get-store-credit-note';

/**
 * The credit note as a PDF in the tax invoice's layout, titled "Tax Credit Note": it names the
 * invoice it credits and the store order, and shows the refunded part with its VAT at 5 percent.
 */
export function renderStoreCreditNotePdf(shop: Config['shop'], note: StoreCreditNoteRow): Promise<Buffer> {
  return renderTaxInvoice({
    title: 'Tax Credit Note',
    numberLabel: 'Credit note number',
    shop,
    invoiceNumber: note.creditNoteNumber,
    issuedAt: note.createdAt,
    customer: { name: note.customerName, lines: [note.customerEmail] },
    details: [
      { label: 'Credit note number', value: note.creditNoteNumber },
      { label: 'Original invoice', value: note.invoiceNumber },
      { label: 'Store order', value: `#${note.orderId}` },
    ],
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
    note: `This credit note reduces tax invoice ${note.invoiceNumber} by the amount shown, VAT included.`,
  });
}
