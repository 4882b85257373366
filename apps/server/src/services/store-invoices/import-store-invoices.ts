import { and, inArray, isNull } from 'drizzle-orm';
import { STORE_INVOICE_MESSAGES } from '@shop/domain/contracts/store-invoices';
import type { AppContext } from '../../context';
import type { StoreOrder } from '../../adapters/store/types';
import { storeInvoices } from '../../db/schema';
import { audit } from '../../lib/audit';
import { pricesIncludeVat } from '../settings/store-settings';
import { creditStoreRefunds } from './credit-store-refunds';
import { makeStoreInvoice } from './make-store-invoice';
import { isInvoiceableOrder, mayHaveRefund } from './order-lines';
import { claimSyncLease, readFrom, releaseSyncLease, renewSyncLease } from './sync-lease';

export interface StoreSyncResult {
  /** Invoices made by this sync. */
  imported: number;
  /** Credit notes made by this sync. */
  creditNotes: number;
  /** True when another instance was syncing: this call did nothing. */
  busy: boolean;
}

/**
 * Reads the store's orders changed since the stored watermark (all of them the first time), every
 * page, and makes a store invoice for each sale that has none and a credit note for each refund not
 * yet credited. One sync at a time across instances (a lease row); each order's invoice and each
 * refund's credit note exist once (unique constraints), so reading an order again changes nothing.
 * The watermark moves on only after a complete sync: to the latest change seen, but never past the
 * sync's start, since an order changed while the pages were read may sit on a page already read.
 * Runs at demo seed and when a superadmin asks to refresh from the store.
 */
export async function importStoreInvoices(
  ctx: AppContext,
  options: { actorId?: number | null } = {},
): Promise<StoreSyncResult> {
  const lease = await claimSyncLease(ctx.db);
  if (!lease) return { imported: 0, creditNotes: 0, busy: true };
  const startedAt = new Date();
  const result: StoreSyncResult = { imported: 0, creditNotes: 0, busy: false };
  /** The latest change seen (date_modified), kept in an object since the page callback sets it. */
  const seen: { latest: Date | null } = { latest: null };
  let complete = false;
  try {
    const includeVat = await pricesIncludeVat(ctx);
    await ctx.store.forEachOrderPage({ minDateModified: readFrom(lease) }, async (orders) => {
      await renewSyncLease(ctx.db, lease.token);
      for (const order of orders) if (!seen.latest || order.modifiedAt > seen.latest) seen.latest = order.modifiedAt;
      const counts = await syncPage(ctx, orders, includeVat);
      result.imported += counts.imported;
      result.creditNotes += counts.creditNotes;
    });
    complete = true;
  } finally {
    const watermark = seen.latest ? new Date(Math.min(seen.latest.getTime(), startedAt.getTime())) : null;
    await releaseSyncLease(ctx.db, lease.token, complete ? watermark : undefined);
  }
  if (result.imported > 0 || result.creditNotes > 0)
    await audit(ctx.db, {
      actorId: options.actorId ?? null,
      action: 'storeInvoices:import',
      details: { imported: result.imported, creditNotes: result.creditNotes },
    });
  return result;
}

/** One page of orders: invoices for new sales (oldest first, so numbers follow order dates), then refunds. */
async function syncPage(ctx: AppContext, orders: StoreOrder[], includeVat: boolean) {
  const counts = { imported: 0, creditNotes: 0 };
  const invoiced = new Map<number, number>();
  if (orders.length > 0) {
    const rows = await ctx.db
      .select({ id: storeInvoices.id, orderId: storeInvoices.orderId })
      .from(storeInvoices)
      // An order's current invoice: the original, or the last replacement an edit issued.
      .where(
        and(
          inArray(
            storeInvoices.orderId,
            orders.map((o) => o.id),
          ),
          isNull(storeInvoices.replacedById),
        ),
      );
    for (const row of rows) invoiced.set(row.orderId, row.id);
  }
  const byDate = [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  for (const order of byDate) {
    if (isInvoiceableOrder(order) && !invoiced.has(order.id)) {
      const id = await makeStoreInvoice(ctx, { order, pricesIncludeVat: includeVat });
      if (id !== null) {
        invoiced.set(order.id, id);
        counts.imported += 1;
      }
    }
    const invoiceId = invoiced.get(order.id);
    if (invoiceId !== undefined && mayHaveRefund(order))
      counts.creditNotes += await creditStoreRefunds(ctx, { invoiceId, order, pricesIncludeVat: includeVat });
  }
  return counts;
}

/** What a refresh says: already running, up to date, or what it made. */
export function refreshMessage(result: StoreSyncResult): string {
  if (result.busy) return STORE_INVOICE_MESSAGES.refreshRunning;
  if (result.imported === 0 && result.creditNotes === 0) return STORE_INVOICE_MESSAGES.refreshed;
  const parts: string[] = [];
  if (result.imported > 0)
    parts.push(`${result.imported} new store invoice${result.imported === 1 ? '' : 's'} imported`);
  if (result.creditNotes > 0)
    parts.push(`${result.creditNotes} credit note${result.creditNotes === 1 ? '' : 's'} made for refunds`);
  return `${parts.join('; ')}.`;
}
