/**
 * How many rows the benchmark builds. `FULL` is the chain-scale set of issue 9 (PostgreSQL);
 * `COMPARISON` is the 100,000-customer, 100,000-booking set built on PGlite and on PostgreSQL to
 * compare the two engines. A scale factor multiplies every figure (development, the quick test).
 */
export interface Volumes {
  customers: number;
  purchases: number;
  bookings: number;
  invoices: number;
  tickets: number;
}

export const FULL: Volumes = {
  customers: 100_000,
  purchases: 200_000,
  bookings: 1_000_000,
  invoices: 506_000,
  tickets: 50_000,
};
export const COMPARISON: Volumes = {
  customers: 100_000,
  purchases: 20_000,
  bookings: 100_000,
  invoices: 50_600,
  tickets: 5_000,
};

/** Every figure times `scale`, at least 20 rows each, bookings even (two per checkout). */
export function scaled(volumes: Volumes, scale: number): Volumes {
  const n = (value: number) => Math.max(20, Math.round(value * scale));
  const bookings = n(volumes.bookings);
  return {
    customers: n(volumes.customers),
    purchases: n(volumes.purchases),
    bookings: bookings + (bookings % 2),
    invoices: n(volumes.invoices),
    tickets: n(volumes.tickets),
  };
}

/** Rows derived from the volumes (the write benchmarks' own free stringing rackets among the purchases). */
export function derived(v: Volumes) {
  return {
    checkouts: v.bookings / 2,
    notifications: Math.max(10, Math.round(v.bookings / 100)),
    storeInvoices: Math.max(10, Math.round(v.customers / 5)),
    /**
     * Rackets bought a week ago (on top of the purchases) whose free stringings the free checkout
     * benchmarks claim, 10 each: the first half for the HTTP load, the second for pgbench. The j-th
     * (from 0) belongs to customer 1 + j mod customers.
     */
    freePool: 10_000,
  };
}

export function describe(v: Volumes): string {
  const f = (x: number) => x.toLocaleString('en-US');
  return `${f(v.customers)} customers, ${f(v.purchases)} purchases, ${f(v.bookings)} bookings, ~${f(v.invoices)} invoices, ${f(v.tickets)} tickets`;
}
