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
