import { z } from 'zod';
import { isCalendarDay } from '../shop-days';
import { pageEnvelopeSchema, pageQuerySchema, pathIdSchema } from './common';

/** The audit trail's areas: the part of an entry's action before its first dot, with the Audit screen's label. */
export const AUDIT_AREA_LABELS = {
  bookings: 'Bookings and payments at the counter',
  payments: 'Online payments and voids',
  jobs: 'Stringing jobs',
  accounts: 'Staff accounts',
  staff_request: 'Registration requests',
  staff_register: 'Registrations',
  login: 'Logins',
  logout: 'Logouts',
  password: 'Passwords',
  profile: 'Profiles',
  settings: 'Settings',
  stock: 'String stock',
  purchases: 'In-store purchases',
  rackets: 'Rackets',
  invoices: 'Invoices',
  ticket: 'Support tickets',
  invite: 'Invites',
  email: 'Emails',
  reminders: 'Reminders',
  customer: 'Customers',
  addresses: 'Addresses',
  superadmin: 'Super admin created',
} as const;
export type AuditArea = keyof typeof AUDIT_AREA_LABELS;
export const AUDIT_AREAS = Object.keys(AUDIT_AREA_LABELS) as AuditArea[];

export const AUDIT_MESSAGES = {
  whoInvalid: 'who must be an account id.',
  whatInvalid: 'what must be the area of an action, such as bookings, payments or accounts.',
  fromInvalid: 'from must be a calendar day written YYYY-MM-DD.',
  toInvalid: 'to must be a calendar day written YYYY-MM-DD.',
  rangeReversed: 'from must be on or before to.',
  loadFailed: 'Failed to load the audit trail.',
  empty: 'No entry matches these filters.',
} as const;

/** The most rows one CSV download holds (newest first); narrow the filters for more. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message).optional();

const auditFilterShape = {
  who: pathIdSchema(AUDIT_MESSAGES.whoInvalid).optional(),
  what: z.enum(AUDIT_AREAS, { error: AUDIT_MESSAGES.whatInvalid }).optional(),
  from: day(AUDIT_MESSAGES.fromInvalid),
  to: day(AUDIT_MESSAGES.toInvalid),
};

const refineRange = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && isCalendarDay(q.from) && isCalendarDay(q.to) && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.rangeReversed });
};

/** GET /api/admin/audit: who (account id), what (area), from and to (Dubai days, both included), a page. */
export const auditListQuerySchema = pageQuerySchema(50)
  .omit({ search: true })
  .extend(auditFilterShape)
  .superRefine(refineRange);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** GET /api/admin/audit.csv: the same filters, no page. */
export const auditCsvQuerySchema = z.object(auditFilterShape).superRefine(refineRange);
export type AuditCsvQuery = z.infer<typeof auditCsvQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  area: z.string(),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = pageEnvelopeSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = ['When (Dubai)', 'Who', 'Email', 'Action', 'Subject', 'Details'] as const;
