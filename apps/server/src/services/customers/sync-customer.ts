import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { StoreCustomer } from '../../adapters/store';
import { toCustomerView, type CustomerView } from './customer-view';

/** Fetches one customer from the store platform and upserts our copy. 404 when the store has none. */
export async function syncCustomer(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { id: number },
): Promise<CustomerView> {
  const found = await ctx.store.getCustomer(input.id);
  if (!found) throw notFound(`The store has no customer with id ${input.id}.`);
  const [row] = await upsertCustomers(ctx, [found]);
  return toCustomerView(row!);
}

/** Upserts store customers into our copy (batched by the caller), returning the saved rows. */
export async function upsertCustomers(ctx: Pick<AppContext, 'db'>, list: StoreCustomer[]) {
  if (list.length === 0) return [];
  return ctx.db
    .insert(customers)
    .values(
      list.map((c) => ({
        id: c.id,
        firstName: c.firstName.trim(),
        lastName: c.lastName.trim(),
        email: c.email?.trim() || null,
        phone: c.phone.trim(),
      })),
    )
    .onConflictDoUpdate({
      target: customers.id,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        email: sql`excluded.email`,
        phone: sql`excluded.phone`,
        syncedAt: sql`now()`,
      },
    })
    .returning({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
    });
}
