import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JOB_PHOTO_MESSAGES } from '@shop/domain/contracts/job-photos';
import { rowsOf } from '../../src/lib/rows';
import { buildCustomer } from '../helpers/customers-factories';
import { payInStoreJob } from '../helpers/jobs-factories';
import { cameraPhoto, storedFiles, uploadPhoto } from '../helpers/photo-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

describe('intake photos under races (PostgreSQL)', () => {
  it('adds exactly one photo when 20 uploads reach a job holding 3 at once; the others get 409 and leave no file', async () => {
    const customer = await buildCustomer(t.ctx);
    const jobId = await payInStoreJob(t, staff, customer.id);
    const photo = await cameraPhoto({ width: 640, height: 480 });
    for (let i = 0; i < 3; i += 1) expect((await uploadPhoto(t, jobId, staff, photo)).statusCode).toBe(201);

    const answers = await Promise.all(Array.from({ length: 20 }, () => uploadPhoto(t, jobId, staff, photo)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(JOB_PHOTO_MESSAGES.tooMany);

    const rows = rowsOf<{ slot: number }>(
      await t.ctx.db.execute(sql`SELECT slot FROM job_photos WHERE booking_id = ${jobId} ORDER BY slot`),
    );
    expect(rows.map((r) => r.slot)).toEqual([1, 2, 3, 4]);
    expect((await storedFiles(t)).filter((f) => f.startsWith(`jobs/${jobId}/`))).toHaveLength(4);
  });
});
