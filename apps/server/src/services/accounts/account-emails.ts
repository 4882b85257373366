import { ROLE_LABELS, type Role } from '@shop/domain/roles';
import type { OutgoingEmail } from '../outbox/enqueue';
import { PASSWORD_TOKEN_HOURS } from './password-tokens';

/** The texts of the emails the accounts area sends. Links point at the web app's public screens. */
export function approvedEmail(input: {
  to: string;
  firstName: string;
  role: Role;
  publicUrl: string;
  token: string;
}): OutgoingEmail {
  const link = `${input.publicUrl}/admin/set-password?token=${encodeURIComponent(input.token)}`;
  return {
    kind: 'staff_request.approved',
    to: input.to,
    subject: 'Your Racket Lab account is approved: set your password',
    text: [
      `Hello ${input.firstName},`,
      '',
      `Your request for ${ROLE_LABELS[input.role]} access to the Racket Lab back office has been approved.`,
      'Set your password with this link to log in:',
      '',
      link,
      '',
      `The link works once and expires in ${PASSWORD_TOKEN_HOURS.set} hours.`,
    ].join('\n'),
  };
}

export function rejectedEmail(input: { to: string; firstName: string }): OutgoingEmail {
  return {
    kind: 'staff_request.rejected',
    to: input.to,
    subject: 'Your Racket Lab access request',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Your request for access to the Racket Lab back office was not approved.',
      'If you think this is a mistake, please speak to the shop manager.',
    ].join('\n'),
  };
}

export function alreadyRegisteredEmail(input: { to: string; firstName: string; publicUrl: string }): OutgoingEmail {
  return {
    kind: 'staff_request.already_registered',
    to: input.to,
    subject: 'Your Racket Lab access request',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone asked for access to the Racket Lab back office with this email address, which already has an account or a request waiting for approval.',
      'Nothing has changed. If you have forgotten your password, choose a new one here:',
      '',
      `${input.publicUrl}/forgot-password`,
      '',
      'If it was not you, you can ignore this email.',
    ].join('\n'),
  };
}

export function resetEmail(input: { to: string; firstName: string; publicUrl: string; token: string }): OutgoingEmail {
  const link = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    kind: 'password.reset',
    to: input.to,
    subject: 'Reset your Racket Lab password',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Racket Lab back-office account.',
      'Choose a new password with this link:',
      '',
      link,
      '',
      `The link works once and expires in ${PASSWORD_TOKEN_HOURS.reset} hours. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  };
}
