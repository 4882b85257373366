import { sql } from 'drizzle-orm';
import { formatRfc2822 } from '../../src/adapters/store/bigcommerce/convert';
import type { AppContext } from '../../src/context';
import { rowsOf } from '../../src/lib/rows';
import type { StandIn, StandInOrder, StandInRefund } from '../customers/bigcommerce-stand-in';

/** The environment of an app whose store platform is the BigCommerce stand-in. */
export function standInEnv(standIn: StandIn): Record<string, string> {
  return {
    STORE_PROVIDER: 'bigcommerce',
    BIGCOMMERCE_API_URL: standIn.url,
    BIGCOMMERCE_STORE_HASH: standIn.storeHash,
    BIGCOMMERCE_TOKEN: standIn.token,
  };
}

/**
 * A v2 order as BigCommerce answers it: one racket at 105.00 including VAT by default, dated
 * `at` (created and last modified), money as four-decimal strings, status Completed (10).
 */
export function standInOrder(id: number, at: Date, overrides: Partial<Omit<StandInOrder, 'id'>> = {}): StandInOrder {
  return {
    id,
    customer_id: 7,
    date_created: formatRfc2822(at),
    date_modified: formatRfc2822(at),
    status: 'Completed',
    status_id: 10,
    refunded_amount: '0.0000',
    subtotal_inc_tax: '105.0000',
    shipping_cost_inc_tax: '0.0000',
    total_inc_tax: '105.0000',
    billing_address: { first_name: 'Buyer', last_name: String(id), email: `buyer${id}@example.ae` },
    products: [
      {
        id: id * 10,
        product_id: 1,
        name: 'Babolat Pure Aero',
        sku: 'BAB-PA',
        quantity: 1,
        price_inc_tax: '105.0000',
        total_inc_tax: '105.0000',
      },
    ],
    ...overrides,
  };
}

/** Changes an order as the store does: new fields and a date_modified of now. */
export function changeOrder(standIn: StandIn, id: number, changes: Partial<StandInOrder>): void {
  const order = standIn.orders.find((o) => o.id === id)!;
  Object.assign(order, changes, { date_modified: formatRfc2822(new Date()) });
}

/** A v3 refund of `amount` AED (tax 5/105 of it), as GET .../payment_actions/refunds lists it. */
export function standInRefund(id: number, orderId: number, amount: number, reason = 'Returned'): StandInRefund {
  return {
    id,
    order_id: orderId,
    user_id: 0,
    created: new Date().toISOString(),
    reason,
    total_amount: amount,
    total_tax: Math.round((amount * 5 * 100) / 105) / 100,
    uses_merchant_override_values: false,
    items: [{ item_type: 'ORDER', item_id: orderId, quantity: 1, requested_amount: null }],
    payments: [{ id, provider_id: 'storecredit', amount, offline: true, is_declined: false, declined_message: '' }],
  };
}

export async function countRows(ctx: AppContext, table: 'store_invoices' | 'store_credit_notes'): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`));
  return Number(row?.n ?? 0);
}
