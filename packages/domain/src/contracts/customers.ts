import { z } from 'zod';
import { pageEnvelopeSchema, pageQuerySchema, pathIdSchema } from './common';

export const CUSTOMER_MESSAGES = {
  noCustomers: 'No customers found',
  searchPlaceholder: 'Search by id, name, email or phone',
  storeUnreachable: 'The online store could not be reached. Please try again in a minute.',
  synced: 'Customer details updated from the online store.',
} as const;

/** Default page size of the customers list (docs/product/rules.md#limits). */
export const CUSTOMERS_PAGE_SIZE = 10;

export const customerSchema = z.object({
  id: z.number().int(),
  /** First and last name joined. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
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

/** What customer-scoped screens receive in navigation state (location.state.customer). */
export interface NavCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
}
