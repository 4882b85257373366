import { eq, getTableColumns, sql } from 'drizzle-orm';
import { identityOf, savedShopSettingsColumn, settingsInUse } from '../settings/shop-settings';
import { builtOnce } from '../../db/fast-path';
import { INVOICE_MESSAGES } from '@shop/domain/contracts/invoices';
import { fils, subFils } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { invoices, type InvoiceLine } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { renderTaxInvoice } from '../pdf/render-tax-invoice';
import type { TaxInvoiceDocument, TaxInvoiceLine } from '../pdf/tax-invoice-document';

const PAYMENT_METHODS: Record<string, string> = {
  online: 'Online card payment',
  'in-store': 'Paid in store',
  free: 'Free service (no payment due)',
};

/** One invoice and the saved shop settings (null until a superadmin saves), in one statement built once. */
const invoiceAndSettings = builtOnce((db) =>
  db
    .select({
      ...getTableColumns(invoices),
      savedSettings: savedShopSettingsColumn(),
    })
    .from(invoices)
    .where(eq(invoices.invoiceNumber, sql.placeholder('invoiceNumber')))
    .limit(1)
    .prepare(''),
);

/**
 * The tax invoice PDF of one booking invoice, with the shop's details from the settings. An invoice downloaded again
 * unchanged is not drawn again (render-tax-invoice.ts): the request is this one read.
 */
export async function getInvoicePdf(
  ctx: AppContext,
  options: { invoiceNumber: string },
): Promise<{ invoiceNumber: string; pdf: Buffer }> {
  const [row] = await invoiceAndSettings(ctx.db).execute({ invoiceNumber: options.invoiceNumber });
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  const { savedSettings, ...invoice } = row;
  const lines = invoice.lines.length > 0 ? invoice.lines.map(toDocumentLine) : [fallbackLine(invoice)];
  const document: TaxInvoiceDocument = {
    shop: identityOf(settingsInUse(savedSettings, ctx.config), ctx.config),
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.transactionDate,
    customer: { name: invoice.customerName, lines: [invoice.customerEmail] },
    details: [
      { label: 'Invoice number', value: invoice.invoiceNumber },
      { label: 'Status', value: invoice.status.charAt(0).toUpperCase() + invoice.status.slice(1) },
      ...(invoice.customerId ? [{ label: 'Customer id', value: String(invoice.customerId) }] : []),
    ],
    lines,
    subtotalFils: subFils(invoice.amountFils, invoice.vatFils),
    vatFils: invoice.vatFils,
    totalFils: invoice.amountFils,
    payment: {
      method: PAYMENT_METHODS[invoice.paymentMethod] ?? invoice.paymentMethod,
      reference: invoice.transactionId,
    },
  };
  return { invoiceNumber: invoice.invoiceNumber, pdf: await renderTaxInvoice(document) };
}

/** A stored line: its total includes VAT, so the amount excluding VAT is total minus VAT. */
export function toDocumentLine(line: InvoiceLine): TaxInvoiceLine {
  const quantity = Math.max(1, line.quantity);
  const netFils = subFils(line.total_fils, line.vat_fils);
  return {
    description: line.description,
    quantity,
    unitPriceFils: fils(Math.round(netFils / quantity)),
    netFils,
    vatFils: line.vat_fils,
    totalFils: line.total_fils,
  };
}

/** An invoice saved without lines still shows one line for its whole amount. */
function fallbackLine(invoice: typeof invoices.$inferSelect): TaxInvoiceLine {
  const netFils = subFils(invoice.amountFils, invoice.vatFils);
  return {
    description: invoice.description,
    quantity: 1,
    unitPriceFils: netFils,
    netFils,
    vatFils: invoice.vatFils,
    totalFils: invoice.amountFils,
  };
}
