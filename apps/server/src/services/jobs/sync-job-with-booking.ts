import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { useStringForJob } from '../stock/job-usage';
import { notifyJobReady } from './notify-job-ready';
import { setJobStage } from './set-job-stage';

/**
 * Mark as Complete (status call or in-store payment) moves the booking's job to ready for pickup when
 * it is received or in progress, and queues the ready message once. Call it in the completion's
 * transaction; answers whether an email was queued (kick the outbox after the commit).
 */
export async function jobReadyOnCompletion(
  tx: Tx,
  config: Config,
  input: { bookingId: number; actorId: number | null },
): Promise<boolean> {
  const from = await setJobStage(tx, {
    bookingId: input.bookingId,
    from: ['received', 'in_progress'],
    to: 'ready',
    actorId: input.actorId,
    what: 'Ready for pickup (booking completed)',
  });
  // A job completed straight from received was strung all the same: it draws its string now.
  const lowEmailed = from === 'received' ? await useStringForJob(tx, config, input) : false;
  return (await notifyJobReady(tx, config, input)) || lowEmailed;
}

/**
 * An admin's undo of a completion puts the job back in progress (from ready or collected); the
 * ready message already sent is not sent again (docs/decisions/stringing-jobs.md).
 */
export async function jobBackOnUndoComplete(
  tx: Tx,
  input: { bookingId: number; actorId: number | null },
): Promise<void> {
  await setJobStage(tx, {
    bookingId: input.bookingId,
    from: ['ready', 'collected'],
    to: 'in_progress',
    actorId: input.actorId,
    back: true,
    what: 'Back in progress (completion undone)',
  });
}
