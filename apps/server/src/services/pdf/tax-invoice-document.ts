import type { Fils } from '@shop/domain/money';
import type { Config } from '../../config';

/** Everything a tax invoice PDF shows. Money in fils; unit and net amounts exclude VAT, totals include it. */
export interface TaxInvoiceDocument {
  title?: string;
  /** The label above the document number (default "Invoice number"). */
  numberLabel?: string;
  shop: Pick<Config['shop'], 'name' | 'address' | 'trn' | 'phone'>;
  invoiceNumber: string;
  issuedAt: Date;
  customer: { name: string; lines?: string[] };
  /** Label/value rows beside the customer (invoice number, date, order, ...). */
  details: { label: string; value: string }[];
  lines: TaxInvoiceLine[];
  subtotalFils: Fils;
  vatFils: Fils;
  totalFils: Fils;
  payment?: { method: string; reference: string };
  note?: string;
}

export interface TaxInvoiceLine {
  description: string;
  detail?: string;
  quantity: number;
  unitPriceFils: Fils;
  netFils: Fils;
  vatFils: Fils;
  totalFils: Fils;
}

/** A credit note's own parts: the tax invoice's fields but its title, number label, details and note. */
type CreditNoteParts = Omit<TaxInvoiceDocument, 'title' | 'numberLabel' | 'details' | 'note'> & {
  /** The number of the tax invoice it credits. */
  creditedInvoice: string;
  /** What that invoice was for, e.g. the booking or the store order. */
  subject: { label: string; value: string };
};

/**
 * A credit note in the tax invoice's layout, titled "Tax Credit Note": `invoiceNumber` is the credit
 * note's number; it names the invoice it credits and says it reduces that invoice.
 */
export function creditNoteDocument({ creditedInvoice, subject, ...document }: CreditNoteParts): TaxInvoiceDocument {
  return {
    ...document,
    title: 'Tax Credit Note',
    numberLabel: 'Credit note number',
    details: [
      { label: 'Credit note number', value: document.invoiceNumber },
      { label: 'Original invoice', value: creditedInvoice },
      subject,
    ],
    note: `This credit note reduces tax invoice ${creditedInvoice} by the amount shown, VAT included.`,
  };
}
