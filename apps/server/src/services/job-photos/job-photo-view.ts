import { jobPhotoUrl, type JobPhoto } from '@shop/domain/contracts/job-photos';
import type { jobPhotos } from '../../db/schema';

type JobPhotoRow = Pick<typeof jobPhotos.$inferSelect, 'id' | 'bookingId' | 'createdAt' | 'showToCustomer'>;

/** A photo as the job page lists it. */
export function jobPhotoView(row: JobPhotoRow): JobPhoto {
  return {
    id: row.id,
    url: jobPhotoUrl(row.bookingId, row.id),
    created_at: row.createdAt.toISOString(),
    show_to_customer: row.showToCustomer,
  };
}
