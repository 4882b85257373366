/**
 * BigCommerce's order statuses (`status_id` on a v2 order), the same in every store; the names can
 * be renamed by a store, the ids cannot. Our local store uses the same names.
 */
export const ORDER_STATUSES: Record<number, string> = {
  0: 'Incomplete',
  1: 'Pending',
  2: 'Shipped',
  3: 'Partially Shipped',
  4: 'Refunded',
  5: 'Cancelled',
  6: 'Declined',
  7: 'Awaiting Payment',
  8: 'Awaiting Pickup',
  9: 'Awaiting Shipment',
  10: 'Completed',
  11: 'Awaiting Fulfillment',
  12: 'Manual Verification Required',
  13: 'Disputed',
  14: 'Partially Refunded',
};

/**
 * The statuses of a real sale, which get a tax invoice: paid and then shipped, awaiting pickup,
 * shipment or fulfillment, completed, or partly refunded (the sale stands for what was kept).
 * Pending (checkout not finished), Awaiting Payment, Manual Verification Required, Disputed,
 * Incomplete, Cancelled, Declined and Refunded get none.
 */
export const PAID_STATUS_IDS: ReadonlySet<number> = new Set([2, 3, 8, 9, 10, 11, 14]);

/** The status id of a status name (as the local store keeps it), or null for a name BigCommerce does not have. */
export function statusIdOf(name: string): number | null {
  const wanted = name.trim().toLowerCase();
  const found = Object.entries(ORDER_STATUSES).find(([, label]) => label.toLowerCase() === wanted);
  return found ? Number(found[0]) : null;
}
