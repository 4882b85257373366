/**
 * Every call the benchmark loads: the lists (page 1, each filter, a search, the deepest page the
 * screens reach, read from the first page's total), the details, an invoice PDF, both checkout
 * writes, the stringing bench's Start and a cancellation, on the documented URLs. Fixtures (a customer with tickets, an invoice number, ...) are read
 * from the seeded database.
 */
import { BRING_OWN_STRING_ID, findString } from '@shop/domain/catalogue';
import { entryPrice } from '@shop/domain/pricing';
import { toAed } from '@shop/domain/money';
import { addMonths, shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../../apps/server/src/context';
import type { LoadRequest } from './load';
import { FREE_POOL_RACKET } from './seed-sql';
import { reportCalls } from './report-calls';
import { createBookingPool, retireBookingPool, type BookingPool } from './booking-pool';

export interface Call {
  name: string;
  request: LoadRequest;
  /** A hand-written pgbench script in bench/sql/ (writes); reads are captured from the app. */
  script?: string;
  /**
   * A write on rows made for it (the job start): makes them right before the call, `perSide` for the HTTP load
   * and as many for pgbench, whose script reads where they are from `variables`; `finish` puts them away after.
   */
  rows?: {
    prepare(perSide: number): Promise<void>;
    variables(): Record<string, number>;
    finish(): Promise<void>;
  };
}

/** The free stringing pool (seed-sql.ts): the j-th racket (from 0) is entitlement lo + j of customer 1 + j mod customers. */
export interface FreePool {
  lo: number;
  half: number;
  customers: number;
  /** The benchmark's staff account, the actor of the pgbench write scripts. */
  actor: number;
}

async function one<T>(ctx: AppContext, query: string): Promise<T> {
  const [row] = (await ctx.database.withConnection((exec) => exec(query))) as T[];
  if (!row) throw new Error('The benchmark data set is missing a fixture row.');
  return row;
}

export async function freePool(ctx: AppContext): Promise<FreePool> {
  const row = await one<{ lo: number; n: number; customers: number; actor: number }>(
    ctx,
    `SELECT min(id)::int AS lo, count(*)::int AS n, (SELECT count(*)::int FROM customers) AS customers, (SELECT max(id) FROM staff_users) AS actor
     FROM free_stringing_entitlements WHERE racket_name = '${FREE_POOL_RACKET}'`,
  );
  return {
    lo: Number(row.lo),
    half: Math.floor(Number(row.n) / 2),
    customers: Number(row.customers),
    actor: Number(row.actor),
  };
}

/** The deepest page of a list: its first page's total over its page size. */
async function lastPage(baseUrl: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const body = (await response.json()) as { total: number; pageSize: number };
  return Math.max(1, Math.ceil(body.total / body.pageSize));
}

/** The stringing bench's lists (each filter, a job number search) and an open job's details. */
async function jobCalls(ctx: AppContext): Promise<Call[]> {
  const job = await one<{ id: number }>(
    ctx,
    `SELECT booking_id AS id FROM jobs WHERE stage IN ('received', 'in_progress', 'ready') ORDER BY booking_id DESC LIMIT 1`,
  );
  const list = (name: string, query: string): Call => ({
    name: `jobs ${name}`,
    request: { method: 'GET', path: `/api/jobs?page=1${query}` },
  });
  return [
    list('page 1', ''),
    list('stage=received', '&stage=received'),
    list('stage=ready', '&stage=ready'),
    list('store=Marina Store', '&store=Marina%20Store'),
    list('due=today', '&due=today'),
    list('due=overdue', '&due=overdue'),
    list('search a job number', `&search=${job.id}`),
    { name: 'job details', request: { method: 'GET', path: `/api/jobs/${job.id}` } },
  ];
}

/**
 * A write on one pending booking each (booking-pool.ts), made for the call just before it: `path` of a booking id,
 * sending `body`; pgbench runs `script` on the pool's other half (`:pool_lo`, `:pool_half`).
 */
function pooledCall(
  ctx: AppContext,
  call: { name: string; path(id: number): string; body(): unknown; script: string },
): Call {
  let pool: BookingPool | null = null;
  let next = 0;
  const made = () => {
    if (!pool) throw new Error(`${call.name} ran before its bookings were made.`);
    return pool;
  };
  return {
    name: call.name,
    request: {
      method: 'POST',
      path: call.path(0),
      pathOf: () => call.path(made().lo + (next++ % made().half)),
      body: call.body,
    },
    script: call.script,
    rows: {
      async prepare(perSide) {
        pool = await createBookingPool(ctx, 2 * perSide);
        next = 0;
      },
      variables: () => ({ pool_lo: made().lo + made().half, pool_half: made().half }),
      finish: () => retireBookingPool(ctx, made()),
    },
  };
}

/**
 * Staff writes on a booking each: the stringing bench's most frequent one, Start (a received job to in progress, its
 * string drawn from the stock), and a cancellation at the counter (a booking paid in store, nothing to refund).
 */
function bookingWrites(ctx: AppContext): Call[] {
  return [
    pooledCall(ctx, {
      name: 'job start (POST /api/jobs/:id/stage)',
      path: (id) => `/api/jobs/${id}/stage`,
      body: () => ({ stage: 'in_progress' }),
      script: 'job-start.sql',
    }),
    pooledCall(ctx, {
      name: 'booking cancel (POST /api/bookings/:id/cancel)',
      path: (id) => `/api/bookings/${id}/cancel`,
      body: () => ({ reason: 'The customer changed plans' }),
      script: 'booking-cancel.sql',
    }),
  ];
}

/** TXN + 14 digits, never the product's own (TXN + a millisecond clock): 99, this run, a counter. */
function cartIds(): () => string {
  const run = String(Math.floor(Date.now() / 1000) % 1_000_000).padStart(6, '0');
  let n = 0;
  return () => `TXN99${run}${String((n += 1)).padStart(6, '0')}`;
}

export async function buildCalls(ctx: AppContext, baseUrl: string, token: string): Promise<Call[]> {
  const ticket = await one<{ id: number; customer_id: number }>(
    ctx,
    `SELECT id, customer_id FROM tickets WHERE id % 2 = 0 ORDER BY id LIMIT 1`,
  );
  const address = await one<{ customer_id: number }>(
    ctx,
    `SELECT customer_id FROM customer_addresses ORDER BY id LIMIT 1`,
  );
  const invoice = await one<{ invoice_number: string }>(
    ctx,
    `SELECT invoice_number FROM invoices ORDER BY id DESC LIMIT 1`,
  );
  const storeInvoice = await one<{ id: number }>(ctx, `SELECT id FROM store_invoices ORDER BY id DESC LIMIT 1`);
  const pool = await freePool(ctx);
  const { half } = pool;
  const deep = async (path: string) =>
    `${path}${path.includes('?') ? '&' : '?'}page=${await lastPage(baseUrl, token, path)}`;

  const tomorrow = shopDate(new Date(Date.now() + 86_400_000));
  const nextCart = cartIds();
  const paidString = findString(1)!;
  let paidCount = 0;
  const paid = () => ({
    bookings: [
      {
        bigcommerce_customer_id: 1 + (paidCount++ % pool.customers),
        service_kind: 'string',
        string_id: paidString.string_id,
        booking_date: tomorrow,
        pickup_option: 'in-store',
        instore_location: 'Jumeirah Store',
        racket_name: 'Wilson Blade 98',
        total_cost: toAed(entryPrice(paidString)),
        cart_id: nextCart(),
      },
    ],
    pickup_fee: 0,
  });
  // The k-th free checkout claims racket k mod half of the pool's first half, k div half months on. On a reused
  // database (--reuse) k starts at the first month a month after every claim earlier runs made there: their claims
  // need not be contiguous (a run's last requests can be cut off after their body was drawn).
  const earlier = await one<{ last: string | null }>(
    ctx,
    `SELECT max(booking_date)::text AS last FROM free_stringing_claims WHERE entitlement_id >= ${pool.lo} AND entitlement_id < ${pool.lo + half}`,
  );
  let startMonth = 0;
  if (earlier.last) {
    const free = addMonths(earlier.last, 1);
    while (addMonths(tomorrow, startMonth) < free) startMonth += 1;
  }
  let freeCount = startMonth * half;
  const free = () => {
    const k = freeCount++;
    const j = k % half;
    return {
      bookings: [
        {
          bigcommerce_customer_id: 1 + (j % pool.customers),
          service_kind: 'string',
          string_id: BRING_OWN_STRING_ID,
          booking_date: addMonths(tomorrow, Math.floor(k / half)),
          pickup_option: 'in-store',
          instore_location: 'Marina Store',
          freeService: true,
          rp_id: pool.lo + j,
          total_cost: 0,
          cart_id: nextCart(),
        },
      ],
      pickup_fee: 0,
    };
  };

  const get = (name: string, path: string): Call => ({ name, request: { method: 'GET', path } });
  return [
    get('bookings page 1', '/api/bookings?page=1'),
    get('bookings status=completed', '/api/bookings?page=1&status=completed'),
    get('bookings search "khan"', '/api/bookings?page=1&search=khan'),
    get('bookings deepest page', await deep('/api/bookings')),
    get('invoices page 1', '/api/admin/invoices?page=1'),
    get('invoices search "khan"', '/api/admin/invoices?page=1&search=khan'),
    get('invoices deepest page', await deep('/api/admin/invoices')),
    get('customers page 1', '/api/admin/customers?page=1'),
    get('customers search "priya khan"', '/api/admin/customers?page=1&search=priya%20khan'),
    get('customers deepest page', await deep('/api/admin/customers')),
    get('store invoices page 1', '/api/bigcommerce-invoices/metadata?page=1'),
    get('store invoice details', `/api/bcinvoices/${storeInvoice.id}`),
    get('customer tickets', `/api/support-tickets/tickets/customer/${ticket.customer_id}`),
    get('tickets page 1', '/api/support-tickets/tickets?page=1'),
    get('ticket details', `/api/support-tickets/tickets/${ticket.id}`),
    get('customer addresses', `/api/customer-address/${address.customer_id}`),
    get('notifications', '/api/notifications'),
    ...(await jobCalls(ctx)),
    ...reportCalls(),
    get('invoice PDF', `/api/invoices/${encodeURIComponent(invoice.invoice_number)}`),
    {
      name: 'paid checkout (POST /api/payments/create)',
      request: { method: 'POST', path: '/api/payments/create', body: paid },
      script: 'checkout-paid.sql',
    },
    {
      name: 'free checkout (POST /api/payments/create)',
      request: { method: 'POST', path: '/api/payments/create', body: free },
      script: 'checkout-free.sql',
    },
    ...bookingWrites(ctx),
  ];
}
