import { z } from 'zod';
import { STORES } from '../pickup';
import { ROLES } from '../roles';
import { LANGUAGES } from '../i18n/languages';
import { bodyIdSchema, EMAIL_PATTERN } from './common';
import { ACCOUNT_MESSAGES } from './accounts-messages';
import { passwordStrengthError } from '../password-strength';

export { ACCOUNT_MESSAGES };

/**
 * Login protection. Wrong passwords lock an account for the address they came from (maxFailures
 * within windowSeconds lock it there for lockMinutes), so an attacker elsewhere cannot lock the owner
 * out. Across all addresses an account under attack slows down (a growing delay once
 * slowdownAfter failures are counted in the window), and past shieldAfter failures only addresses
 * that have not failed on it may still try. perIp caps every attempt from one address (generous
 * enough for a shop whose staff share one address).
 */
export const LOGIN_LIMITS = {
  maxFailures: 5,
  lockMinutes: 15,
  windowSeconds: 15 * 60,
  perIp: 100,
  slowdownAfter: 20,
  maxDelayMs: 3000,
  shieldAfter: 200,
} as const;

/** How long the register and reset-password screens show their success before moving on to /login (rules.md#limits). */
export const ACCOUNT_PAGE_DELAYS_MS = { registerRedirect: 3000, resetRedirect: 2000 } as const;

/** The added wait before answering a login on an account with `failures` recent failures. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_LIMITS.slowdownAfter) return 0;
  return Math.min(LOGIN_LIMITS.maxDelayMs, 100 * 2 ** Math.min(10, failures - LOGIN_LIMITS.slowdownAfter));
}

/** Forgot-password requests allowed per window, per email and per address. */
export const FORGOT_PASSWORD_LIMITS = { windowSeconds: 60 * 60, perAccount: 3, perIp: 20 } as const;

/** Registration requests allowed per address per window. */
export const REGISTER_LIMITS = { windowSeconds: 60 * 60, perIp: 10 } as const;

const email = z
  .string({ error: ACCOUNT_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, ACCOUNT_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.invalidEmail);

export { passwordStrengthError, PASSWORD_MESSAGES } from '../password-strength';

const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.bothPasswordFields })
  .min(1, ACCOUNT_MESSAGES.bothPasswordFields)
  .superRefine((value, ctx) => {
    const problem = value ? passwordStrengthError(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const loginRequestSchema = z.object({
  email: z.string({ error: ACCOUNT_MESSAGES.loginBothRequired }).min(1, ACCOUNT_MESSAGES.loginBothRequired).pipe(email),
  password: z.string({ error: ACCOUNT_MESSAGES.loginBothRequired }).min(1, ACCOUNT_MESSAGES.loginBothRequired).max(200),
  recaptchaToken: z.string().max(4000).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
  message: z.string(),
  /** The account's language: the app switches to it after login (docs/decisions/i18n.md). */
  language: z.enum(LANGUAGES).default('en'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  firstName: z
    .string({ error: ACCOUNT_MESSAGES.allFieldsRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.allFieldsRequired)
    .max(100),
  lastName: z
    .string({ error: ACCOUNT_MESSAGES.allFieldsRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.allFieldsRequired)
    .max(100),
  email: z.string({ error: ACCOUNT_MESSAGES.allFieldsRequired }).min(1, ACCOUNT_MESSAGES.allFieldsRequired).pipe(email),
  role: z.enum(ROLES, { error: 'Role must be staff, admin or superadmin.' }).optional().default('staff'),
  recaptchaToken: z.string().max(4000).optional().default(''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

const passwordPair = z
  .object({
    token: z.string({ error: ACCOUNT_MESSAGES.invalidToken }).min(1, ACCOUNT_MESSAGES.invalidToken).max(200),
    password: newPassword,
    confirmPassword: z
      .string({ error: ACCOUNT_MESSAGES.bothPasswordFields })
      .min(1, ACCOUNT_MESSAGES.bothPasswordFields),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const setPasswordRequestSchema = passwordPair;
export const resetPasswordRequestSchema = passwordPair;
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z.string({ error: ACCOUNT_MESSAGES.emailRequired }).min(1, ACCOUNT_MESSAGES.emailRequired).pipe(email),
});

export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const profileResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  date_created: z.string(),
  /** The account's store, preselected in every in-store booking it makes (null: none chosen). */
  default_store: z.enum(STORES).nullable().default(null),
  /** The account's language, remembered across browsers. */
  language: z.enum(LANGUAGES).default('en'),
});
export type Profile = z.infer<typeof profileResponseSchema>;

export const PROFILE_MESSAGES = {
  invalidStore: 'Choose one of the stores: Jumeirah Store, Marina Store or Bluewaters Store.',
  saved: 'Your store is saved.',
  saveFailed: 'Failed to save your store.',
  invalidLanguage: 'Choose a language: en (English) or ar (Arabic).',
} as const;

/** PUT /api/admin/profile: the account's own settings (today its store; null clears it). */
export const updateProfileRequestSchema = z.object({
  default_store: z.enum(STORES, { error: PROFILE_MESSAGES.invalidStore }).nullable(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** PUT /api/admin/profile/language: the account's language (the user menu and the login page's choice). */
export const updateLanguageRequestSchema = z.strictObject(
  { language: z.enum(LANGUAGES, { error: PROFILE_MESSAGES.invalidLanguage }) },
  { error: () => PROFILE_MESSAGES.invalidLanguage },
);
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

export const staffRequestSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  requested_role: z.enum(ROLES),
  action: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;

export const decideRequestSchema = z.object({
  adminId: bodyIdSchema('adminId must be a request id.'),
  status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected.' }),
});
export type DecideRequest = z.input<typeof decideRequestSchema>;

const requestId = bodyIdSchema('adminId must be a request id.');
/** POST admin/approve: { adminId, status: 'approved' } (status may be left out). */
export const approveRequestSchema = z.object({
  adminId: requestId,
  status: z.literal('approved', { error: 'status must be approved for this call.' }).optional(),
});
/** POST admin/reject: { adminId, status: 'rejected' } (status may be left out). */
export const rejectRequestSchema = z.object({
  adminId: requestId,
  status: z.literal('rejected', { error: 'status must be rejected for this call.' }).optional(),
});

export const staffRequestListSchema = z.array(staffRequestSchema);

/** One email of the development mailbox (GET /api/dev/mailbox). */
export const mailboxEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  created_at: z.string(),
});
export type MailboxEmail = z.infer<typeof mailboxEmailSchema>;
export const mailboxResponseSchema = z.object({ items: z.array(mailboxEmailSchema) });
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;

/** Public notification written when a registration request arrives: no personal data. */
export const STAFF_REQUEST_NOTIFICATION = {
  kind: 'staff_request',
  title: 'New staff request waiting',
  message: 'A new staff registration request is waiting for approval.',
} as const;
