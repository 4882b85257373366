import { asc, eq, isNotNull } from 'drizzle-orm';
import { stringVariant } from '@shop/domain/catalogue';
import { jobSpecInputSchema, type JobIntakeInput, type JobSpecInput } from '@shop/domain/contracts/jobs';
import { NO_INTAKE_FINDINGS } from '@shop/domain/stringing/intake';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import type { AppContext } from '../context';
import { bookings, jobEvents, jobs } from '../db/schema';
import { shopDayBounds } from '@shop/domain/shop-days';
import { notifyJobReady } from '../services/jobs/notify-job-ready';
import { toSpecColumns } from '../services/jobs/spec-columns';

const HOUR = 3_600_000;
const RACKETS: Record<string, JobSpecInput['racket']> = {
  'Babolat Pure Aero 2023': { brand: 'Babolat', model: 'Pure Aero 2023', pattern: '16x19', head_size: 100 },
  'Yonex EZONE 98': { brand: 'Yonex', model: 'EZONE 98', pattern: '16x19', head_size: 98 },
  'Wilson Blade 98 v9': { brand: 'Wilson', model: 'Blade 98 v9', pattern: '18x20', head_size: 98 },
  'Head Speed Pro 2024': { brand: 'Head', model: 'Speed Pro 2024', pattern: '18x20', head_size: 100 },
  'Babolat Pure Drive 2025': { brand: 'Babolat', model: 'Pure Drive 2025', pattern: '16x19', head_size: 100 },
  'Tecnifibre TF40 305': { brand: 'Tecnifibre', model: 'TF40 305', pattern: '18x20', head_size: 98 },
  'Wilson Pro Staff 97 v14': { brand: 'Wilson', model: 'Pro Staff 97 v14', pattern: '16x19', head_size: 97 },
  'Head Gravity MP': { brand: 'Head', model: 'Gravity MP', pattern: '16x20', head_size: 100 },
};

/** How each demo job looks, in booking order: its stage, due time and spec's particulars. */
interface Look {
  stage: JobStage;
  /** Hours from now (negative: overdue), or 'today' (before today's closing). */
  due?: number | 'today';
  hybrid?: string;
  unit?: 'kg' | 'lb';
  intake?: Partial<JobIntakeInput>;
}
const LOOKS: Look[] = [
  { stage: 'collected' },
  { stage: 'collected', unit: 'lb' },
  { stage: 'collected' },
  { stage: 'in_progress', due: -3, hybrid: 'Luxilon ALU Power 1.25 (own)', intake: { grommets_worn: true } },
  { stage: 'ready' },
  { stage: 'received', due: 'today', unit: 'lb' },
  { stage: 'received', due: 'today', intake: { frame_crack: true, other_damage: 'Chip at 10 o’clock' } },
  { stage: 'in_progress', due: 5, hybrid: 'Solinco Hyper-G 1.25 (own)', unit: 'lb' },
  { stage: 'received' },
];

/**
 * A demo job's due time seen at `at`: hours from then, or for 'today' three hours before the shop day ends, at least an
 * hour ahead, and halfway to the day's end when less than an hour of it is left (so late in the evening the bench
 * still has jobs due today).
 */
export function dueAt(look: Pick<Look, 'due'>, at: Date): Date | undefined {
  const now = at.getTime();
  if (look.due === undefined) return undefined;
  if (look.due !== 'today') return new Date(now + look.due * HOUR);
  const end = shopDayBounds(at).end.getTime();
  const due = Math.max(end - 3 * HOUR, now + HOUR);
  return new Date(due < end ? due : now + (end - now) / 2);
}

function specFor(booking: typeof bookings.$inferSelect, look: Look) {
  const racket = RACKETS[booking.racketName] ?? { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' };
  if (booking.serviceKind === 'grip') return jobSpecInputSchema.parse({ racket, notes: 'Overgrip: white.' });
  const regular = booking.stringId ? (stringVariant(booking.stringId, 'Regular')?.string_id ?? null) : null;
  const unit = look.unit ?? 'kg';
  const [mains, crosses] = unit === 'lb' ? [55, 53] : [24, 23.5];
  return jobSpecInputSchema.parse({
    racket,
    mains: { string_id: regular, tension: mains, unit },
    crosses: look.hybrid
      ? { own_string: look.hybrid, tension: crosses, unit }
      : { string_id: regular, tension: crosses, unit },
    prestretch_percent: look.hybrid ? 10 : 0,
    knots: 4,
    stencil: racket.brand,
  });
}

/**
 * The demo bench (demo mode only): the demo bookings' jobs get specs (some hybrid, in kg and lb), a
 * few intake checks (one frame crack), and stages spread over received, in progress, ready and
 * collected, some overdue and some due today. Nothing when a job has a spec already.
 */
export async function seedJobs(ctx: AppContext, at = new Date()): Promise<void> {
  const [done] = await ctx.db.select({ id: jobs.bookingId }).from(jobs).where(isNotNull(jobs.specUpdatedAt)).limit(1);
  if (done) return;
  const rows = await ctx.db
    .select({ booking: bookings })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .orderBy(asc(jobs.bookingId))
    .limit(LOOKS.length);
  const now = at.getTime();
  for (const [index, { booking }] of rows.entries()) {
    const look = LOOKS[index]!;
    await ctx.db.transaction(async (tx) => {
      const spec = specFor(booking, look);
      const due = dueAt(look, at);
      const movedAt = new Date(now - 2 * HOUR);
      await tx
        .update(jobs)
        .set({
          ...toSpecColumns(spec),
          specUpdatedAt: booking.createdAt,
          ...(due ? { dueAt: due } : {}),
          ...(look.intake ? { intake: { ...NO_INTAKE_FINDINGS, ...look.intake }, intakeAt: booking.createdAt } : {}),
          ...(look.stage === 'in_progress' || look.stage === 'ready' ? { startedAt: movedAt } : {}),
          ...(look.stage === 'ready' ? { readyAt: new Date(now - HOUR) } : {}),
          ...(look.stage === 'collected' ? { collectedAt: booking.completedAt ?? movedAt } : {}),
          stage: look.stage,
        })
        .where(eq(jobs.bookingId, booking.id));
      await tx
        .update(bookings)
        .set({ racketName: `${spec.racket.brand} ${spec.racket.model}` })
        .where(eq(bookings.id, booking.id));
      await tx.insert(jobEvents).values([
        { bookingId: booking.id, kind: 'spec', what: 'Specification entered', at: booking.createdAt },
        ...(look.intake
          ? [{ bookingId: booking.id, kind: 'intake' as const, what: 'Intake check', at: booking.createdAt }]
          : []),
        ...(look.stage === 'received'
          ? []
          : [
              {
                bookingId: booking.id,
                kind: 'stage' as const,
                what: `Moved to ${look.stage.replace('_', ' ')}`,
                at: movedAt,
              },
            ]),
      ]);
      if (look.stage === 'ready') await notifyJobReady(tx, ctx.config, { bookingId: booking.id, actorId: null });
    });
  }
}
