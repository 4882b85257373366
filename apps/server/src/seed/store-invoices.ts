import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf } from '../lib/rows';
import { importStoreInvoices } from '../services/store-invoices/import-store-invoices';

/**
 * Demo store invoices: the local store's orders (seeded by seedCustomers) imported as invoices,
 * once, when there are none yet. A store without orders seeds nothing.
 */
export async function seedStoreInvoices(ctx: AppContext): Promise<void> {
  const [row] = rowsOf<{ count: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS count FROM store_invoices`));
  if (Number(row?.count ?? 0) > 0) return;
  await importStoreInvoices(ctx);
}
