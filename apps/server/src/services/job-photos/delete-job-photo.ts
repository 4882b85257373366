import { and, eq } from 'drizzle-orm';
import { JOB_PHOTO_MESSAGES } from '@shop/domain/contracts/job-photos';
import type { AppContext } from '../../context';
import { jobEvents, jobPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * DELETE /api/jobs/:id/photos/:photoId (admins): the row goes with an 'intake' event saying who, then the file once
 * that has committed (a failed commit leaves both).
 */
export async function deleteJobPhoto(
  ctx: AppContext,
  input: { actorId: number; jobId: number; photoId: number },
): Promise<{ message: string }> {
  const key = await ctx.db.transaction(async (tx) => {
    const [photo] = await tx
      .delete(jobPhotos)
      .where(and(eq(jobPhotos.id, input.photoId), eq(jobPhotos.bookingId, input.jobId)))
      .returning();
    if (!photo) throw notFound(JOB_PHOTO_MESSAGES.notFound);
    await tx.insert(jobEvents).values({
      bookingId: input.jobId,
      actorId: input.actorId,
      kind: 'intake',
      what: `Intake photo ${photo.slot} deleted`,
      details: { photo_id: photo.id },
    });
    return photo.storageKey;
  });
  await ctx.files.delete(key);
  return { message: JOB_PHOTO_MESSAGES.deleted };
}
