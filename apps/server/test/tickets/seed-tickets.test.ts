import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { notifications, tickets } from '../../src/db/schema';
import { seedCustomers } from '../../src/seed/customers';
import { seedTickets } from '../../src/seed/tickets';
import { engine } from '../helpers/app';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe(`demo tickets (${engine})`, () => {
  it('announces each seeded ticket with a notification dated when the ticket was raised, not when the seed ran', async () => {
    const seedStart = Date.now();
    await seedCustomers(t.ctx);
    await seedTickets(t.ctx);
    const seeded = await t.ctx.db.select().from(tickets).orderBy(asc(tickets.id));
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    const raised = await t.ctx.db.select().from(notifications).orderBy(asc(notifications.id));
    const ticketNotes = raised.filter((n) => n.kind === 'ticket-raised');
    expect(ticketNotes).toHaveLength(seeded.length);
    for (const ticket of seeded) {
      const note = ticketNotes.find((n) => n.message.endsWith(`(#${ticket.id}).`));
      expect(note?.createdAt.toISOString()).toBe(ticket.createdAt.toISOString());
    }
    // Tickets raised days ago are not dated at seeding time.
    expect(ticketNotes.filter((n) => n.createdAt.getTime() < seedStart - 3_600_000).length).toBe(seeded.length);

    // The public list follows the events' order: the newest ticket first.
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    const newest = [...seeded].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0]!;
    expect(res.json()[0].message).toContain(`(#${newest.id}).`);
  });

  it('seeds only once', async () => {
    const before = (await t.ctx.db.select().from(tickets)).length;
    await seedTickets(t.ctx);
    expect((await t.ctx.db.select().from(tickets)).length).toBe(before);
  });
});
