import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { customers } from '../../db/schema';
import { toCustomerView, type CustomerView } from './customer-view';
import { syncCustomer } from './sync-customer';

/** Our copy of a customer, fetched from the store platform first when we do not have it yet (404 if the store has none). */
export async function ensureCustomer(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { id: number },
): Promise<CustomerView> {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, input.id));
  if (row) return toCustomerView(row);
  return syncCustomer(ctx, input);
}
