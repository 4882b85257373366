import { z } from 'zod';

/** Error body of every 4xx/5xx answer: a sentence for people, and per-field messages when input was bad. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { EMAIL_PATTERN } from './patterns';

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
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

export function pageEnvelopeSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type PageEnvelope<T> = { items: T[]; total: number; page: number; pageSize: number };

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive('Id must be a positive whole number.') });
