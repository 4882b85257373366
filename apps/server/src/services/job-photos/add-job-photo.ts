import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTOS, type JobPhotoResponse } from '@shop/domain/contracts/job-photos';
import type { AppContext } from '../../context';
import { jobEvents, jobPhotos, jobs } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { jobPhotoView } from './job-photo-view';
import { preparePhoto } from './prepare-photo';

/**
 * POST /api/jobs/:id/photos: an intake photo, made safe (prepare-photo.ts) and stored (ctx.files) in the first free
 * slot. At most MAX_JOB_PHOTOS a job: counted under the job's row lock, so simultaneous uploads queue and only the
 * free slots are filled (the unique slot is the last guard). The file is written before the commit and removed again
 * when the commit fails, so a row never points at no file. An 'intake' event records who added it.
 */
export async function addJobPhoto(
  ctx: AppContext,
  input: { actorId: number; jobId: number; upload: Buffer },
): Promise<JobPhotoResponse> {
  const prepared = await preparePhoto(input.upload);
  const key = `jobs/${input.jobId}/${randomUUID()}.jpg`;
  let written = false;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [job] = await tx
        .select({ stage: jobs.stage })
        .from(jobs)
        .where(eq(jobs.bookingId, input.jobId))
        .for('update');
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (job.stage === 'collected' || job.stage === 'canceled') throw conflict(JOB_PHOTO_MESSAGES.closed);
      const taken = await tx
        .select({ slot: jobPhotos.slot })
        .from(jobPhotos)
        .where(eq(jobPhotos.bookingId, input.jobId))
        .orderBy(asc(jobPhotos.slot));
      if (taken.length >= MAX_JOB_PHOTOS) throw conflict(JOB_PHOTO_MESSAGES.tooMany);
      const used = new Set(taken.map((t) => t.slot));
      const slot = Array.from({ length: MAX_JOB_PHOTOS }, (_, i) => i + 1).find((s) => !used.has(s))!;
      const [photo] = await tx
        .insert(jobPhotos)
        .values({
          bookingId: input.jobId,
          slot,
          storageKey: key,
          contentType: prepared.contentType,
          width: prepared.width,
          height: prepared.height,
          sizeBytes: prepared.data.length,
          createdBy: input.actorId,
        })
        .returning();
      await tx.insert(jobEvents).values({
        bookingId: input.jobId,
        actorId: input.actorId,
        kind: 'intake',
        what: `Intake photo ${slot} added`,
        details: { photo_id: photo!.id },
      });
      written = true;
      await ctx.files.put(key, prepared.data, prepared.contentType);
      return photo!;
    });
    return { message: JOB_PHOTO_MESSAGES.added, photo: jobPhotoView(row) };
  } catch (error) {
    if (written) await ctx.files.delete(key);
    throw error;
  }
}
