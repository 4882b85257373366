import { z } from 'zod';
import { BRING_OWN_STRING_ID, EXPRESS_ID_OFFSET, STRING_PRODUCTS_LIST, type StockStatus } from '../catalogue';
import { bodyIdSchema, pathIdSchema } from './common';

/**
 * String stock (issue 15 §2, docs/product/stock.md): each catalogue string's stock in metres is the sum
 * of its ledger. Lengths are stored in integer centimetres; the API shows metres with up to 2 decimals.
 */
export const STOCK_MESSAGES = {
  stringIdInvalid: 'string_id must be a catalogue string id.',
  metresInvalid: 'Metres must be a number with at most 2 decimals.',
  receiptPositive: 'A receipt must add between 0.01 and 10,000 metres.',
  adjustmentNonZero: 'An adjustment must change the stock by between 0.01 and 10,000 metres, up or down.',
  reasonRequired: 'Give a reason for the adjustment (at least 3 characters).',
  reasonTooLong: 'The reason must be at most 200 characters.',
  thresholdInvalid: 'The threshold must be between 0 and 1,000 metres, with at most 1 decimal.',
  received: 'The string was added to the stock.',
  adjusted: 'The stock was adjusted.',
  thresholdSaved: 'The low-stock threshold was saved.',
  outOfStock: (name: string) => `${name} is out of stock and cannot be booked. Choose another string.`,
  lowTitle: 'String running low',
  lowMessage: (name: string, metres: string) => `${name} is down to ${metres} m: time to order more.`,
} as const;

/** Stock moves: received (a reel or set), used by a job, returned when the job is canceled, adjusted with a reason. */
export const STOCK_ENTRY_KINDS = ['received', 'used', 'returned', 'adjusted'] as const;
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];

/** The usual deliveries, in centimetres: a reel (200 m) and a set (12 m). */
export const REEL_CM = 20_000;
export const SET_CM = 1_200;
/** A string's low-stock threshold unless the shop sets another: two full jobs' worth (24 m). */
export const DEFAULT_THRESHOLD_CM = 2_400;
const MAX_CM = 1_000_000;
const MAX_THRESHOLD_CM = 100_000;

/** In stock at or above the threshold, low below it, out of stock at 0 or less (the catalogue's words). */
export function stockStatusOf(stockCm: number, thresholdCm: number): StockStatus {
  if (stockCm <= 0) return 'Out of Stock';
  if (stockCm < thresholdCm) return 'Low Stock';
  return 'In Stock';
}

/** Centimetres as the API's metres (a number, at most 2 decimals). */
export const cmToMetres = (cm: number): number => cm / 100;

/** The stocked string product behind a catalogue id (Express entries share the Regular product's stock). */
export function stockStringId(catalogueId: number): number | null {
  const regular = catalogueId > EXPRESS_ID_OFFSET ? catalogueId - EXPRESS_ID_OFFSET : catalogueId;
  return STOCKED_STRING_IDS.includes(regular) ? regular : null;
}

/** Every string product the shop stocks: all but the customer's own string. */
export const STOCKED_STRING_IDS: readonly number[] = STRING_PRODUCTS_LIST.map((s) => s.string_id).filter(
  (id) => id !== BRING_OWN_STRING_ID,
);

const stockedId = bodyIdSchema(STOCK_MESSAGES.stringIdInvalid).refine((id) => STOCKED_STRING_IDS.includes(id), {
  message: STOCK_MESSAGES.stringIdInvalid,
});

/** Metres with at most 2 decimals, read as whole centimetres. */
const metresSchema = z
  .number({ error: STOCK_MESSAGES.metresInvalid })
  .refine((m) => Number.isFinite(m) && Math.abs(m * 100 - Math.round(m * 100)) < 1e-6, STOCK_MESSAGES.metresInvalid)
  .transform((m) => Math.round(m * 100));

/** `POST /api/stock/receipts`: string added to the stock (a reel, a set or any length). */
export const stockReceiptSchema = z.object({
  string_id: stockedId,
  metres: metresSchema.refine((cm) => cm >= 1 && cm <= MAX_CM, STOCK_MESSAGES.receiptPositive),
});
export type StockReceiptInput = z.input<typeof stockReceiptSchema>;

/** `POST /api/stock/adjustments`: a count's correction, up or down, always with its reason. */
export const stockAdjustmentSchema = z.object({
  string_id: stockedId,
  metres: metresSchema.refine((cm) => cm !== 0 && Math.abs(cm) <= MAX_CM, STOCK_MESSAGES.adjustmentNonZero),
  reason: z
    .string({ error: STOCK_MESSAGES.reasonRequired })
    .trim()
    .min(3, STOCK_MESSAGES.reasonRequired)
    .max(200, STOCK_MESSAGES.reasonTooLong),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

/**
 * `PUT /api/stock/:string_id/threshold`: the length below which the string is low, in metres with at most
 * one decimal (10 cm: finer means nothing on a shelf), 0 to 1,000 m; 0 turns the low warning off.
 */
export const stockThresholdSchema = z.object({
  metres: z
    .number({ error: STOCK_MESSAGES.thresholdInvalid })
    .refine((m) => Number.isFinite(m) && Math.abs(m * 10 - Math.round(m * 10)) < 1e-6, STOCK_MESSAGES.thresholdInvalid)
    .transform((m) => Math.round(m * 10) * 10)
    .refine((cm) => cm >= 0 && cm <= MAX_THRESHOLD_CM, STOCK_MESSAGES.thresholdInvalid),
});
export type StockThresholdInput = z.input<typeof stockThresholdSchema>;

/** `/api/stock/:string_id/ledger` and `/threshold`. */
export const stockParamsSchema = z.object({ stringId: pathIdSchema(STOCK_MESSAGES.stringIdInvalid) });

/** `GET /api/stock`: one row per stocked string. */
export const stockItemSchema = z.object({
  string_id: z.number().int(),
  name: z.string(),
  metres: z.number(),
  threshold: z.number(),
  status: z.enum(['In Stock', 'Low Stock', 'Out of Stock']),
});
export type StockItem = z.infer<typeof stockItemSchema>;
export const stockListSchema = z.array(stockItemSchema);

/** One ledger entry: who and when, and the job for used and returned string. */
export const stockLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_ENTRY_KINDS),
  metres: z.number(),
  reason: z.string().nullable(),
  job_id: z.number().int().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type StockLedgerEntry = z.infer<typeof stockLedgerEntrySchema>;

/** `GET /api/stock/:string_id/ledger`: the string's stock now and its entries, newest first. */
export const stockLedgerSchema = z.object({ item: stockItemSchema, entries: z.array(stockLedgerEntrySchema) });
export type StockLedger = z.infer<typeof stockLedgerSchema>;

/** `POST` answers: a message and the string's stock after the entry. */
export const stockChangeResponseSchema = z.object({ message: z.string(), item: stockItemSchema });
export type StockChangeResponse = z.infer<typeof stockChangeResponseSchema>;
