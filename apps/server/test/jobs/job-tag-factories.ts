import { eq } from 'drizzle-orm';
import { jobSpecInputSchema, type JobSpecInput } from '@shop/domain/contracts/jobs';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { NO_INTAKE_FINDINGS } from '@shop/domain/stringing/intake';
import { jobs, type StoredIntake } from '../../src/db/schema';
import { toSpecColumns } from '../../src/services/jobs/spec-columns';
import type { TestApp } from '../helpers/app';
import { checkoutThroughSandbox } from '../helpers/bookings-factories';
import { bookingIdsOf } from '../helpers/cancellation-factories';

/** Books one line through the API (paid on the sandbox page) and answers its job's id (= the booking's id). */
export async function bookJob(
  t: TestApp,
  headers: { authorization: string },
  line: BookingSubmissionItem,
): Promise<number> {
  const { cart } = await checkoutThroughSandbox(t, headers, [line]);
  const [id] = await bookingIdsOf(t, cart);
  return id!;
}

/** Stores a spec on the job as the spec call would: parsed by the contract, tension kept in tenths. */
export async function setJobSpec(t: TestApp, jobId: number, spec: JobSpecInput): Promise<void> {
  await t.ctx.db
    .update(jobs)
    .set({ ...toSpecColumns(jobSpecInputSchema.parse(spec)), specUpdatedAt: new Date() })
    .where(eq(jobs.bookingId, jobId));
}

/** Records the drop-off check on the job (and, with `accepted`, that the customer accepts a crack's risk). */
export async function setJobIntake(
  t: TestApp,
  jobId: number,
  findings: Partial<StoredIntake>,
  options: { byId: number; accepted?: boolean },
): Promise<void> {
  const now = new Date();
  await t.ctx.db
    .update(jobs)
    .set({
      intake: { ...NO_INTAKE_FINDINGS, ...findings },
      intakeBy: options.byId,
      intakeAt: now,
      ...(options.accepted ? { crackRiskAcceptedBy: options.byId, crackRiskAcceptedAt: now } : {}),
    })
    .where(eq(jobs.bookingId, jobId));
}

/** The job's due time as stored. */
export async function jobDueAt(t: TestApp, jobId: number): Promise<Date> {
  const [row] = await t.ctx.db.select({ dueAt: jobs.dueAt }).from(jobs).where(eq(jobs.bookingId, jobId));
  return row!.dueAt;
}
