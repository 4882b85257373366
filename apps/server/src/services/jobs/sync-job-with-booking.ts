import type { Tx } from '../../db/client';
import { setJobStage } from './set-job-stage';

/**
 * An admin's undo of a completion (docs/decisions/undo-complete.md): completing no longer moves the job, so the
 * undo moves it only when the completion was the handover (Collect): a collected job goes back to ready for pickup.
 * A job anywhere else stays where it is; the ready message already sent is not sent again.
 */
export async function jobBackOnUndoComplete(
  tx: Tx,
  input: { bookingId: number; actorId: number | null },
): Promise<void> {
  await setJobStage(tx, {
    bookingId: input.bookingId,
    from: ['collected'],
    to: 'ready',
    actorId: input.actorId,
    back: true,
    what: 'Back to ready for pickup (completion undone)',
  });
}
