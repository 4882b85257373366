import { describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { checkouts, notifications } from '../../src/db/schema';
import { seedBookings } from '../../src/seed/bookings';
import { seedCustomers } from '../../src/seed/customers';
import { engine } from '../helpers/app';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe(`seeded notifications (${engine})`, () => {
  it('dates each demo "Booking paid" notification when its checkout was paid, not when the seed ran', async () => {
    await seedCustomers(t.ctx);
    await seedBookings(t.ctx);
    const paid = await t.ctx.db.select({ paidAt: checkouts.paidAt }).from(checkouts).where(isNotNull(checkouts.paidAt));
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'booking-paid'));
    expect(paid.length).toBeGreaterThan(0);
    expect(notes).toHaveLength(paid.length);
    const times = (rows: Date[]) => rows.map((d) => d.toISOString()).sort();
    expect(times(notes.map((n) => n.createdAt))).toEqual(times(paid.map((p) => p.paidAt!)));
    // The demo payments lie in the past (hours or days ago), so they are not all at the seeding moment.
    expect(new Set(times(notes.map((n) => n.createdAt))).size).toBeGreaterThan(1);
  });
});
