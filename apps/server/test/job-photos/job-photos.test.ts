import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTO_BYTES } from '@shop/domain/contracts/job-photos';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, jobFootprint, payInStoreJob } from '../helpers/jobs-factories';
import { cameraPhoto, hasGpsTag, storedFiles, uploadPhoto } from '../helpers/photo-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);
const admin = signedIn(t, 'admin');

async function newJob() {
  const customer = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad' });
  return payInStoreJob(t, staff, customer.id);
}

const photoRows = async (jobId: number) =>
  rowsOf<{ id: number; slot: number; storage_key: string }>(
    await t.ctx.db.execute(sql`SELECT id, slot, storage_key FROM job_photos WHERE booking_id = ${jobId} ORDER BY id`),
  );
/** Everything an upload may write: the job and its events, its photo rows and the files. */
const footprint = async (jobId: number) => ({
  job: await jobFootprint(t, jobId),
  photos: await photoRows(jobId),
  files: await storedFiles(t),
});
const getImage = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`intake photos (${engine})`, () => {
  it('stores a camera photo turned upright, at display size, with no metadata (GPS gone), and lists it on the job', async () => {
    const jobId = await newJob();
    const original = await cameraPhoto({ width: 2400, height: 1800, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await uploadPhoto(t, jobId, staff, original);
    expect(res.statusCode).toBe(201);
    const { message, photo } = res.json();
    expect(message).toBe(JOB_PHOTO_MESSAGES.added);
    expect(photo).toEqual({
      id: expect.any(Number),
      url: `/api/jobs/${jobId}/photos/${photo.id}`,
      created_at: expect.any(String),
      show_to_customer: false,
    });

    const image = await getImage(photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    // The file on disk is the same bytes.
    const [row] = await photoRows(jobId);
    expect(await storedFiles(t)).toContain(row!.storage_key);
    expect((await t.ctx.files.get(row!.storage_key))!.equals(image.rawPayload)).toBe(true);

    const job = (await getJob(t, jobId, staff)).json();
    expect(job.photos).toEqual([photo]);
    expect(job.history.at(-1)).toMatchObject({ what: 'Intake photo 1 added' });
  });

  it('takes PNG and WebP too, and keeps a small picture its size', async () => {
    const jobId = await newJob();
    for (const format of ['png', 'webp'] as const) {
      const file = await cameraPhoto({ width: 800, height: 600, format });
      const res = await uploadPhoto(t, jobId, staff, file, { filename: `p.${format}`, contentType: `image/${format}` });
      expect(res.statusCode).toBe(201);
      const stored = await sharp((await getImage(res.json().photo.url)).rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
      expect(stored.exif).toBeUndefined();
    }
  });

  it('refuses a wrong type, a renamed text file, an oversize file and no file, storing nothing', async () => {
    const jobId = await newJob();
    const before = await footprint(jobId);
    const refusals: [Awaited<ReturnType<typeof uploadPhoto>>, number, string][] = [
      [
        await uploadPhoto(t, jobId, staff, Buffer.from('hello'), { filename: 'a.txt', contentType: 'text/plain' }),
        400,
        JOB_PHOTO_MESSAGES.wrongType,
      ],
      [
        await uploadPhoto(t, jobId, staff, await cameraPhoto({ format: 'png' }), { contentType: 'image/gif' }),
        400,
        JOB_PHOTO_MESSAGES.wrongType,
      ],
      [
        await uploadPhoto(t, jobId, staff, Buffer.from('not a picture at all\n'.repeat(50)), { filename: 'x.jpg' }),
        400,
        JOB_PHOTO_MESSAGES.notAnImage,
      ],
      [
        await uploadPhoto(t, jobId, staff, Buffer.alloc(MAX_JOB_PHOTO_BYTES + 1, 0xff)),
        413,
        JOB_PHOTO_MESSAGES.tooLarge,
      ],
      [
        await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/photos`, headers: staff, payload: {} }),
        400,
        JOB_PHOTO_MESSAGES.noFile,
      ],
    ];
    for (const [res, status, text] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(text);
    }
    expect(await footprint(jobId)).toEqual(before);
  });

  it('refuses a fifth photo (409) and takes one again once an admin deleted one', async () => {
    const jobId = await newJob();
    const small = await cameraPhoto({ width: 400, height: 300 });
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await uploadPhoto(t, jobId, staff, small);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().photo.id);
    }
    const before = await footprint(jobId);
    const fifth = await uploadPhoto(t, jobId, staff, small);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toBe(JOB_PHOTO_MESSAGES.tooMany);
    expect(await footprint(jobId)).toEqual(before);

    const url = `/api/jobs/${jobId}/photos/${ids[1]}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(403);
    expect(await footprint(jobId)).toEqual(before);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: JOB_PHOTO_MESSAGES.deleted });
    expect((await getImage(url)).statusCode).toBe(404);
    expect((await storedFiles(t)).length).toBe(before.files.length - 1);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);

    expect((await uploadPhoto(t, jobId, staff, small)).statusCode).toBe(201);
    expect((await photoRows(jobId)).map((p) => p.slot).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses photos of a finished job (409) and of no job (404)', async () => {
    const jobId = await newJob();
    await t.ctx.db.execute(sql`UPDATE jobs SET stage = 'canceled', canceled_at = now() WHERE booking_id = ${jobId}`);
    const small = await cameraPhoto({ width: 400, height: 300 });
    const closed = await uploadPhoto(t, jobId, staff, small);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(JOB_PHOTO_MESSAGES.closed);
    expect(await photoRows(jobId)).toEqual([]);
    expect((await uploadPhoto(t, 999_999_999, staff, small)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 400 for bad ids or a bad switch, changing nothing', async () => {
    const jobId = await newJob();
    const small = await cameraPhoto({ width: 400, height: 300 });
    const { photo } = (await uploadPhoto(t, jobId, staff, small)).json();
    const before = await footprint(jobId);
    expect((await uploadPhoto(t, jobId, {}, small)).statusCode).toBe(401);
    expect((await getImage(photo.url, {})).statusCode).toBe(401);
    const patch = (url: string, payload: unknown, headers: Record<string, string> = staff) =>
      t.app.inject({ method: 'PATCH', url, headers, payload: payload as object });
    expect((await patch(photo.url, { show_to_customer: true }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: photo.url })).statusCode).toBe(401);
    const bad = await patch(photo.url, { show_to_customer: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Say whether the customer sees this photo (true or false).');
    expect((await patch(`/api/jobs/${jobId}/photos/abc`, { show_to_customer: true })).statusCode).toBe(400);
    expect((await getImage(`/api/jobs/abc/photos/${photo.id}`)).statusCode).toBe(400);
    expect((await uploadPhoto(t, 'abc', staff, small)).statusCode).toBe(400);
    // A photo asked for under another job is not found.
    const other = await newJob();
    expect((await getImage(`/api/jobs/${other}/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await patch(`/api/jobs/${other}/photos/${photo.id}`, { show_to_customer: true })).statusCode).toBe(404);
    expect(await footprint(jobId)).toEqual(before);
  });

  it("shows the photos staff choose on the customer's status page, through the status token only", async () => {
    const jobId = await newJob();
    const small = await cameraPhoto({ width: 400, height: 300 });
    const first = (await uploadPhoto(t, jobId, staff, small)).json().photo;
    const second = (await uploadPhoto(t, jobId, staff, small)).json().photo;
    const link = (await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/status-link`, headers: staff })).json();
    const token = (link.status_url as string).split('/').pop()!;
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/public/status/${token}` })).json();
    expect((await page()).photos).toEqual([]);

    const shown = await t.app.inject({
      method: 'PATCH',
      url: second.url,
      headers: staff,
      payload: { show_to_customer: true },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ message: JOB_PHOTO_MESSAGES.shown, photo: { ...second, show_to_customer: true } });
    const publicUrl = `/api/public/status/${token}/photos/${second.id}`;
    expect((await page()).photos).toEqual([publicUrl]);

    const image = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    // A photo not chosen, a wrong token, or the staff route without a session: nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/status/${token}/photos/${first.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/status/${'A'.repeat(43)}/photos/${second.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(401);

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: second.url,
      headers: staff,
      payload: { show_to_customer: false },
    });
    expect(hidden.json().message).toBe(JOB_PHOTO_MESSAGES.hidden);
    expect((await page()).photos).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });
});
