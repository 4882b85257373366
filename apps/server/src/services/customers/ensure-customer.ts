import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { builtOnce } from '../../db/fast-path';
import { customers } from '../../db/schema';
import { toCustomerView, type CustomerView } from './customer-view';
import { syncCustomer } from './sync-customer';

const customerById = builtOnce((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare(''),
);

/** Our copy of a customer, fetched from the store platform first when we do not have it yet (404 if the store has none). */
export async function ensureCustomer(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { id: number },
): Promise<CustomerView> {
  const [row] = await customerById(ctx.db).execute({ id: input.id });
  if (row) return toCustomerView(row);
  return syncCustomer(ctx, input);
}
