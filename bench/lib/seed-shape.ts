/**
 * The data's shape (issue 34: "make the benchmark's data less friendly, so it stops flattering the SQL"). A
 * 'friendly' set is written as generate_series makes it: every table in id order (and so in time order), short
 * texts, no dead tuples after its VACUUM. An 'unfriendly' set is what a shop's database looks like after years:
 * - rows in mixed order: each table's rows are written in a scrambled order of their ids, so a walk of an index in
 *   date or id order reads a different heap page for nearly every row (a shop's rows drift apart as they are
 *   updated, and a restore or a sync writes them in other orders);
 * - realistic text widths: tickets' descriptions of 200–900 characters, emails with their HTML body (about 2 kB),
 *   full delivery and customer addresses, invoice descriptions naming the rackets and strings;
 * - dead tuples: after the VACUUM, one row in eight of bookings, jobs, checkouts, invoices, customers, tickets and
 *   store invoices is updated once (a column set to itself: no trigger or total changes), so the tables carry the
 *   old versions and their index entries as a live database does between vacuums, and the new versions land on
 *   other pages (below autovacuum's 20 %, so they stay for the run).
 */
export type DataShape = 'friendly' | 'unfriendly';

export const DATA_SHAPES: readonly DataShape[] = ['friendly', 'unfriendly'];

/** SQL fragments of the seed that depend on the shape. */
export interface ShapeSql {
  /** An ORDER BY for an INSERT ... SELECT over `key` (an integer expression): '' when friendly. */
  order(key: string): string;
  /** A ticket's description for ticket number `t`. */
  ticketDescription(t: string): string;
  /** An email's HTML body (NULL when friendly), from its subject. */
  htmlBody(subject: string): string;
  /** A customer's address line for customer `i`. */
  addressLine(i: string): string;
  /** An invoice's description from a booking's racket and service name. */
  invoiceDescription(service: string, racket: string): string;
}

const COMPLAINT =
  'I dropped my racket off on Saturday morning and was told it would be ready by Monday evening, but when I came ' +
  'to collect it the strings were already loose and one of the crosses had moved. I play four times a week at the ' +
  'club and need it back before the league match on Thursday. Could you please check the tension again, and let ' +
  'me know whether I should bring the second racket as well? My phone is on the booking; WhatsApp is best. ';

const EMAIL_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Arial,sans-serif;color:#222}' +
  '.box{border:1px solid #ddd;border-radius:8px;padding:16px;margin:16px 0}.muted{color:#777;font-size:12px}</style>' +
  '</head><body><div class="box"><p>Dear customer,</p><p>Thank you for writing to us. Our stringer has looked at ' +
  'your racket and we have fixed it. You can collect it from the store at any time during opening hours ' +
  '(Saturday to Thursday, 9:00 to 21:00). Please bring your booking number.</p></div>';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function shapeSql(shape: DataShape): ShapeSql {
  if (shape === 'friendly')
    return {
      order: () => '',
      ticketDescription: (t) => `'Ticket ' || ${t} || ': please call me back about my racket.'`,
      htmlBody: () => 'NULL',
      addressLine: (i) => `'Villa ' || (${i} % 90 + 1) || ', Street ' || (${i} % 40 + 1)`,
      invoiceDescription: (service, racket) => `${service} || ' (' || ${racket} || ')'`,
    };
  return {
    // A multiplicative hash of the id: a fixed, scrambled order (the same on every run).
    order: (key) => `ORDER BY ((${key})::bigint * 2654435761) % 4294967291`,
    ticketDescription: (t) =>
      `'Ticket ' || ${t} || ': ' || substr(repeat(${quote(COMPLAINT)}, 3), 1 + (${t} * 7) % 120, 200 + (${t} * 37) % 700)`,
    htmlBody: (subject) =>
      `${quote(EMAIL_HTML)} || '<h2>' || ${subject} || '</h2>' || repeat('<p class="muted">You receive this email because you wrote to our support. Racket Lab, Dubai, United Arab Emirates.</p>', 12) || '</body></html>'`,
    addressLine: (i) =>
      `'Villa ' || (${i} % 90 + 1) || ', Street ' || (${i} % 40 + 1) || ', behind the community park, gate code on request, near the mosque roundabout'`,
    invoiceDescription: (service, racket) =>
      `${service} || ' (' || ${racket} || '), strung at the counter, tension as last time, stencil and overgrip included'`,
  };
}

/** The updates that leave dead tuples (unfriendly only), one statement a table, each safe to run at once. */
export function deadTupleUpdates(shape: DataShape): { table: string; sql: string }[] {
  if (shape === 'friendly') return [];
  const every = (table: string, column: string, key = 'id') => ({
    table,
    sql: `UPDATE ${table} SET ${column} = ${column} WHERE ${key} % 8 = 0`,
  });
  return [
    every('bookings', 'customer_phone'),
    every('jobs', 'canceled_at', 'booking_id'),
    every('checkouts', 'settled_at'),
    every('invoices', 'customer_email'),
    every('customers', 'phone'),
    every('tickets', 'updated_at'),
    every('store_invoices', 'updated_at'),
  ];
}
