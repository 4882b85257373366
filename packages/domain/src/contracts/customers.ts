import type { Language } from '../i18n/languages';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { EMAIL_PATTERN, pageEnvelopeSchema, pageQuerySchema, pathIdSchema } from './common';
import { normaliseUaeMobile } from './patterns';
import { CUSTOMERS_PAGE_SIZE } from './customers-page';
import { CUSTOMER_MESSAGES } from './customers-messages';

export { CUSTOMER_MESSAGES };

/** The 409 sentence naming the customer who already has the phone or email ("This phone belongs to Sara Khan."). */
export function customerTakenMessage(field: 'phone' | 'email', name: string): string {
  return `This ${field} belongs to ${name || 'another customer'}.`;
}

export { CUSTOMERS_PAGE_SIZE };

export const customerSchema = z.object({
  id: z.number().int(),
  /** First and last name joined. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a customer who gave none (a walk-in): nothing is emailed to them. */
  email: z.string().nullable(),
  phone: z.string(),
  /** Their emails and WhatsApp texts are written in it (docs/decisions/i18n-customers.md); always sent by the server. */
  language: z.enum(LANGUAGES).optional(),
  /** The channel they want the shop's messages on; absent (or null) = the shop's default (docs/decisions/whatsapp.md). */
  preferred_channel: z.enum(['email', 'whatsapp']).nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersQuerySchema = pageQuerySchema(CUSTOMERS_PAGE_SIZE);
export const customersPageSchema = pageEnvelopeSchema(customerSchema);
export type CustomersPage = z.infer<typeof customersPageSchema>;

/** A record id from a path, header or query string: a positive whole number, with `label` named in the message. */
export function recordIdSchema(label: string) {
  const message = `${label} must be a positive whole number.`;
  return pathIdSchema(message);
}

export const syncCustomerParamSchema = z.object({ id: recordIdSchema('Customer ID') });

export const syncCustomerResponseSchema = z.object({ message: z.string(), customer: customerSchema });
export type SyncCustomerResponse = z.infer<typeof syncCustomerResponseSchema>;

const nameField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, CUSTOMER_MESSAGES.nameTooLong);

/**
 * POST /api/admin/customers: a walk-in. The phone must be a UAE mobile and is stored as
 * "+971 50 123 4567" whatever form was typed; the email is optional (empty means none), trimmed and lower-cased.
 */
export const createCustomerRequestSchema = z.object({
  first_name: nameField(CUSTOMER_MESSAGES.firstNameRequired),
  last_name: nameField(CUSTOMER_MESSAGES.lastNameRequired),
  phone: z
    .string({ error: CUSTOMER_MESSAGES.phoneInvalid })
    .max(40, CUSTOMER_MESSAGES.phoneInvalid)
    .refine((value) => normaliseUaeMobile(value) !== null, CUSTOMER_MESSAGES.phoneInvalid)
    .transform((value) => normaliseUaeMobile(value)!),
  email: z
    .string({ error: CUSTOMER_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, CUSTOMER_MESSAGES.emailInvalid)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), CUSTOMER_MESSAGES.emailInvalid)
    .nullish()
    .transform((value) => value || null),
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequestSchema>;
export type NewCustomer = z.output<typeof createCustomerRequestSchema>;

/** 409 of POST /api/admin/customers: the customer who already has that phone or email. */
export const customerConflictSchema = z.object({
  error: z.string(),
  message: z.string(),
  existing_id: z.number().int(),
  existing_name: z.string(),
  field: z.enum(['phone', 'email']),
});
export type CustomerConflict = z.infer<typeof customerConflictSchema>;

/** What customer-scoped screens receive in navigation state (location.state.customer). */
export interface NavCustomer {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  /** The customer's preferred language, when the screen that opened the customer knew it. */
  language?: Language;
  /** The channel the customer wants messages on (null: the shop default), when the screen knew it. */
  preferred_channel?: 'email' | 'whatsapp' | null;
}
