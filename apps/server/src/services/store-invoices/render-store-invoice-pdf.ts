import { timesFils } from '@shop/domain/money';
import { invoiceTotals } from '@shop/domain/store-invoice-totals';
import type { Config } from '../../config';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';
import type { StoreInvoiceItemRow, StoreInvoiceRow } from './get-store-invoice';

/** The store invoice as a tax invoice PDF, in the same layout as booking invoices. */
export function renderStoreInvoicePdf(
  shop: Config['shop'],
  invoice: StoreInvoiceRow,
  items: StoreInvoiceItemRow[],
): Promise<Buffer> {
  const totals = invoiceTotals(items);
  return renderTaxInvoice({
    shop,
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.orderDate,
    customer: { name: invoice.customerName, lines: [invoice.customerEmail] },
    details: [
      { label: 'Invoice number', value: invoice.invoiceNumber },
      { label: 'Store order', value: `#${invoice.orderId}` },
      ...(invoice.customerId ? [{ label: 'Customer id', value: String(invoice.customerId) }] : []),
    ],
    lines: items.map((i) => ({
      description: i.item,
      detail: i.description || undefined,
      quantity: i.quantity,
      unitPriceFils: i.unitPriceFils,
      netFils: timesFils(i.unitPriceFils, i.quantity),
      vatFils: i.vatFils,
      totalFils: i.totalFils,
    })),
    ...totals,
    payment: { method: 'Online store order', reference: `Order #${invoice.orderId}` },
  });
}
