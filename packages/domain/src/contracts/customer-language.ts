import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { customerSchema } from './customers';
import { pathIdSchema } from './common';

/** A customer's preferred language: their emails and WhatsApp texts (docs/decisions/i18n-customers.md). */
export const CUSTOMER_LANGUAGE_MESSAGES = {
  invalid: 'Language must be en (English) or ar (Arabic).',
  saved: 'Customer language saved.',
  notFound: 'This customer does not exist.',
} as const;

export const customerLanguageParamSchema = z.object({
  id: pathIdSchema('Customer ID must be a positive whole number.'),
});

export const customerLanguageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: CUSTOMER_LANGUAGE_MESSAGES.invalid }),
});
export type CustomerLanguageRequest = z.infer<typeof customerLanguageRequestSchema>;

export const customerLanguageResponseSchema = z.object({ message: z.string(), customer: customerSchema });
export type CustomerLanguageResponse = z.infer<typeof customerLanguageResponseSchema>;
