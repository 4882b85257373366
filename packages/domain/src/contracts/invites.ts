import { z } from 'zod';
import { EMAIL_PATTERN } from './common';

export const INVITE_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  sent: 'Invitation sent successfully.',
  failed: 'Failed to send invite. Please try again.',
  alreadyInvited:
    'An invitation was already sent to this address in the last hour. Please wait before sending another.',
  tooManyInvites: 'You have sent many invitations in a short time. Please wait a few minutes and try again.',
} as const;

/** A repeat invite to the same address within this many minutes is refused. */
export const INVITE_REPEAT_WINDOW_MINUTES = 60;

/** POST /api/invite: the email is trimmed and lowercased before it is checked and sent. */
export const inviteRequestSchema = z.object({
  email: z
    .string({ error: INVITE_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, INVITE_MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, INVITE_MESSAGES.invalidEmail),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const inviteResponseSchema = z.object({ message: z.string(), email: z.string() });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;
