import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, memoryMail } from '../helpers/app';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { enqueueEmail } from '../../src/services/outbox/enqueue';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
});
afterAll(async () => database.close());

describe('outbox with several server instances (PostgreSQL)', () => {
  it('four workers delivering at once send every email exactly once', async () => {
    for (let i = 0; i < 40; i += 1)
      await enqueueEmail(database.db, { kind: 'test', to: `p${i}@shop.test`, subject: `Mail ${i}`, text: 'x' });
    const slow = () => {
      const mail = memoryMail();
      const send = mail.send;
      return Object.assign(mail, {
        send: async (m: Parameters<typeof send>[0]) => {
          await new Promise((r) => setTimeout(r, 5));
          await send(m);
        },
      });
    };
    const workers = [slow(), slow(), slow(), slow()];
    await Promise.all(workers.map((w) => deliverDueEmails(database.db, w, { batch: 7 })));
    await Promise.all(workers.map((w) => deliverDueEmails(database.db, w, { batch: 40 })));
    const delivered = workers.flatMap((w) => w.sent.map((m) => m.to));
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`status <> 'sent'`);
    expect(Number(left!.n)).toBe(0);
  });
});
