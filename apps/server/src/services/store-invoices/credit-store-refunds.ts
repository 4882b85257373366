import { eq, sql } from 'drizzle-orm';
import { fils, subFils, type Fils } from '@shop/domain/money';
import { netFromInclusive, splitStoreAmount, type StoreLineTotals } from '@shop/domain/store-invoice-totals';
import type { AppContext } from '../../context';
import type { StoreOrder, StoreRefund } from '../../adapters/store/types';
import { storeCreditNotes, storeInvoices } from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import { REFUNDED_STATUS_ID } from './order-lines';

/** One credit note to make: which refund it stands for, the store's amount, and its figures. */
interface PlannedNote {
  refundKey: string;
  reason: string;
  storeAmountFils: Fils;
  totals: StoreLineTotals;
  createdAt: Date;
}

/** What is already credited on an invoice, and the invoice's own total (VAT included). */
interface Credited {
  keys: Set<string>;
  storeFils: number;
  totalFils: number;
  invoiceTotalFils: number;
}

/**
 * The credit notes an order's refunds still need, in order: each BigCommerce refund not yet
 * credited; then whatever the order's refunded_amount says beyond all refunds credited; then, for a
 * fully Refunded order, the rest of the invoice. Never more than the invoice total in all.
 */
export function planCreditNotes(
  order: StoreOrder,
  refunds: StoreRefund[],
  credited: Credited,
  pricesIncludeVat: boolean,
): PlannedNote[] {
  const plan: PlannedNote[] = [];
  let storeFils = credited.storeFils;
  let totalFils = credited.totalFils;
  const add = (note: Omit<PlannedNote, 'totals'>, totals: StoreLineTotals) => {
    const room = credited.invoiceTotalFils - totalFils;
    if (room <= 0 || note.storeAmountFils <= 0) return;
    // A refund larger than what is left of the invoice credits only what is left.
    const capped = totals.totalFils > room ? grossSplit(fils(room)) : totals;
    if (capped.netFils <= 0) return;
    plan.push({ ...note, totals: capped });
    storeFils += note.storeAmountFils;
    totalFils += capped.totalFils;
  };
  for (const refund of refunds) {
    const refundKey = `refund:${refund.id}`;
    if (credited.keys.has(refundKey)) continue;
    const reason = refund.reason || 'Refund on the online store';
    add(
      { refundKey, reason, storeAmountFils: refund.totalFils, createdAt: refund.createdAt },
      splitStoreAmount(refund.totalFils, pricesIncludeVat),
    );
  }
  const beyond = fils(order.refundedFils - storeFils);
  if (beyond > 0)
    add(
      {
        refundKey: `refunded:${order.refundedFils}`,
        reason: 'Refund on the online store',
        storeAmountFils: beyond,
        createdAt: order.modifiedAt,
      },
      splitStoreAmount(beyond, pricesIncludeVat),
    );
  const rest = fils(credited.invoiceTotalFils - totalFils);
  if (order.statusId === REFUNDED_STATUS_ID && rest > 0 && !credited.keys.has('refunded-in-full')) {
    const totals = grossSplit(rest);
    add(
      {
        refundKey: 'refunded-in-full',
        reason: 'Order refunded in full on the online store',
        storeAmountFils: pricesIncludeVat ? totals.totalFils : totals.netFils,
        createdAt: order.modifiedAt,
      },
      totals,
    );
  }
  return plan;
}

/** An amount including VAT as net + VAT. */
function grossSplit(totalFils: Fils): StoreLineTotals {
  const netFils = netFromInclusive(totalFils);
  return { netFils, vatFils: subFils(totalFils, netFils), totalFils };
}

/**
 * Makes the credit notes an invoiced order's refunds need, on its current invoice (the last
 * replacement after an edit), exactly once: the invoice row is locked
 * while what is credited is read and the notes are written, and (invoice, refund key) is unique, so
 * two syncs or a re-import add nothing twice. Returns how many notes were made.
 */
export async function creditStoreRefunds(
  ctx: AppContext,
  options: { invoiceId: number; order: StoreOrder; pricesIncludeVat: boolean },
): Promise<number> {
  const refunds = await ctx.store.getOrderRefunds(options.order.id);
  return ctx.db.transaction(async (tx) => {
    // The order's current invoice: an edit may have replaced the one asked about (locked on the way).
    let invoice: typeof storeInvoices.$inferSelect | undefined;
    for (let id: number | null = options.invoiceId; id !== null; id = invoice?.replacedById ?? null)
      [invoice] = await tx.select().from(storeInvoices).where(eq(storeInvoices.id, id)).for('update');
    if (!invoice) return 0;
    // What is credited counts across the order's invoices: a refund credited before an edit stays credited.
    const existing = await tx
      .select({
        key: storeCreditNotes.refundKey,
        store: storeCreditNotes.storeAmountFils,
        total: storeCreditNotes.totalFils,
      })
      .from(storeCreditNotes)
      .where(eq(storeCreditNotes.orderId, invoice.orderId));
    const [sum] = rowsOf<{ total: number | string }>(
      await tx.execute(
        sql`SELECT COALESCE(sum(total_fils), 0) AS total FROM store_invoice_items WHERE store_invoice_id = ${invoice.id}`,
      ),
    );
    const plan = planCreditNotes(
      options.order,
      refunds,
      {
        keys: new Set(existing.map((e) => e.key)),
        storeFils: existing.reduce((s, e) => s + e.store, 0),
        totalFils: existing.reduce((s, e) => s + e.total, 0),
        invoiceTotalFils: Number(sum?.total ?? 0),
      },
      options.pricesIncludeVat,
    );
    let made = 0;
    for (const note of plan) {
      const inserted = await tx
        .insert(storeCreditNotes)
        .values({
          storeInvoiceId: invoice.id,
          orderId: invoice.orderId,
          creditNoteNumber: sql`'SCN-' || nextval('store_credit_note_number_seq')`,
          invoiceNumber: invoice.invoiceNumber,
          customerName: invoice.customerName,
          customerEmail: invoice.customerEmail,
          refundKey: note.refundKey,
          reason: note.reason,
          storeAmountFils: note.storeAmountFils,
          netFils: note.totals.netFils,
          vatFils: note.totals.vatFils,
          totalFils: note.totals.totalFils,
          createdAt: note.createdAt,
        })
        .onConflictDoNothing({ target: [storeCreditNotes.storeInvoiceId, storeCreditNotes.refundKey] })
        .returning({ id: storeCreditNotes.id });
      made += inserted.length;
    }
    return made;
  });
}
