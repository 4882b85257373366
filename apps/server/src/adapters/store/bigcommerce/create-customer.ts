import { HttpError } from '../../../lib/errors';
import type { CreatedStoreCustomer, NewStoreCustomer } from '../types';
import { toStoreCustomer, WALK_IN_EMAIL_DOMAIN, type V3Customer } from './convert';
import type { createBigCommerceHttp } from './http';
import { v3All } from './paging';

type Http = ReturnType<typeof createBigCommerceHttp>;

/**
 * BigCommerce requires an email on every customer. A walk-in without one gets a stand-in address
 * made from the mobile ("971501234567@walk-in.invalid", a domain that can never receive mail), read
 * back as "no email" (convert.ts). It is the same for the same mobile, so a retry finds it.
 */
export function storeEmailOf(input: NewStoreCustomer): string {
  return input.email ?? `${input.phone.replace(/\D/g, '')}@${WALK_IN_EMAIL_DOMAIN}`;
}

async function findByEmail(http: Http, email: string): Promise<V3Customer | undefined> {
  const found = await v3All<V3Customer>(http, '/v3/customers', { 'email:in': email });
  return found.find((c) => c.email.toLowerCase() === email.toLowerCase());
}

/**
 * POST /v3/customers with a one-customer array. A customer the store already has under that email
 * is linked (answered as `existed`) rather than refused; when the create itself fails (the email was
 * taken meanwhile, or the answer was lost on the way back), the email is looked up once more before
 * the store's refusal is passed on.
 */
export async function createBigCommerceCustomer(http: Http, input: NewStoreCustomer): Promise<CreatedStoreCustomer> {
  const email = storeEmailOf(input);
  const existing = await findByEmail(http, email);
  if (existing) return { customer: toStoreCustomer(existing), existed: true };
  try {
    const { body } = await http.post('/v3/customers', [
      { email, first_name: input.firstName, last_name: input.lastName, phone: input.phone },
    ]);
    const [created] = (body as { data?: V3Customer[] } | null)?.data ?? [];
    if (!created) throw new HttpError(502, 'The online store did not return the new customer. Please try again.');
    return { customer: toStoreCustomer(created), existed: false };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 502) throw error;
    const raced = await findByEmail(http, email);
    if (raced) return { customer: toStoreCustomer(raced), existed: true };
    throw error;
  }
}
