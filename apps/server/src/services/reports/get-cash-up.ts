import type { CashUp, CashUpCounted, CashUpQuery } from '@shop/domain/contracts/cash-up';
import { fils, sumFils, toAed } from '@shop/domain/money';
import { takingsOf, type Counted } from '@shop/domain/takings';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { reportPeriod } from './period';
import { creditNotesOf, documentSumsOfLists, invoicesOf, jobCountsOf, voidsOf } from './takings';

const inAed = (c: Counted): CashUpCounted => ({ count: c.count, amount: toAed(c.fils) });

/** GET /api/reports/cash-up: one Dubai day's takings, refunds, voids, free services and jobs, one store or all. */
export async function getCashUp(db: DbOrTx, query: CashUpQuery): Promise<CashUp> {
  const period = reportPeriod({ from: query.date, to: query.date, store: query.store });
  const [invoices, notes, voids, jobs] = await Promise.all([
    invoicesOf(db, period),
    creditNotesOf(db, period),
    voidsOf(db, period),
    jobCountsOf(db, period),
  ]);
  const sums = documentSumsOfLists(invoices, notes);
  const figures = takingsOf(sums);
  const freeServices = {
    count: invoices.reduce((n, i) => n + i.freeServices, 0),
    fils: sumFils(invoices.map((i) => fils(i.freeFils))),
  };
  return {
    date: query.date,
    store: period.store,
    time_zone: SHOP_TIME_ZONE,
    payments: {
      online: inAed(sums.online),
      in_store: inAed(sums.inStore),
      free: inAed(sums.free),
      total: inAed(figures.payments),
    },
    refunds: {
      card: inAed(sums.cardNotes),
      in_store: inAed(sums.counterNotes),
      total: inAed(figures.refunds),
    },
    voids: inAed({ count: voids.count, fils: fils(voids.fils) }),
    free_services: inAed(freeServices),
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
