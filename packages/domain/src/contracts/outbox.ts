import { z } from 'zod';

/** Emails the outbox could not deliver, shown to admins with a Resend button. */
export const OUTBOX_MESSAGES = {
  resent: 'The email will be sent again in a moment.',
  notFound: 'This email does not exist.',
  notFailed: 'This email is no longer waiting to be resent.',
  noFailedEmails: 'Every email has been delivered.',
  loadFailed: 'Failed to load the undelivered emails.',
  resendFailed: 'Failed to resend the email. Try again.',
} as const;

/** An undelivered email as admins see it: who, what and why, never the body (it may hold a link). */
export const failedEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

export const failedEmailsResponseSchema = z.object({ items: z.array(failedEmailSchema) });
export type FailedEmailsResponse = z.infer<typeof failedEmailsResponseSchema>;
