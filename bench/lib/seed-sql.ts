/**
 * The benchmark's data set as plain SQL (generate_series and INSERT ... SELECT, never the ORM), run
 * on the product's migrated schema. Every row satisfies the migrations' constraints, foreign keys
 * and triggers (they stay on); only the secondary indexes are dropped for the load and rebuilt
 * afterwards from their own definitions, which is what a bulk load does.
 *
 * Shape: two bookings per checkout over two years (60 % paid online, 21 % paid in store, the rest
 * declined or canceled); an invoice per paid checkout and per completed in-store booking (with its
 * in-store payment); one racket purchase in four above 1,000 AED with its free stringing
 * entitlement; tickets with a response (and its sent email) on every other one; an address on
 * every other customer; notifications; store invoices with two lines; a stringing job per booking
 * (seed-jobs-sql.ts).
 */
import { FREE_STRINGING, VAT_PERCENT } from '@shop/domain/business';
import { GRIPS, STRINGS } from '@shop/domain/catalogue';
import { entryPrice, pickupFee } from '@shop/domain/pricing';
import { jobsSql } from './seed-jobs-sql';
import { shapeSql, type DataShape } from './seed-shape';
import { derived, type Volumes } from './volumes';

/** Racket name of the free stringing pool the free checkout benchmark claims from. */
export const FREE_POOL_RACKET = 'Bench Pure Drive 2026';

const FIRST = [
  'Ahmed',
  'Mohammed',
  'Omar',
  'Khalid',
  'Saeed',
  'Fatima',
  'Aisha',
  'Mariam',
  'Noura',
  'Layla',
  'Arjun',
  'Rohan',
  'Imran',
  'Bilal',
  'Priya',
  'Ananya',
  'Ayesha',
  'Zara',
  'James',
  'Oliver',
  'Emma',
  'Sophie',
  'Marco',
  'Elena',
];
const LAST = [
  'Al Mansoori',
  'Al Nuaimi',
  'Al Hashimi',
  'Haddad',
  'Khoury',
  'Nasser',
  'Sharma',
  'Patel',
  'Nair',
  'Menon',
  'Khan',
  'Qureshi',
  'Siddiqui',
  'Singh',
  'Fernandes',
  'Smith',
  'Taylor',
  'Rossi',
  'Dubois',
  'Garcia',
  'Al Zaabi',
  'Kapoor',
  'Murphy',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'eim.ae'];
const RACKETS = [
  'Babolat Pure Aero',
  'Wilson Blade 98',
  'Head Speed MP',
  'Yonex Ezone 100',
  'Wilson Pro Staff 97',
  'Head Radical MP',
  'Babolat Pure Strike',
  'Yonex Vcore 98',
  'Tecnifibre TF40',
  'Prince Phantom 100',
  'Dunlop CX 200',
  'Head Gravity Pro',
];
const AREAS = ['Jumeirah 1', 'Dubai Marina', 'Al Barsha', 'Downtown', 'Arabian Ranches', 'JLT', 'Mirdif', 'Umm Suqeim'];
const STORES = ['Jumeirah Store', 'Marina Store', 'Bluewaters Store'];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const array = (values: readonly (string | number | null)[]) =>
  `(ARRAY[${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : text(v))).join(',')}])`;
/** `arr[1 + expr % n]` for a SQL array literal. */
const pick = (values: readonly (string | number | null)[], expr: string) =>
  `${array(values)}[1 + (${expr}) % ${values.length}]`;

/** The Regular catalogue entries seeded bookings use: strings and grips, with their prices in fils. */
const ITEMS = [
  ...STRINGS.filter((s) => s.type === 'Regular').map((s) => ({
    kind: 'string',
    stringId: s.string_id as number | null,
    gripId: null as number | null,
    name: s.name,
    price: entryPrice(s),
  })),
  ...GRIPS.filter((g) => g.type === 'Regular')
    .slice(0, 6)
    .map((g) => ({
      kind: 'grip',
      stringId: null as number | null,
      gripId: g.grip_id as number | null,
      name: g.name,
      price: entryPrice(g),
    })),
];
const item = (field: 'kind' | 'stringId' | 'gripId' | 'name' | 'price', b: string) =>
  pick(
    ITEMS.map((i) => i[field]),
    b,
  );

export interface SeedStep {
  label: string;
  /** Statements that may run at the same time, each on its own connection. */
  parts: string[];
}

