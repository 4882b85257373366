import { toAed } from '@shop/domain/money';
import { invoiceTotals, unitGrossFils, unitNetFils } from '@shop/domain/store-invoice-totals';
import type { StoreInvoiceDetail } from '@shop/domain/contracts/store-invoices';
import type { StoreInvoiceChain, StoreInvoiceItemRow, StoreInvoiceRef, StoreInvoiceRow } from './get-store-invoice';

const ref = (r: StoreInvoiceRef | null) => (r ? { id: r.id, invoice_number: r.invoiceNumber } : null);

/** The API's view of a store invoice: AED numbers, unit prices with and without VAT, totals including it. */
export function storeInvoiceView(
  invoice: StoreInvoiceRow,
  items: StoreInvoiceItemRow[],
  chain: StoreInvoiceChain,
): StoreInvoiceDetail {
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
      replaces: ref(chain.replaces),
      replaced_by: ref(chain.replacedBy),
    },
    items: items.map((i) => ({
      kind: i.kind,
      product_id: i.productId,
      item: i.item,
      description: i.description,
      quantity: i.quantity,
      unit_price: toAed(unitNetFils(i)),
      unit_price_incl_vat: toAed(unitGrossFils(i)),
      price_includes_vat: i.priceIncludesVat,
      vat_amount: toAed(i.vatFils),
      total: toAed(i.totalFils),
    })),
  };
}
