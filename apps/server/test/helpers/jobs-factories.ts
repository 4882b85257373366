import { sql } from 'drizzle-orm';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import type { JobIntakeInput } from '@shop/domain/contracts/jobs';
import { NO_INTAKE_FINDINGS } from '@shop/domain/stringing/intake';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from './app';
import { checkoutThroughSandbox, stringLine } from './bookings-factories';
import { bookingIdsOf, payInStore } from './cancellation-factories';
import { hybridSpecLb } from './rackets-factories';

type Headers = Record<string, string>;

/** A hybrid spec: a catalogue string in the mains at 23.5 kg, the customer's own in the crosses at 52 lb. */
export const HYBRID_SPEC = hybridSpecLb({
  mains: { string_id: 2, tension: 23.5, unit: 'kg' },
  crosses: { own_string: 'Customer’s Luxilon ALU Power 1.25', tension: 52, unit: 'lb' },
  knots: 4,
  notes: 'Tie off at 8 and 9 mains.',
});

export const NO_DAMAGE: JobIntakeInput = NO_INTAKE_FINDINGS;

/** A stringing booking to pay in store (pending, pay-in-store): answers its job id. */
export async function payInStoreJob(
  t: Pick<TestApp, 'app'>,
  headers: Headers,
  customerId: number,
  overrides: Partial<BookingSubmissionItem> = {},
): Promise<number> {
  const [id] = await payInStore(t, headers, [stringLine(customerId, overrides)]);
  return id!;
}

/** A stringing booking paid online on the sandbox page: answers its job id. */
export async function paidOnlineJob(
  t: Pick<TestApp, 'app' | 'ctx'>,
  headers: { authorization: string },
  customerId: number,
  overrides: Partial<BookingSubmissionItem> = {},
  options: { pay?: 'pay' | false } = {},
): Promise<number> {
  const { cart } = await checkoutThroughSandbox(t, headers, [stringLine(customerId, overrides)], options);
  const [id] = await bookingIdsOf(t, cart);
  return id!;
}

export const getJob = (t: Pick<TestApp, 'app'>, id: number | string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers });

export const putSpec = (t: Pick<TestApp, 'app'>, id: number | string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/jobs/${id}/spec`, headers, payload: payload as object });

export const putIntake = (t: Pick<TestApp, 'app'>, id: number | string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/jobs/${id}/intake`, headers, payload: payload as object });

export const moveJob = (t: Pick<TestApp, 'app'>, id: number | string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${id}/stage`, headers, payload: payload as object });

/** Everything a job call may write, for one job: a refused call leaves it unchanged. */
export async function jobFootprint(t: Pick<TestApp, 'ctx'>, id: number): Promise<Record<string, unknown>> {
  const [row] = rowsOf<Record<string, unknown>>(
    await t.ctx.db.execute(sql`
      SELECT to_jsonb(j) AS job, b.status, b.racket_name,
             (SELECT count(*)::int FROM job_events e WHERE e.booking_id = j.booking_id) AS events,
             (SELECT count(*)::int FROM email_outbox o WHERE o.kind = 'job-ready') AS ready_emails
      FROM jobs j JOIN bookings b ON b.id = j.booking_id WHERE j.booking_id = ${id}`),
  );
  return row!;
}

/** The ready emails queued to `to`. */
export async function readyEmailsTo(t: Pick<TestApp, 'ctx'>, to: string) {
  return rowsOf<{ subject: string; text_body: string }>(
    await t.ctx.db.execute(
      sql`SELECT subject, text_body FROM email_outbox WHERE kind = 'job-ready' AND to_address = ${to} ORDER BY id`,
    ),
  );
}

type Count = { stage: string; store: string; n: number };

/** The jobs per stage and store, counted from the jobs, and as the counter (migration 0054) says. */
export async function countsBothWays(db: TestApp['ctx']['db']): Promise<{ counted: Count[]; kept: Count[] }> {
  const counted = rowsOf<Count>(
    await db.execute(sql`SELECT stage, store, count(*)::int AS n FROM jobs GROUP BY 1, 2 ORDER BY 1, 2`),
  );
  const kept = rowsOf<Count>(
    await db.execute(
      sql`SELECT stage, store, sum(n)::int AS n FROM job_counts GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`,
    ),
  );
  return { counted, kept };
}
