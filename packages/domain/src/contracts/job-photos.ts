import { z } from 'zod';
import { idParamSchema, pathIdSchema } from './common';

/** Intake photos (docs/decisions/intake-photos.md): at most this many a job, each at most this many bytes. */
export const MAX_JOB_PHOTOS = 4;
export const MAX_JOB_PHOTO_BYTES = 10 * 1024 * 1024;
/** The types a phone or tablet camera uploads; anything else is refused before it is read. */
export const JOB_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const JOB_PHOTO_MESSAGES = {
  added: 'Photo added.',
  deleted: 'Photo deleted.',
  shown: 'The customer sees this photo on their status page.',
  hidden: 'This photo is no longer on the customer’s status page.',
  notFound: 'There is no such photo on this job.',
  noFile: 'Choose a photo to upload (a JPEG, PNG or WebP image).',
  wrongType: 'A photo must be a JPEG, PNG or WebP image.',
  notAnImage: 'This file is not a picture that can be read. Take the photo again or choose another one.',
  tooLarge: 'A photo can be at most 10 MB.',
  tooMany: 'This job already has 4 photos. Delete one to add another.',
  closed: 'This job is finished; its photos can no longer change.',
} as const;

/** A photo as the job page lists it (`photos` of `GET /api/jobs/:id`); `url` is the staff route to its image. */
export const jobPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  created_at: z.string(),
  show_to_customer: z.boolean(),
});
export type JobPhoto = z.infer<typeof jobPhotoSchema>;

/** `POST /api/jobs/:id/photos` (201) and `PATCH /api/jobs/:id/photos/:photoId`: what happened and the photo. */
export const jobPhotoResponseSchema = z.object({ message: z.string(), photo: jobPhotoSchema });
export type JobPhotoResponse = z.infer<typeof jobPhotoResponseSchema>;

/** `PATCH /api/jobs/:id/photos/:photoId`: whether the customer's status page shows it. */
export const jobPhotoUpdateSchema = z.object({
  show_to_customer: z.boolean({ error: 'Say whether the customer sees this photo (true or false).' }),
});
export type JobPhotoUpdate = z.input<typeof jobPhotoUpdateSchema>;

export const jobPhotoParamsSchema = idParamSchema.extend({
  photoId: pathIdSchema('The photo id must be a positive whole number.'),
});
/** `GET /api/public/status/:token/photos/:photoId`. */
export const publicPhotoParamsSchema = z.object({
  token: z.string().max(200),
  photoId: pathIdSchema('The photo id must be a positive whole number.'),
});

/** The staff route of a photo's image. */
export const jobPhotoUrl = (jobId: number, photoId: number) => `/api/jobs/${jobId}/photos/${photoId}`;
/** The customer's route of a photo's image: only with the job's live status token, only when shown. */
export const publicPhotoUrl = (token: string, photoId: number) => `/api/public/status/${token}/photos/${photoId}`;
