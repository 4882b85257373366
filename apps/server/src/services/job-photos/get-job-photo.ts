import { and, eq } from 'drizzle-orm';
import { JOB_PHOTO_MESSAGES } from '@shop/domain/contracts/job-photos';
import type { AppContext } from '../../context';
import { jobPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';

export interface PhotoFile {
  data: Buffer;
  contentType: string;
}

/** The stored image of one photo of one job, or 404 (a photo of another job is no photo of this one). */
export async function getJobPhoto(ctx: AppContext, input: { jobId: number; photoId: number }): Promise<PhotoFile> {
  const [photo] = await ctx.db
    .select({ key: jobPhotos.storageKey, contentType: jobPhotos.contentType })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.id, input.photoId), eq(jobPhotos.bookingId, input.jobId)));
  if (!photo) throw notFound(JOB_PHOTO_MESSAGES.notFound);
  return readPhotoFile(ctx, photo);
}

/** The file behind a photo row; a row whose file is gone (a restore without its photos) answers 404 as well. */
export async function readPhotoFile(ctx: AppContext, photo: { key: string; contentType: string }): Promise<PhotoFile> {
  const data = await ctx.files.get(photo.key);
  if (!data) throw notFound(JOB_PHOTO_MESSAGES.notFound);
  return { data, contentType: photo.contentType };
}
