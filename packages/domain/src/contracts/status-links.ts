import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { JOB_STAGES } from '../stringing/job-stage';

/** A status link lives this many days after the racket was collected (then it answers as unknown). */
export const STATUS_LINK_DAYS_AFTER_COLLECTION = 30;

export const STATUS_LINK_MESSAGES = {
  notFound: 'This status link is not valid any more. Ask the shop for a new one.',
  created: 'A status link for the customer is ready.',
  revoked: 'The status link no longer works. Create a new one to share the status again.',
  noneToRevoke: 'This job has no status link to revoke.',
} as const;

/** The customer's status page: one job, nothing about anyone else (`GET /api/public/status/:token`). */
export const publicJobStatusSchema = z.object({
  job_number: z.number().int(),
  /** The customer's first name only: never a surname, email or phone. */
  first_name: z.string(),
  racket: z.string(),
  stage: z.enum(JOB_STAGES),
  /** Each stage reached, with when (ISO). */
  history: z.array(z.object({ stage: z.enum(JOB_STAGES), at: z.string() })),
  due_at: z.string(),
  /** AED still to pay at the counter (0 when nothing is due). */
  balance_due: z.number(),
  /** The language the customer asked the shop to use; the page opens in it and offers the other. */
  language: z.enum(LANGUAGES),
  /** Addresses of the intake photos staff chose to show (`/api/public/status/:token/photos/:photoId`), oldest first. */
  photos: z.array(z.string()),
  shop: z.object({
    name: z.string(),
    address: z.string(),
    /** The address in Arabic (the shop settings); the English one when none was written. */
    address_ar: z.string().optional(),
    phone: z.string(),
    /** The hours due times are counted in, "HH:MM" in Dubai time. */
    opens: z.string(),
    closes: z.string(),
    /** The opening hours as the shop settings write them, in English and Arabic (free text, one line per day group). */
    hours: z.object({ en: z.string(), ar: z.string() }).optional(),
    /** The store the racket is collected from. */
    store: z.string(),
  }),
});
export type PublicJobStatus = z.infer<typeof publicJobStatusSchema>;

/** The job's status link as staff see it (`GET/POST /api/jobs/:id/status-link`, `.../revoke`). */
export const statusLinkResponseSchema = z.object({
  message: z.string().optional(),
  /** The customer's address of the page; null when the job has none (never made, or revoked). */
  status_url: z.string().nullable(),
});
export type StatusLinkResponse = z.infer<typeof statusLinkResponseSchema>;

/** The token in the address: 43 URL-safe characters (256 bits); anything else is simply unknown. */
export const statusTokenParamsSchema = z.object({ token: z.string().max(200) });
