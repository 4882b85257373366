import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { buildCustomer } from '../helpers/customers-factories';
import { payInStoreJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

describe('the status link under races (PostgreSQL)', () => {
  it('makes one live link when 20 staff ask at once, and every one of them gets it', async () => {
    const customer = await buildCustomer(t.ctx);
    const jobId = await payInStoreJob(t, staff, customer.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/status-link`, headers: staff }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().status_url)).size).toBe(1);
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM job_status_links WHERE booking_id = ${jobId}`),
    );
    expect(row!.n).toBe(1);
  });
});
