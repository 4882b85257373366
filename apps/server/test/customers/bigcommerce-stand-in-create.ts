import type { IncomingMessage, ServerResponse } from 'node:http';
import { send, v3Error } from './bigcommerce-stand-in-pages';
import type { StandInCustomer } from './bigcommerce-stand-in';

/**
 * POST /v3/customers as BigCommerce documents it: an array of customers, each with email,
 * first_name and last_name; 422 when one is missing or the email is already in use (nothing is
 * created then); 200 { data: [created], meta: {} } otherwise.
 */
export async function createStandInCustomers(
  state: { customers: StandInCustomer[]; refuseCreate: string | null },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return send(res, 400, v3Error(400, 'The request body is not valid JSON.'));
  }
  if (!Array.isArray(body) || body.length === 0)
    return send(res, 422, v3Error(422, 'Input is invalid', { '': 'The request body must be an array of customers.' }));
  if (state.refuseCreate)
    return send(res, 422, v3Error(422, 'Unable to create customer(s)', { '.customer_create': state.refuseCreate }));
  const created: StandInCustomer[] = [];
  for (const [i, item] of (body as Partial<StandInCustomer>[]).entries()) {
    for (const field of ['email', 'first_name', 'last_name'] as const)
      if (!item[field])
        return send(res, 422, v3Error(422, 'Input is invalid', { [`${i}.${field}`]: `${field} is required` }));
    const email = item.email!;
    if (state.customers.some((c) => c.email.toLowerCase() === email.toLowerCase()))
      return send(
        res,
        422,
        v3Error(422, 'Unable to create customer(s)', {
          '.customer_create': `The email address ${email} is already in use.`,
        }),
      );
    const id = Math.max(1000, ...state.customers.map((c) => c.id)) + 1;
    created.push({ id, email, first_name: item.first_name!, last_name: item.last_name!, phone: item.phone ?? '' });
  }
  state.customers.push(...created);
  return send(res, 200, { data: created, meta: {} });
}
