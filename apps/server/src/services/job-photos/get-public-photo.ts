import { and, eq } from 'drizzle-orm';
import { JOB_PHOTO_MESSAGES } from '@shop/domain/contracts/job-photos';
import type { AppContext } from '../../context';
import { jobPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findStatusJob } from '../status-links/get-public-status';
import { readPhotoFile, type PhotoFile } from './get-job-photo';

/**
 * GET /api/public/status/:token/photos/:photoId: a photo staff chose to show, to whoever holds the job's live status
 * link. A bad token answers as the status page does; a photo of another job, or not shown, is simply not found.
 */
export async function getPublicPhoto(ctx: AppContext, input: { token: string; photoId: number }): Promise<PhotoFile> {
  const { job } = await findStatusJob(ctx, input.token);
  const [photo] = await ctx.db
    .select({ key: jobPhotos.storageKey, contentType: jobPhotos.contentType })
    .from(jobPhotos)
    .where(
      and(eq(jobPhotos.id, input.photoId), eq(jobPhotos.bookingId, job.bookingId), eq(jobPhotos.showToCustomer, true)),
    );
  if (!photo) throw notFound(JOB_PHOTO_MESSAGES.notFound);
  return readPhotoFile(ctx, photo);
}
