/**
 * The bookings a write call uses once each (the bench's Start, a staff cancellation): made just before that call (the
 * lists were measured before, on the data set as seeded) and retired after it. Each is a booking paid in store,
 * pending, with its received job at Marina Store, on the catalogue's stocked strings in turn (starting a job draws its
 * string from the stock, under that string's lock, as at a real bench). Plain SQL with the ids after the highest ones,
 * so the pool's bookings are lo … lo + size − 1: the HTTP load uses the first half, pgbench the second (`:pool_lo`,
 * `:pool_half`).
 */
import { BRING_OWN_STRING_ID, STRING_PRODUCTS_LIST } from '@shop/domain/catalogue';
import type { AppContext } from '../../apps/server/src/context';

export interface BookingPool {
  lo: number;
  half: number;
}

const STOCKED = STRING_PRODUCTS_LIST.filter((s) => s.string_id !== BRING_OWN_STRING_ID);
const strings = `(ARRAY[${STOCKED.map((s) => s.string_id).join(',')}])`;
const names = `(ARRAY[${STOCKED.map((s) => `'${s.name.replace(/'/g, "''")}'`).join(',')}])`;
const prices = `(ARRAY[${STOCKED.map((s) => s.basePrice * 100).join(',')}])`;

/** Makes `size` pending bookings with received jobs (at least 2); their ids are lo … lo + size − 1. */
export async function createBookingPool(ctx: AppContext, size: number): Promise<BookingPool> {
  const n = Math.max(2, size);
  const k = `(g % ${STOCKED.length})`;
  // One transaction that holds off other inserts (requests a load generator gave up on may still be writing): the
  // highest ids read in it stay the highest until the pool's rows and the sequences after them are in.
  return ctx.database.withConnection(async (exec) => {
    await exec('BEGIN; LOCK TABLE checkouts, bookings IN SHARE ROW EXCLUSIVE MODE');
    try {
      const [row] = (await exec(
        `SELECT (SELECT coalesce(max(id), 0) FROM checkouts) AS checkout, (SELECT coalesce(max(id), 0) FROM bookings) AS booking,
          (SELECT count(*) FROM customers) AS customers`,
      )) as { checkout: number | string; booking: number | string; customers: number | string }[];
      const checkout = Number(row!.checkout);
      const lo = Number(row!.booking) + 1;
      const customers = Number(row!.customers);
      await exec(`
        INSERT INTO checkouts (id, cart_id, customer_id, status, payment_option, pickup_option, amount_fils, pickup_fee_fils, settled_at, created_at)
        SELECT ${checkout} + g, 'TXN97' || lpad((${checkout} + g)::text, 12, '0'), 1 + (g * 7919) % ${customers}, 'in-store',
          'in-store', 'in-store', ${prices}[1 + ${k}], 0, now(), now()
        FROM generate_series(1, ${n}) g;
        INSERT INTO bookings (id, checkout_id, customer_id, customer_name, customer_email, customer_phone, service_kind, string_id,
          service_name, service_type, racket_name, booking_date, pickup_option, instore_location, price_fils, pickup_fee_fils,
          status, payment_option, created_at)
        SELECT ${lo - 1} + g, c.id, c.customer_id, cu.first_name || ' ' || cu.last_name, cu.email, cu.phone, 'string',
          ${strings}[1 + ${k}], ${names}[1 + ${k}], 'Regular', 'Wilson Blade 98', (now() AT TIME ZONE 'Asia/Dubai')::date + 1,
          'in-store', 'Marina Store', c.amount_fils, 0, 'pending', 'in-store', now()
        FROM generate_series(1, ${n}) g
        JOIN checkouts c ON c.id = ${checkout} + g
        JOIN customers cu ON cu.id = c.customer_id
        ORDER BY g;
        INSERT INTO jobs (booking_id, stage, store, express, due_at, created_at)
        SELECT ${lo - 1} + g, 'received', 'Marina Store', false, now() + interval '48 hours', now() FROM generate_series(1, ${n}) g;
        INSERT INTO job_events (booking_id, at, kind, what)
        SELECT ${lo - 1} + g, now(), 'created', 'Booked' FROM generate_series(1, ${n}) g;
        SELECT setval(pg_get_serial_sequence('checkouts', 'id'), ${checkout + n});
        SELECT setval(pg_get_serial_sequence('bookings', 'id'), ${lo - 1 + n});
        COMMIT;`);
      return { lo, half: Math.floor(n / 2) };
    } catch (error) {
      await exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Cancels the pool's bookings and jobs still open and gives their strings back to the stock (a 'returned' row for each
 * 'used' one, as a canceled job does), so that a later run on the same database (--reuse) lists what was seeded and its
 * checkouts find the strings in stock.
 */
export async function retireBookingPool(ctx: AppContext, pool: BookingPool): Promise<void> {
  const range = `BETWEEN ${pool.lo} AND ${pool.lo + 2 * pool.half + 1}`;
  await ctx.database.withConnection((exec) =>
    exec(`
      INSERT INTO string_stock_ledger (string_id, delta_cm, kind, booking_id)
      SELECT string_id, -delta_cm, 'returned', booking_id FROM string_stock_ledger WHERE kind = 'used' AND booking_id ${range}
      ON CONFLICT DO NOTHING;
      UPDATE jobs SET stage = 'canceled', canceled_at = now() WHERE booking_id ${range} AND stage <> 'canceled';
      UPDATE bookings SET status = 'canceled', canceled_at = now() WHERE id ${range} AND status = 'pending';`),
  );
}
