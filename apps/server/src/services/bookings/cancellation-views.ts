import { eq, inArray, sql } from 'drizzle-orm';
import type { CancellationView, CreditNoteSummary, RefundStatus } from '@shop/domain/contracts/cancellations';
import { fils, toAed, type Fils } from '@shop/domain/money';
import type { DbOrTx } from '../../db/client';
import { bookingCancellations, bookingRefunds, creditNotes, invoices, staffUsers } from '../../db/schema';
import { REFUND_STALE_AFTER } from './send-refund';

/** Shown for a refund call that never answered (a stopped server): it may be retried. */
export const REFUND_INTERRUPTED = 'The refund call was interrupted before the payment provider answered.';

/** The cancellations of these bookings as the screens show them, by booking id. */
/** A credit note as the API shows it beside its invoice, or null when there is none. */
export function creditNoteSummary(
  note: { id: number; creditNoteNumber: string; amountFils: Fils } | null | undefined,
  invoiceNumber: string | null | undefined,
): CreditNoteSummary | null {
  return note && invoiceNumber
    ? {
        id: note.id,
        credit_note_number: note.creditNoteNumber,
        invoice_number: invoiceNumber,
        amount: toAed(note.amountFils),
      }
    : null;
}

export async function cancellationViews(db: DbOrTx, bookingIds: number[]): Promise<Map<number, CancellationView>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      cancellation: bookingCancellations,
      actor: sql<string | null>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
      refund: bookingRefunds,
      stale: sql<boolean>`coalesce(${bookingRefunds.attemptStartedAt}, ${bookingRefunds.createdAt}) < now() - ${REFUND_STALE_AFTER}`,
      note: creditNotes,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(bookingCancellations)
    .leftJoin(staffUsers, eq(staffUsers.id, bookingCancellations.canceledBy))
    .leftJoin(bookingRefunds, eq(bookingRefunds.id, bookingCancellations.refundId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, bookingCancellations.refundId))
    .leftJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(bookingCancellations.bookingId, bookingIds));
  const views = new Map<number, CancellationView>();
  for (const { cancellation: c, actor, refund, stale, note, invoiceNumber } of rows) {
    let status: RefundStatus = c.paymentVoided ? 'voided' : 'none';
    let failure: string | null = null;
    if (refund) {
      status = refund.status;
      failure = refund.failure;
      if (refund.status === 'pending' && stale) {
        // Interrupted: it may have reached the provider, which is asked before anything else is done.
        status = refund.attemptStartedAt ? 'unknown' : 'failed';
        failure = REFUND_INTERRUPTED;
      }
    }
    views.set(c.bookingId, {
      reason: c.reason,
      canceled_at: c.createdAt.toISOString(),
      canceled_by: actor,
      free_stringing_returned: c.claimReleased,
      refund_status: status,
      refund_amount: toAed(refund?.amountFils ?? fils(0)),
      refund_reference: refund?.providerReference ?? null,
      refund_failure: failure,
      credit_note: creditNoteSummary(note, invoiceNumber),
    });
  }
  return views;
}
