import { z } from 'zod';
import { pageEnvelopeSchema, pageQuerySchema, pathIdSchema } from './common';
import type { Fils } from '../money';
import { STORE_LINE_KINDS, checkStoreInvoiceLines } from '../store-invoice-totals';

export const STORE_INVOICE_MESSAGES = {
  selectProduct: 'Please select a product',
  downloaded: 'Invoice downloaded successfully!',
  downloadFailed: 'Failed to regenerate or download invoice.',
  noInvoices: 'No store invoices found.',
  notFound: 'Store invoice not found.',
  productNotInCatalogue: 'This product is not in the store catalogue.',
  quantityMinimum: 'Quantity must be at least 1.',
  quantityWhole: 'Quantity must be a whole number.',
  itemsRequired: 'Send the invoice lines as items.',
  productIdRequired: 'A product line needs a product id.',
  refreshed: 'Store invoices are up to date.',
  refreshFailed: 'Failed to refresh from the store.',
  fetchFailed: 'Failed to fetch store invoices.',
  loadFailed: 'Failed to load the invoice.',
  productsFailed: 'Failed to load the store products.',
  creditNoteNotFound: 'Store credit note not found.',
  creditNoteDownloadFailed: 'Failed to download the credit note.',
  refreshRunning: 'A refresh from the store is already running; its invoices will appear when it ends.',
  downloadOneFailed: 'Failed to download the invoice.',
} as const;

/** An edited invoice is issued as a new one; a replaced invoice is never edited again. */
export const STORE_INVOICE_REPLACEMENT_MESSAGES = {
  alreadyReplaced: (number: string, current: string) =>
    `Invoice ${number} was replaced by ${current}. Open ${current} to change it.`,
  replaces: (number: string) => `Replaces ${number}`,
  replacedBy: (number: string) => `Replaced by ${number}`,
} as const;

/** What a row of the store invoice list is: a tax invoice, or a tax credit note for a refund of one. */
export const STORE_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type StoreDocumentKind = (typeof STORE_DOCUMENT_KINDS)[number];

export const STORE_INVOICES_PAGE_SIZE = 10;

export const storeInvoiceListQuerySchema = pageQuerySchema(STORE_INVOICES_PAGE_SIZE);
export type StoreInvoiceListQuery = z.input<typeof storeInvoiceListQuerySchema>;

export const storeInvoiceMetadataSchema = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  order_id: z.number().int(),
  /** The document's number: SI-... for an invoice, SCN-... for a credit note. */
  invoice_number: z.string(),
  created_at: z.string(),
  kind: z.enum(STORE_DOCUMENT_KINDS),
  /** For a credit note, the number of the invoice it credits; null for an invoice. */
  credited_invoice_number: z.string().nullable(),
  /** For an invoice issued by an edit, the number of the invoice it replaces. */
  replaces_number: z.string().nullable(),
  /** For an invoice an edit replaced, the number of the invoice that replaced it. */
  replaced_by_number: z.string().nullable(),
});
export type StoreInvoiceMetadata = z.infer<typeof storeInvoiceMetadataSchema>;
export const storeInvoiceListResponseSchema = pageEnvelopeSchema(storeInvoiceMetadataSchema);
export type StoreInvoiceListResponse = z.infer<typeof storeInvoiceListResponseSchema>;

export const storeInvoiceIdParamSchema = z.object({
  invoiceId: pathIdSchema('Invoice id must be a positive whole number.'),
});

export const storeCreditNoteIdParamSchema = z.object({
  creditNoteId: pathIdSchema('Credit note id must be a positive whole number.'),
});

/**
 * One line as the API shows it: money in AED; unit_price excludes VAT (shown on the invoice),
 * unit_price_incl_vat includes it, total includes it. price_includes_vat: the line is priced by its
 * VAT-inclusive unit price (total = quantity x unit_price_incl_vat exactly).
 */
export const storeInvoiceItemSchema = z.object({
  kind: z.enum(STORE_LINE_KINDS),
  product_id: z.number().int().nullable(),
  item: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  unit_price_incl_vat: z.number(),
  price_includes_vat: z.boolean(),
  vat_amount: z.number(),
  total: z.number(),
});
export type StoreInvoiceItem = z.infer<typeof storeInvoiceItemSchema>;

const storeInvoiceRefSchema = z.object({ id: z.number().int(), invoice_number: z.string() });

export const storeInvoiceDetailSchema = z.object({
  invoice: z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    customer_name: z.string(),
    order_id: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    subtotal: z.number(),
    vat_amount: z.number(),
    total: z.number(),
    /** The invoice this one replaces (an edit issued it), and the one that replaced it. */
    replaces: storeInvoiceRefSchema.nullable(),
    replaced_by: storeInvoiceRefSchema.nullable(),
  }),
  items: z.array(storeInvoiceItemSchema),
});
export type StoreInvoiceDetail = z.infer<typeof storeInvoiceDetailSchema>;