/** Halves of 1..n, for the two CPUs a load may use: [from, to] pairs, the split on an even number. */
function halves(n: number): [number, number][] {
  const middle = Math.floor(n / 4) * 2;
  return middle > 0
    ? [
        [1, middle],
        [middle + 1, n],
      ]
    : [[1, n]];
}

/** The VAT inside a VAT-inclusive amount, in SQL, as vatIncluded() computes it. */
const includedVatSql = (amount: string) => `round(${amount} * ${VAT_PERCENT} / ${100 + VAT_PERCENT}.0)::int`;

/** The steps, in order, each with a label for the timing log; `shape`: the data's (seed-shape.ts). */
export function seedSteps(v: Volumes, shape: DataShape = 'friendly'): SeedStep[] {
  const d = derived(v);
  const w = shapeSql(shape);
  const C = v.customers;
  const fee = pickupFee('pickup');
  const firstName = (i: string) => pick(FIRST, i);
  const lastName = (i: string) => pick(LAST, `(${i}) / 7`);
  const customers = `
        INSERT INTO customers (id, first_name, last_name, email, phone, created_at)
        SELECT i, ${firstName('i')}, ${lastName('i')},
          lower(replace(${firstName('i')} || '.' || ${lastName('i')}, ' ', '')) || i || '@' || ${pick(DOMAINS, 'i')},
          '+971 5' || (i % 9) || ' ' || substr(lpad((1000000 + (i::bigint * 7919) % 9000000)::text, 7, '0'), 1, 3) || ' ' || substr(lpad((1000000 + (i::bigint * 7919) % 9000000)::text, 7, '0'), 4, 4),
          now() - (i % 730) * interval '1 day'
        FROM generate_series(1, ${C}) i ${w.order('i')};
        INSERT INTO customer_addresses (customer_id, address_line, area, city, state, address_type, is_default)
        SELECT i, ${w.addressLine('i')}, ${pick(AREAS, 'i')}, 'Dubai', 'Dubai', ${pick(['Home', 'Office', 'Other'], 'i')}, true
        FROM generate_series(2, ${C}, 2) i ${w.order('i')};`;
  const purchases = `
        INSERT INTO customer_purchases (id, customer_id, product_id, product_name, unit_price_fils, quantity, purchase_date, source)
        SELECT p, 1 + (p::bigint * 31) % ${C}, 1 + p % 12, ${pick(RACKETS, 'p')}, CASE WHEN p % 4 = 0 THEN 120000 ELSE 25000 + (p % 5) * 5000 END,
          1, current_date - (p % 730), CASE WHEN p % 5 = 0 THEN 'online' ELSE 'in-store' END
        FROM generate_series(1, ${v.purchases}) p;
        INSERT INTO customer_purchases (id, customer_id, product_id, product_name, unit_price_fils, quantity, purchase_date, source)
        SELECT ${v.purchases} + j, 1 + (j - 1) % ${C}, 1, ${text(FREE_POOL_RACKET)}, 120000, 1, current_date - 7, 'in-store'
        FROM generate_series(1, ${d.freePool}) j;
        INSERT INTO free_stringing_entitlements (purchase_id, customer_id, unit_number, racket_name, valid_from, valid_until)
        SELECT id, customer_id, 1, product_name, purchase_date, (purchase_date + interval '${FREE_STRINGING.validityMonths} months')::date
        FROM customer_purchases WHERE unit_price_fils > ${FREE_STRINGING.thresholdFils} ORDER BY id;`;
  const checkouts = ([from, to]: [number, number]) => `
        INSERT INTO checkouts (id, cart_id, customer_id, status, payment_option, pickup_option, amount_fils, pickup_fee_fils, provider, provider_reference, paid_at, settled_at, created_at)
        SELECT c, 'TXN' || (extract(epoch FROM at) * 1000)::bigint || lpad((c % 1000)::text, 3, '0'), 1 + (c::bigint * 7919) % ${C}, st,
          CASE WHEN st = 'in-store' THEN 'in-store' ELSE 'online' END, po,
          ${item('price', '2 * c - 1')} + ${item('price', '2 * c')} + CASE WHEN po = 'pickup' THEN ${fee} ELSE 0 END,
          CASE WHEN po = 'pickup' THEN ${fee} ELSE 0 END,
          CASE WHEN st = 'in-store' THEN NULL ELSE 'sandbox' END,
          CASE WHEN st = 'in-store' THEN NULL ELSE 'SBX-' || lpad(c::text, 16, '0') END,
          CASE WHEN st = 'paid' THEN at + interval '2 minutes' END, at + interval '2 minutes', at
        FROM (
          SELECT c, now() - interval '730 days' * ((${d.checkouts} - c)::float8 / ${d.checkouts}) - interval '1 hour' AS at,
            CASE WHEN c % 100 < 60 THEN 'paid' WHEN c % 100 < 81 THEN 'in-store' WHEN c % 100 < 91 THEN 'declined' ELSE 'canceled' END AS st,
            CASE WHEN c % 3 = 0 THEN 'pickup' ELSE 'in-store' END AS po
          FROM generate_series(${from}, ${to}) c
        ) s ${w.order('c')};`;
  const bookings = ([from, to]: [number, number]) => `
        INSERT INTO bookings (id, checkout_id, customer_id, customer_name, customer_email, customer_phone, service_kind, string_id, grip_id,
          service_name, service_type, racket_name, booking_date, pickup_option, delivery_address, instore_location, price_fils, pickup_fee_fils,
          status, payment_option, receipt_number, completed_at, canceled_at, created_at)
        SELECT b, c.id, c.customer_id, cu.first_name || ' ' || cu.last_name, cu.email, cu.phone,
          ${item('kind', 'b')}, ${item('stringId', 'b')}, ${item('gripId', 'b')}, ${item('name', 'b')}, 'Regular', ${pick(RACKETS, 'b / 2')},
          (c.created_at AT TIME ZONE 'Asia/Dubai')::date + (b % 4), c.pickup_option,
          CASE WHEN c.pickup_option = 'in-store' THEN NULL ELSE ${w.addressLine('b')} || ', ' || ${pick(AREAS, 'b')} || ', Dubai' END,
          CASE WHEN c.pickup_option = 'in-store' THEN ${pick(STORES, 'b')} END,
          ${item('price', 'b')}, CASE WHEN b % 2 = 1 THEN c.pickup_fee_fils ELSE 0 END,
          x.status, c.payment_option,
          CASE WHEN x.status = 'completed' AND c.payment_option = 'in-store' THEN 'R-' || b END,
          CASE WHEN x.status = 'completed' THEN c.created_at + interval '3 days' END,
          CASE WHEN x.status = 'canceled' THEN c.settled_at END, c.created_at
        FROM generate_series(${from}, ${to}) b
        JOIN checkouts c ON c.id = (b + 1) / 2
        JOIN customers cu ON cu.id = c.customer_id
        CROSS JOIN LATERAL (SELECT CASE WHEN c.status IN ('declined', 'canceled') THEN 'canceled'
          WHEN c.created_at < now() - interval '10 days' THEN 'completed' ELSE 'pending' END AS status) x
        ${w.order('b') || 'ORDER BY b'};
        INSERT INTO instore_payments (booking_id, receipt_number, amount_fils, recorded_at)
        SELECT id, receipt_number, price_fils + pickup_fee_fils, completed_at FROM bookings WHERE receipt_number IS NOT NULL AND id BETWEEN ${from} AND ${to};`;
  const invoices = `
        INSERT INTO invoices (id, invoice_number, customer_id, customer_name, customer_email, amount_fils, vat_fils, status, description,
          transaction_id, payment_method, lines, source_key, transaction_date, created_at)
        SELECT n, 'INV-' || to_char(td AT TIME ZONE 'Asia/Dubai', 'YYYY') || '-' || lpad((1000 + n)::text, 6, '0'), customer_id, customer_name,
          customer_email, amount, ${includedVatSql('amount')}, 'paid', description, tx, pm,
          jsonb_build_array(jsonb_build_object('description', description, 'quantity', 1, 'unit_price_fils', amount,
            'vat_fils', ${includedVatSql('amount')}, 'total_fils', amount)),
          key, td, td
        FROM (
          SELECT row_number() OVER (ORDER BY td, key) AS n, u.* FROM (
            SELECT 'checkout:' || c.id AS key, c.paid_at AS td, c.customer_id, b.customer_name, b.customer_email, c.amount_fils AS amount,
              c.cart_id AS tx, 'online' AS pm, 'Stringing and grip service (2 rackets)' AS description
            FROM checkouts c JOIN bookings b ON b.id = 2 * c.id - 1 WHERE c.status = 'paid'
            UNION ALL
            SELECT 'booking:' || b.id, b.completed_at, b.customer_id, b.customer_name, b.customer_email, b.price_fils + b.pickup_fee_fils,
              b.receipt_number, 'in-store', ${w.invoiceDescription('b.service_name', 'b.racket_name')}
            FROM bookings b WHERE b.receipt_number IS NOT NULL
          ) u
        ) s ${w.order('n')};
        SELECT setval('invoice_number_seq', 1000 + (SELECT count(*) FROM invoices));`;
  const tickets = `
        INSERT INTO tickets (id, customer_id, subject, description, issue_type, priority_level, status, created_at, updated_at)
        SELECT t, 1 + (t::bigint * 13) % ${C}, ${pick(['String broke after a week', 'Pickup was late', 'Refund for a canceled booking', 'Grip size question', 'Invoice copy needed'], 't')},
          ${w.ticketDescription('t')}, ${pick(['stringing', 'grip', 'booking', 'payment', 'order', 'other'], 't')},
          ${pick(['low', 'medium', 'high'], 't')}, ${pick(['open', 'in_progress', 'resolved', 'closed'], 't')}, at, at
        FROM (SELECT t, now() - interval '730 days' * ((${v.tickets} - t)::float8 / ${v.tickets}) AS at FROM generate_series(1, ${v.tickets}) t) s
        ${w.order('t')};
        INSERT INTO email_outbox (id, kind, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at, sent_at)
        SELECT t.id / 2, 'ticket-response', cu.email, 'Re: ' || t.subject, 'Thank you, we have fixed it.', ${w.htmlBody('t.subject')}, 'sent', 1,
          t.created_at + interval '1 hour', t.created_at + interval '1 hour', t.created_at + interval '1 hour'
        FROM tickets t JOIN customers cu ON cu.id = t.customer_id WHERE t.id % 2 = 0;
        INSERT INTO ticket_responses (ticket_id, body, sent_to, email_outbox_id, created_at)
        SELECT t.id, 'Thank you, we have fixed it.', o.to_address, o.id, o.created_at FROM tickets t JOIN email_outbox o ON o.id = t.id / 2
        WHERE t.id % 2 = 0 ORDER BY t.id;`;
  const others = `
        INSERT INTO notifications (kind, title, message, created_at)
        SELECT 'booking', 'New booking', 'Booking ' || n || ' was created.', now() - interval '730 days' * ((${d.notifications} - n)::float8 / ${d.notifications})
        FROM generate_series(1, ${d.notifications}) n;
        INSERT INTO store_invoices (id, order_id, invoice_number, customer_id, customer_name, customer_email, order_date, created_at, updated_at)
        SELECT s, 100000 + s, 'SI-' || (1000 + s), cu.id, cu.first_name || ' ' || cu.last_name, cu.email, at, at, at
        FROM (SELECT s, now() - interval '730 days' * ((${d.storeInvoices} - s)::float8 / ${d.storeInvoices}) AS at FROM generate_series(1, ${d.storeInvoices}) s) x
        JOIN customers cu ON cu.id = 1 + (s::bigint * 17) % ${C} ${w.order('s')};
        INSERT INTO store_invoice_items (store_invoice_id, position, kind, product_id, item, quantity, unit_price_fils, vat_fils, total_fils)
        SELECT s, 1, 'product', 1 + s % 12, ${pick(RACKETS, 's')}, 1, 40000, 2000, 42000 FROM generate_series(1, ${d.storeInvoices}) s
        UNION ALL SELECT s, 2, 'shipping', NULL, 'Shipping', 1, 2000, 100, 2100 FROM generate_series(1, ${d.storeInvoices}) s;
        SELECT setval('store_invoice_number_seq', ${1000 + d.storeInvoices});`;
  const sequences = `
        DO $$ DECLARE r record; BEGIN
          FOR r IN SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
            FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval%' LOOP
            EXECUTE format('SELECT setval(%L, GREATEST((SELECT max(%I) FROM %I), 1))', r.seq, r.column_name, r.table_name);
          END LOOP;
        END $$;`;
  return [
    { label: `${C} customers, addresses`, parts: [customers] },
    {
      label: `${v.purchases} purchases and entitlements, ${d.checkouts} checkouts, ${v.tickets} tickets, notifications, store invoices`,
      parts: [purchases, tickets, others, ...halves(d.checkouts).map(checkouts)],
    },
    {
      label: `${v.bookings} bookings, in-store payments, jobs`,
      parts: halves(v.bookings).map((range) => bookings(range) + jobsSql(range)),
    },
    { label: 'invoices (paid checkouts, in-store payments)', parts: [invoices] },
    { label: 'sequences', parts: [sequences] },
  ];
}
