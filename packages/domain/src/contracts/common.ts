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
  pageNeedsCursor: 'This page is too deep to open by its number. Go on from the previous page (its nextCursor), or search to narrow the list.',
} as const;

export function pageQuerySchema(defaultPageSize: number) {
  return z.object({
    search: z.string().trim().max(200).optional().default(''),
    page: z.coerce.number({ error: 'Page must be a whole number.' }).int('Page must be a whole number.').min(1, 'Page starts at 1.').optional().default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a whole number.' })
      .int('Page size must be a whole number.')
      .min(1, 'Page size must be at least 1.')
      .max(100, 'Page size can be at most 100.')
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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive('Id must be a positive whole number.') });