export const storeProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** AED, as the store sells it (VAT included when the prices-include-VAT setting says so). */
  price: z.number(),
  /** AED excluding VAT: the unit price shown on a new invoice line, by the prices-include-VAT setting. */
  unit_price: z.number(),
  /** Whether price includes VAT: a new line is then priced by it (total = quantity x price). */
  price_includes_vat: z.boolean(),
});
export type StoreProductItem = z.infer<typeof storeProductSchema>;
export const storeProductListSchema = z.array(storeProductSchema);

/**
 * An edited line sent by the editor. Only kind, product, quantity and description are read:
 * unit prices come from the saved invoice or the catalogue, and VAT and totals are recomputed,
 * so unit_price, vat_amount and total sent by a client are ignored.
 */
export const editStoreInvoiceItemSchema = z.object({
  kind: z.enum(STORE_LINE_KINDS, { error: 'Line kind must be product, discount or shipping.' }).optional(),
  product_id: z
    .number({ error: 'Product id must be a number.' })
    .int('Product id must be a whole number.')
    .positive('Product id must be a positive whole number.')
    .nullable()
    .optional(),
  item: z.string().trim().max(200, 'Item names can be at most 200 characters.').optional(),
  description: z.string().trim().max(500, 'Descriptions can be at most 500 characters.').optional(),
  quantity: z
    .number({ error: STORE_INVOICE_MESSAGES.quantityWhole })
    .int(STORE_INVOICE_MESSAGES.quantityWhole)
    .min(1, STORE_INVOICE_MESSAGES.quantityMinimum)
    .max(999, 'Quantity can be at most 999.'),
  unit_price: z.unknown().optional(),
  vat_amount: z.unknown().optional(),
  total: z.unknown().optional(),
});
export type EditStoreInvoiceItem = z.input<typeof editStoreInvoiceItemSchema>;
/** A line after validation, as the server reads it. */
export type EditedStoreInvoiceLine = z.output<typeof editStoreInvoiceItemSchema>;

export const editStoreInvoiceRequestSchema = z.object({
  items: z
    .array(editStoreInvoiceItemSchema, { error: STORE_INVOICE_MESSAGES.itemsRequired })
    .min(1, STORE_INVOICE_MESSAGES.itemsRequired)
    .max(100, 'An invoice can have at most 100 lines.'),
});
export type EditStoreInvoiceRequest = z.input<typeof editStoreInvoiceRequestSchema>;

/**
 * The editor's form (web): the lines as the page holds them (prices in fils on their VAT basis),
 * checked with the request's quantity rule and the invoice's line rules, which the server applies
 * again. A broken line rule is reported on `items`, where the server's 400 puts it too.
 */
export const storeInvoiceFormSchema = z
  .object({
    items: z.array(
      z.object({
        kind: z.enum(STORE_LINE_KINDS),
        productId: z.number().int().nullable(),
        quantity: editStoreInvoiceItemSchema.shape.quantity,
        unitPriceFils: z.number().int(),
        priceIncludesVat: z.boolean(),
      }),
    ),
  })
  .superRefine(
    (values, ctx) => {
      // Runs even when a line failed (every message at once), but only on lines it can add up.
      const whole = (n: unknown) => Number.isSafeInteger(n);
      if (!Array.isArray(values.items) || !values.items.every((l) => whole(l?.quantity) && whole(l?.unitPriceFils)))
        return;
      const lines = values.items.map((l) => ({ ...l, unitPriceFils: l.unitPriceFils as Fils }));
      const check = checkStoreInvoiceLines(lines);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: ['items'], message: check.reason });
    },
    { when: () => true },
  );
export type StoreInvoiceFormValues = z.input<typeof storeInvoiceFormSchema>;

export const refreshStoreInvoicesResponseSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
  /** Credit notes made for refunds found by this refresh. */
  credit_notes: z.number().int(),
});
export type RefreshStoreInvoicesResponse = z.infer<typeof refreshStoreInvoicesResponseSchema>;

/** The kind of a line from a client that does not send one (product id, else its name). */
export function inferLineKind(item: {
  kind?: (typeof STORE_LINE_KINDS)[number];
  product_id?: number | null;
  item?: string;
}) {
  if (item.kind) return item.kind;
  if (item.product_id) return 'product' as const;
  if (/discount/i.test(item.item ?? '')) return 'discount' as const;
  if (/shipping/i.test(item.item ?? '')) return 'shipping' as const;
  return 'product' as const;
}

export function storeInvoiceFileName(invoiceNumber: string): string {
  return `store-invoice-${invoiceNumber}.pdf`;
}

export function storeCreditNoteFileName(creditNoteNumber: string): string {
  return `store-credit-note-${creditNoteNumber}.pdf`;
}
