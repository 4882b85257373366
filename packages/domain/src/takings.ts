/**
 * Revenue, written once (docs/decisions/revenue.md): the tax invoices of the days less the credit notes of the days,
 * by where the money went. The cash-up (document by document), the Reports page and the dashboard's takings (from
 * the per-day totals of migration 0051) all turn their sums into figures here.
 */
import { fils, subFils, sumFils, toAed, type Fils } from './money';

/**
 * The kinds of document the per-day totals keep (migration 0051): invoices by payment method, credit notes by where
 * the refund went.
 */
export const TAKINGS_KINDS = ['online', 'in-store', 'free', 'card-note', 'counter-note'] as const;
export type TakingsKind = (typeof TAKINGS_KINDS)[number];

/** How many documents and their amount in integer fils. */
export interface Counted {
  count: number;
  fils: Fils;
}

/** Documents of one kind: how many, their amount, and how much of it is pickup and delivery fee lines. */
export interface CountedDocuments extends Counted {
  feeFils: Fils;
}

/**
 * The documents of a period summed by kind: invoices by payment method, credit notes by where the refund went
 * (back to the card, or handed over at the counter).
 */
export interface DocumentSums {
  online: CountedDocuments;
  inStore: CountedDocuments;
  /** Invoices of free checkouts (0 AED). */
  free: CountedDocuments;
  cardNotes: CountedDocuments;
  counterNotes: CountedDocuments;
}

const both = (a: Counted, b: Counted): Counted => ({ count: a.count + b.count, fils: sumFils([a.fils, b.fils]) });

/** The takings: payments, refunds, and what is left of them by method (what the card statement and the till show). */
export function takingsOf(sums: DocumentSums) {
  const payments = both(both(sums.online, sums.inStore), sums.free);
  const refunds = both(sums.cardNotes, sums.counterNotes);
  return {
    payments,
    refunds,
    netFils: subFils(payments.fils, refunds.fils),
    netCardFils: subFils(sums.online.fils, sums.cardNotes.fils),
    netInStoreFils: subFils(sums.inStore.fils, sums.counterNotes.fils),
  };
}

const withoutFees = (c: CountedDocuments) => subFils(c.fils, c.feeFils);

/**
 * The Reports page's revenue (AED): the net takings by method with the pickup and delivery fees apart. Online and
 * in store are the net by method less their fee lines; fees are the fee lines of the invoices less those of the
 * credit notes. online + in store + fees = the net takings, the cash-up's figure, to the fils.
 */
export function revenueOf(sums: DocumentSums) {
  const takings = takingsOf(sums);
  const fees = subFils(
    sumFils([sums.online.feeFils, sums.inStore.feeFils, sums.free.feeFils]),
    sumFils([sums.cardNotes.feeFils, sums.counterNotes.feeFils]),
  );
  return {
    online: toAed(subFils(withoutFees(sums.online), withoutFees(sums.cardNotes))),
    in_store: toAed(subFils(withoutFees(sums.inStore), withoutFees(sums.counterNotes))),
    fees: toAed(fees),
    total: toAed(takings.netFils),
    online_payments: sums.online.count,
    in_store_payments: sums.inStore.count,
  };
}

/** The sums from the totals' rows (kind as in migration 0051's report_takings; amounts as numbers or text). */
export function documentSumsOf(
  rows: { kind: TakingsKind | string; documents: number | string; fils: number | string; fee_fils: number | string }[],
): DocumentSums {
  const counted = (kind: TakingsKind): CountedDocuments => {
    const row = rows.filter((r) => r.kind === kind);
    return {
      count: row.reduce((n, r) => n + Number(r.documents), 0),
      fils: sumFils(row.map((r) => fils(Number(r.fils)))),
      feeFils: sumFils(row.map((r) => fils(Number(r.fee_fils)))),
    };
  };
  return {
    online: counted('online'),
    inStore: counted('in-store'),
    free: counted('free'),
    cardNotes: counted('card-note'),
    counterNotes: counted('counter-note'),
  };
}
