import { toAed } from '@shop/domain/money';
import { invoiceTotals } from '@shop/domain/store-invoice-totals';
import type { StoreInvoiceDetail } from '@shop/domain/contracts/store-invoices';
import type { StoreInvoiceItemRow, StoreInvoiceRow } from './get-store-invoice';

/** The API's view of a store invoice: AED numbers, unit prices excluding VAT, totals including it. */
export function storeInvoiceView(invoice: StoreInvoiceRow, items: StoreInvoiceItemRow[]): StoreInvoiceDetail {
  const totals = invoiceTotals(items);
  return {
    invoice: {
      id: invoice.id,
      invoice_number: invoice.invoiceNumber,
      customer_name: invoice.customerName,
      order_id: invoice.orderId,
      created_at: invoice.createdAt.toISOString(),
      updated_at: invoice.updatedAt.toISOString(),
      subtotal: toAed(totals.subtotalFils),
      vat_amount: toAed(totals.vatFils),
      total: toAed(totals.totalFils),
    },
    items: items.map((i) => ({
      kind: i.kind,
      product_id: i.productId,
      item: i.item,
      description: i.description,
      quantity: i.quantity,
      unit_price: toAed(i.unitPriceFils),
      vat_amount: toAed(i.vatFils),
      total: toAed(i.totalFils),
    })),
  };
}
