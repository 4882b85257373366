import { and, eq } from 'drizzle-orm';
import { JOB_PHOTO_MESSAGES, type JobPhotoResponse } from '@shop/domain/contracts/job-photos';
import type { AppContext } from '../../context';
import { jobEvents, jobPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { jobPhotoView } from './job-photo-view';

/** PATCH /api/jobs/:id/photos/:photoId: whether the customer's status page shows the photo; an 'intake' event says who. */
export async function updateJobPhoto(
  ctx: AppContext,
  input: { actorId: number; jobId: number; photoId: number; showToCustomer: boolean },
): Promise<JobPhotoResponse> {
  return ctx.db.transaction(async (tx) => {
    const [photo] = await tx
      .update(jobPhotos)
      .set({ showToCustomer: input.showToCustomer })
      .where(and(eq(jobPhotos.id, input.photoId), eq(jobPhotos.bookingId, input.jobId)))
      .returning();
    if (!photo) throw notFound(JOB_PHOTO_MESSAGES.notFound);
    await tx.insert(jobEvents).values({
      bookingId: input.jobId,
      actorId: input.actorId,
      kind: 'intake',
      what: `Intake photo ${photo.slot} ${input.showToCustomer ? 'shown to' : 'hidden from'} the customer`,
      details: { photo_id: photo.id, show_to_customer: input.showToCustomer },
    });
    const message = input.showToCustomer ? JOB_PHOTO_MESSAGES.shown : JOB_PHOTO_MESSAGES.hidden;
    return { message, photo: jobPhotoView(photo) };
  });
}
