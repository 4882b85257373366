import type { CashUp, CashUpCounted, CashUpQuery } from '@shop/domain/contracts/cash-up';
import { fils, subFils, sumFils, toAed, type Fils } from '@shop/domain/money';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { reportPeriod } from './period';
import {
  creditNotesOf,
  invoicesOf,
  jobCountsOf,
  voidsOf,
  type TakingsCreditNote,
  type TakingsInvoice,
} from './takings';

/** Documents counted and their amounts summed in integer fils. */
function counted<T>(documents: T[], amount: (d: T) => number): { count: number; fils: Fils } {
  return { count: documents.length, fils: sumFils(documents.map((d) => fils(amount(d)))) };
}

const inAed = (c: { count: number; fils: Fils }): CashUpCounted => ({ count: c.count, amount: toAed(c.fils) });

/** The cash-up's money figures in fils, each a sum of the day's documents (docs/decisions/revenue.md). */
export function takingsFigures(invoices: TakingsInvoice[], notes: TakingsCreditNote[]) {
  const byPayment = (method: TakingsInvoice['paymentMethod']) =>
    counted(
      invoices.filter((i) => i.paymentMethod === method),
      (i) => i.amountFils,
    );
  const byRefund = (method: TakingsCreditNote['refundMethod']) =>
    counted(
      notes.filter((n) => n.refundMethod === method),
      (n) => n.amountFils,
    );
  const payments = {
    online: byPayment('online'),
    inStore: byPayment('in-store'),
    free: byPayment('free'),
    total: counted(invoices, (i) => i.amountFils),
  };
  const refunds = { card: byRefund('card'), inStore: byRefund('in-store'), total: counted(notes, (n) => n.amountFils) };
  const freeServices = {
    count: invoices.reduce((n, i) => n + i.freeServices, 0),
    fils: sumFils(invoices.map((i) => fils(i.freeFils))),
  };
  return {
    payments,
    refunds,
    freeServices,
    netFils: subFils(payments.total.fils, refunds.total.fils),
    netCardFils: subFils(payments.online.fils, refunds.card.fils),
    netInStoreFils: subFils(payments.inStore.fils, refunds.inStore.fils),
  };
}

/** GET /api/reports/cash-up: one Dubai day's takings, refunds, voids, free services and jobs, one store or all. */
export async function getCashUp(db: DbOrTx, query: CashUpQuery): Promise<CashUp> {
  const period = reportPeriod({ from: query.date, to: query.date, store: query.store });
  const [invoices, notes, voids, jobs] = await Promise.all([
    invoicesOf(db, period),
    creditNotesOf(db, period),
    voidsOf(db, period),
    jobCountsOf(db, period),
  ]);
  const figures = takingsFigures(invoices, notes);
  return {
    date: query.date,
    store: period.store,
    time_zone: SHOP_TIME_ZONE,
    payments: {
      online: inAed(figures.payments.online),
      in_store: inAed(figures.payments.inStore),
      free: inAed(figures.payments.free),
      total: inAed(figures.payments.total),
    },
    refunds: {
      card: inAed(figures.refunds.card),
      in_store: inAed(figures.refunds.inStore),
      total: inAed(figures.refunds.total),
    },
    voids: inAed({ count: voids.count, fils: fils(voids.fils) }),
    free_services: inAed(figures.freeServices),
    net_takings: toAed(figures.netFils),
    net_by_method: { card: toAed(figures.netCardFils), in_store: toAed(figures.netInStoreFils) },
    jobs,
    invoices: invoices.map((i) => ({
      invoice_number: i.invoiceNumber,
      at: i.at.toISOString(),
      customer_name: i.customerName,
      payment_method: i.paymentMethod,
      transaction_id: i.transactionId,
      store: i.store,
      amount: toAed(fils(i.amountFils)),
      free_services: i.freeServices,
    })),
    credit_notes: notes.map((n) => ({
      credit_note_number: n.creditNoteNumber,
      invoice_number: n.invoiceNumber,
      at: n.at.toISOString(),
      customer_name: n.customerName,
      refund_method: n.refundMethod,
      refund_status: n.refundStatus,
      store: n.store,
      amount: toAed(fils(n.amountFils)),
    })),
  };
}
