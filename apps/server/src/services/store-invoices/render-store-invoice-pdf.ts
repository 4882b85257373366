import { STORE_INVOICE_REPLACEMENT_MESSAGES as REPLACEMENT } from '@shop/domain/contracts/store-invoices';
import { invoiceTotals, lineTotals, unitNetFils } from '@shop/domain/store-invoice-totals';
import { formatShopDate } from '@shop/domain/time';
import type { Config } from '../../config';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';
import type { StoreInvoiceChain, StoreInvoiceItemRow, StoreInvoiceRow } from './get-store-invoice';

/**
 * The store invoice as a tax invoice PDF, in the same layout as booking invoices. Dated by its
 * issue (an edit's replacement by the edit, an original by its order); the date of supply is the
 * order's. A replacement says "Replaces SI-…", a replaced invoice "Replaced by SI-…".
 */
export function renderStoreInvoicePdf(
  shop: Config['shop'],
  invoice: StoreInvoiceRow,
  items: StoreInvoiceItemRow[],
  chain: StoreInvoiceChain,
): Promise<Buffer> {
  const totals = invoiceTotals(items);
  const notes = [
    chain.replaces
      ? `${REPLACEMENT.replaces(chain.replaces.invoiceNumber)}: this tax invoice cancels and replaces tax invoice ${chain.replaces.invoiceNumber}.`
      : null,
    chain.replacedBy
      ? `${REPLACEMENT.replacedBy(chain.replacedBy.invoiceNumber)}: this tax invoice is no longer valid; tax invoice ${chain.replacedBy.invoiceNumber} replaces it.`
      : null,
  ].filter((n): n is string => n !== null);
  return renderTaxInvoice({
    shop,
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.createdAt,
    customer: { name: invoice.customerName, lines: [invoice.customerEmail] },
    details: [
      { label: 'Invoice number', value: invoice.invoiceNumber },
      ...(chain.replaces ? [{ label: 'Replaces', value: chain.replaces.invoiceNumber }] : []),
      ...(chain.replacedBy ? [{ label: 'Replaced by', value: chain.replacedBy.invoiceNumber }] : []),
      { label: 'Store order', value: `#${invoice.orderId}` },
      { label: 'Date of supply', value: formatShopDate(invoice.orderDate) },
      ...(invoice.customerId ? [{ label: 'Customer id', value: String(invoice.customerId) }] : []),
    ],
    lines: items.map((i) => {
      const figures = lineTotals(i);
      return {
        description: i.item,
        detail: i.description || undefined,
        quantity: i.quantity,
        unitPriceFils: unitNetFils(i),
        netFils: figures.netFils,
        vatFils: i.vatFils,
        totalFils: i.totalFils,
      };
    }),
    ...totals,
    payment: { method: 'Online store order', reference: `Order #${invoice.orderId}` },
    ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
  });
}
