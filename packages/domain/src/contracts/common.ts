import { z } from 'zod';
import { BAD_CURSOR_MESSAGE, listCursorSchema } from './list-cursor';

/** Error body of every 4xx/5xx answer: a sentence for people, and per-field messages when input was bad. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { EMAIL_PATTERN } from './patterns';

export const LIST_MESSAGES = {
  badCursor: BAD_CURSOR_MESSAGE,
  pageNeedsCursor:
    'This page is too deep to open by its number. Go on from the previous page (its nextCursor), or search to narrow the list.',
} as const;

export function pageQuerySchema(defaultPageSize: number) {
  return z.object({
    search: z.string().trim().max(200).optional().default(''),
    page: queryNumber('Page must be a whole number.')
      .pipe(z.number().min(1, 'Page starts at 1.'))
      .optional()
      .default(1),
    pageSize: queryNumber('Page size must be a whole number.')
      .pipe(z.number().min(1, 'Page size must be at least 1.').max(100, 'Page size can be at most 100.'))
      .optional()
      .default(defaultPageSize),
    /** The previous page's `nextCursor`: the page starts right after its last row (keyset paging). */
    cursor: listCursorSchema,
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/**
 * Every list answers one page, and says honestly how much follows: `total` is exact when
 * `totalIsExact`, otherwise a lower bound (shown as "10,000+"); `hasMore` tells whether a next page
 * exists and `nextCursor` reaches it however deep it is.
 */
export function pageEnvelopeSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalIsExact: z.boolean(),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
  });
}
export type PageEnvelope<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalIsExact: boolean;
  hasMore: boolean;
  nextCursor: string | null;
};

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Record ids are PostgreSQL integers: 1 to 2,147,483,647. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * An id in a path, query string or header: plain decimal digits of a positive 32-bit integer.
 * No sign, spaces, leading zeros, `0x`, exponent or fraction: "0x10", "1e1" and " 7 " are refused,
 * never read as another number.
 */
export function pathIdSchema(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_RECORD_ID, message));
}

/** An id in a JSON body: a JSON integer (not a string, boolean or array) from 1 to MAX_RECORD_ID. */
export function bodyIdSchema(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
}

/** A whole number in a query string, as plain decimal digits (at most 9). */
function queryNumber(message: string) {
  return z
    .string({ error: message })
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number);
}

export const idParamSchema = z.object({ id: pathIdSchema('Id must be a positive whole number.') });

/** The largest AED amount a request may carry (a racket sale, a payment, a fee). */
export const AED_AMOUNT_MAX = 1_000_000;

/** True when an AED amount has at most two decimals (so it converts to whole fils exactly). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * An AED amount in a request, the one rule every contract uses: a finite JSON number from 0 (above 0 when
 * `positive`) to 1,000,000 with at most two decimals, so it converts to whole fils exactly; one message for every
 * way it is wrong (`error` may tell a missing value apart).
 */
export function aedAmountSchema(
  message: string,
  options: { positive?: boolean; error?: (issue: { input: unknown }) => string } = {},
) {
  const number = z.number({ error: options.error ?? message }).finite(message);
  return (options.positive ? number.positive(message) : number.nonnegative(message))
    .max(AED_AMOUNT_MAX, message)
    .refine(hasAtMostTwoDecimals, message);
}

/** The same amount, also taken as a decimal typed at the counter ("100.50"); never true, [5] or "0x10". */
export function typedAedAmountSchema(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,7}(\.[0-9]{1,2})?$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(aedAmountSchema(message, { positive: true }));
}
