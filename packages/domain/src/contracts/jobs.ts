import { z } from 'zod';
import { findString, SERVICE_TYPES } from '../catalogue';
import { STORES } from '../pickup';
import { JOB_STAGES } from '../stringing/job-stage';
import { PATTERN_MESSAGE, STRING_PATTERN } from '../stringing/pattern';
import { TENSION_MESSAGES, TENSION_UNITS, tensionProblem } from '../stringing/tension';
import { SERVICE_KINDS } from './service-kinds';
import { bodyIdSchema, pageQuerySchema, pathIdSchema } from './common';
import { formatAed, type Fils } from '../money';
import { whatsappMessageViewSchema } from './whatsapp';
import { jobPhotoSchema } from './job-photos';

/**
 * The stringing job (docs/product/jobs.md): one per booking, `job_id` = the booking's `booking_id`.
 * These shapes are a contract with other tools (a bench tablet, a label printer): keep paths and fields.
 */
export const JOB_MESSAGES = {
  notFound: 'This job does not exist.',
  stringOrOwn: 'Choose a string from the catalogue or write the customer’s own string, not both.',
  unknownString: 'This string is not in the catalogue.',
  specLocked: 'This job is already in progress; only an admin can change its specification now.',
  specClosed: 'This job is finished; its specification can no longer change.',
  intakeClosed: 'This job is finished; its intake check can no longer change.',
  gripHasNoStrings: 'A grip job has no strings or tensions; leave mains and crosses out.',
  stringsNeeded: 'A stringing job needs mains and crosses.',
  crackNotAccepted:
    'The frame has a crack. Tick that the customer was told and accepts the risk before starting the job.',
  awaitingPayment: 'This booking’s online payment has not arrived yet, so its job cannot move on.',
  balanceDue: (balanceFils: Fils) =>
    `${formatAed(balanceFils)} is still due on this booking. Take the payment before the racket is collected.`,
  collected: 'Racket handed over.',
  movedMeanwhile: 'Someone else moved this job a moment ago. Reload it to see where it is now.',
  searchJobNumber: 'Search by job number: digits only, for example 1042.',
  pageTooDeep:
    'This page is too deep to open by its number. Filter by stage, store or due date, or search a job number.',
  specSaved: 'Specification saved.',
  specSavedDearer: 'Specification saved. The new strings cost more: the difference is due at handover.',
  specSavedCheaper: 'Specification saved. The new strings cost less: the difference is taken off the price.',
  specSavedRefunded: 'Specification saved. The new strings cost less: the difference is refunded with a credit note.',
  specPriceMismatch:
    'This booking’s string must be the string its spec is priced at (a hybrid at its dearer string). Choose the strings in the spec.',
  specPriceLocked:
    'This booking is already completed, so its price can no longer change. Keep strings of the same price, or undo the completion first.',
  intakeSaved: 'Intake check saved.',
  stageMoved: (stage: string) => `Job moved to ${stage}.`,
  brand: 'Enter the racket’s brand.',
  model: 'Enter the racket’s model.',
} as const;

const trimmed = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

export const racketInputSchema = z.object({
  brand: trimmed(40, 'The brand can be at most 40 characters.').min(1, JOB_MESSAGES.brand),
  model: trimmed(60, 'The model can be at most 60 characters.').min(1, JOB_MESSAGES.model),
  pattern: z.string({ error: PATTERN_MESSAGE }).trim().regex(STRING_PATTERN, PATTERN_MESSAGE),
  head_size: z
    .number({ error: 'The head size must be a whole number of square inches.' })
    .int('The head size must be a whole number of square inches.')
    .min(80, 'The head size must be between 80 and 130 square inches.')
    .max(130, 'The head size must be between 80 and 130 square inches.')
    .nullable()
    .optional()
    .default(null),
});
export type RacketInput = z.input<typeof racketInputSchema>;

/** Mains or crosses: a catalogue string (`string_id`) or the customer's own (`own_string`), a tension and its unit. */
export const stringSideInputSchema = z
  .object({
    string_id: bodyIdSchema('string_id must be a catalogue string id.').nullable().optional(),
    own_string: z.string().trim().max(80, 'The string name can be at most 80 characters.').nullable().optional(),
    tension: z.number({ error: TENSION_MESSAGES.notANumber }),
    unit: z.enum(TENSION_UNITS, { error: 'The unit must be kg or lb.' }),
  })
  .superRefine((side, ctx) => {
    const hasId = side.string_id !== null && side.string_id !== undefined;
    const hasOwn = !!side.own_string;
    if (hasId === hasOwn) ctx.addIssue({ code: 'custom', path: ['string_id'], message: JOB_MESSAGES.stringOrOwn });
    // A spec names the Regular catalogue entry of a string (docs/decisions/customer-rackets.md).
    else if (hasId && findString(side.string_id)?.type !== 'Regular')
      ctx.addIssue({ code: 'custom', path: ['string_id'], message: JOB_MESSAGES.unknownString });
    const problem = tensionProblem(side.tension, side.unit);
    if (problem) ctx.addIssue({ code: 'custom', path: ['tension'], message: problem });
  });
export type StringSideInput = z.input<typeof stringSideInputSchema>;

/** `PUT /api/jobs/:id/spec`. A grip job sends the racket and notes only. */
export const jobSpecInputSchema = z.object({
  racket: racketInputSchema,
  mains: stringSideInputSchema.nullable().optional().default(null),
  crosses: stringSideInputSchema.nullable().optional().default(null),
  prestretch_percent: z
    .number({ error: 'Pre-stretch must be a whole percentage from 0 to 20.' })
    .int('Pre-stretch must be a whole percentage from 0 to 20.')
    .min(0, 'Pre-stretch must be a whole percentage from 0 to 20.')
    .max(20, 'Pre-stretch must be a whole percentage from 0 to 20.')
    .optional()
    .default(0),
  knots: z
    .union([z.literal(2), z.literal(4)], { error: 'Knots must be 2 or 4.' })
    .optional()
    .default(4),
  stencil: trimmed(40, 'The stencil can be at most 40 characters.').nullable().optional().default(null),
  notes: trimmed(500, 'Notes can be at most 500 characters.').optional().default(''),
});
export type JobSpecInput = z.input<typeof jobSpecInputSchema>;
export type ParsedJobSpec = z.output<typeof jobSpecInputSchema>;

export const stringSideViewSchema = z.object({
  string_id: z.number().int().nullable(),
  own_string: z.string().nullable(),
  /** The catalogue name, or the own string's text. */
  string_name: z.string(),
  /** As entered: at most one decimal. */
  tension: z.number(),
  unit: z.enum(TENSION_UNITS),
  /** "23.5 kg (51.8 lb)". */
  tension_text: z.string(),
});
export type StringSideView = z.infer<typeof stringSideViewSchema>;

export const jobSpecViewSchema = z.object({
  racket: z.object({ brand: z.string(), model: z.string(), pattern: z.string(), head_size: z.number().nullable() }),
  mains: stringSideViewSchema.nullable(),
  crosses: stringSideViewSchema.nullable(),
  /** Mains and crosses differ (string or own string). */
  hybrid: z.boolean(),
  prestretch_percent: z.number().int(),
  knots: z.union([z.literal(2), z.literal(4)]),
  stencil: z.string().nullable(),
  notes: z.string(),
});
export type JobSpecView = z.infer<typeof jobSpecViewSchema>;

/** `PUT /api/jobs/:id/intake`: the drop-off check. */
export const jobIntakeInputSchema = z.object({
  frame_crack: z.boolean({ error: 'frame_crack must be true or false.' }),
  grommets_worn: z.boolean({ error: 'grommets_worn must be true or false.' }),
  bumper_worn: z.boolean({ error: 'bumper_worn must be true or false.' }),
  grip_worn: z.boolean({ error: 'grip_worn must be true or false.' }),
  strings_broken: z.boolean({ error: 'strings_broken must be true or false.' }),
  other_damage: trimmed(300, 'Other damage can be at most 300 characters.').optional().default(''),
  /** The customer was told about the crack and accepts the risk. */
  crack_risk_accepted: z.boolean().optional().default(false),
});
export type JobIntakeInput = z.input<typeof jobIntakeInputSchema>;

export const jobIntakeViewSchema = jobIntakeInputSchema.extend({
  checked_by: z.string(),
  checked_at: z.string(),
});
export type JobIntakeView = z.infer<typeof jobIntakeViewSchema>;

export const jobStageInputSchema = z.object({
  stage: z.enum(JOB_STAGES, { error: `stage must be one of ${JOB_STAGES.join(', ')}.` }),
  /** Why, when the job is canceled (the booking's cancellation reason). */
  reason: trimmed(500, 'The reason can be at most 500 characters.').optional(),
});
export type JobStageInput = z.input<typeof jobStageInputSchema>;

export const JOB_DUE_FILTERS = ['today', 'overdue', 'upcoming'] as const;
export type JobDueFilter = (typeof JOB_DUE_FILTERS)[number];

/** `GET /api/jobs?stage=&store=&due=&customer=&search=&page=`; search is a job number, customer a customer's id. */
export const jobListQuerySchema = pageQuerySchema(20).extend({
  customer: pathIdSchema('customer must be a customer number.').optional(),
  stage: z.enum(JOB_STAGES, { error: `stage must be one of ${JOB_STAGES.join(', ')}.` }).optional(),
  store: z.enum(STORES, { error: `store must be one of ${STORES.join(', ')}.` }).optional(),
  due: z.enum(JOB_DUE_FILTERS, { error: 'due must be today, overdue or upcoming.' }).optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobListItemSchema = z.object({
  job_id: z.number().int(),
  booking_id: z.number().int(),
  stage: z.enum(JOB_STAGES),
  customer_name: z.string(),
  /** Brand and model (the booking's racket_name). */
  racket: z.string(),
  service_kind: z.enum(SERVICE_KINDS),
  service_type: z.enum(SERVICE_TYPES),
  express: z.boolean(),
  store: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  /** Intake warnings, e.g. "Frame crack". */
  warnings: z.array(z.string()),
  /** Strings and tensions in one line, as on the tag (mains / crosses, both units); null until the spec has strings. */
  spec_summary: z.string().nullable(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListResponseSchema = z.object({
  items: z.array(jobListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** False when the total was capped (the bench counts 1,000 rows from the page's start; shown "1,000+"). */
  totalIsExact: z.boolean(),
  hasMore: z.boolean(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** A history item's `by` when no staff member acted (a booking's completion, the system's own steps). */
export const SYSTEM_ACTOR = 'System';

export const jobHistoryItemSchema = z.object({ at: z.string(), by: z.string(), what: z.string() });
export type JobHistoryItem = z.infer<typeof jobHistoryItemSchema>;

/** `GET /api/jobs/:id`. */
export const jobViewSchema = jobListItemSchema.extend({
  customer_id: z.number().int(),
  customer_email: z.string(),
  customer_phone: z.string(),
  racket_id: z.number().int().nullable(),
  service_name: z.string(),
  booking_date: z.string(),
  booking_status: z.string(),
  payment_status: z.string(),
  /** AED still to pay in store; 0 when nothing. */
  amount_due_in_store: z.number(),
  /** AED actually paid (online share and in-store payments), and what is still due (the booking's balance_due). */
  amount_paid: z.number(),
  balance_due: z.number(),
  spec: jobSpecViewSchema.nullable(),
  intake: jobIntakeViewSchema.nullable(),
  history: z.array(jobHistoryItemSchema),
  /** The intake photos, oldest first (docs/decisions/intake-photos.md). */
  photos: z.array(jobPhotoSchema),
  /** When the ready-for-pickup email was queued, if it was. */
  ready_notified_at: z.string().nullable(),
  /** The ready-for-pickup text, and the click-to-chat link with it (null without a phone). */
  ready_message: z.string(),
  whatsapp_url: z.string().nullable(),
  /** The WhatsApp messages the system sent about this job (received, ready), oldest first; empty without WhatsApp. */
  whatsapp_messages: z.array(whatsappMessageViewSchema),
  /** PUBLIC_URL + /dashboard/jobs/<id>: what the tag's QR code holds. */
  job_url: z.string(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** The answer of PUT spec, PUT intake and POST stage: what happened, and the job as it is now. */
export const jobUpdateResponseSchema = z.object({ message: z.string(), job: jobViewSchema });
export type JobUpdateResponse = z.infer<typeof jobUpdateResponseSchema>;

/**
 * The answer of PUT spec: besides the message and the job, the booking's price for the spec's strings (AED; a hybrid is
 * priced at its dearer side), what that changed (`price_change`, 0 when nothing) and what is still to pay (`balance_due`).
 */
export const jobSpecUpdateResponseSchema = jobUpdateResponseSchema.extend({
  price: z.number(),
  price_change: z.number(),
  balance_due: z.number(),
});
export type JobSpecUpdateResponse = z.infer<typeof jobSpecUpdateResponseSchema>;

/** A customer's racket (`GET /api/customers/:id/rackets`), with its stringing history, newest first. */
export const racketHistoryItemSchema = z.object({
  job_id: z.number().int(),
  date: z.string(),
  stage: z.enum(JOB_STAGES),
  strings: z.string(),
  mains: stringSideViewSchema.nullable(),
  crosses: stringSideViewSchema.nullable(),
  strung_by: z.string().nullable(),
  days_since_previous: z.number().int().nullable(),
});
export const customerRacketSchema = z.object({
  racket_id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  pattern: z.string(),
  head_size: z.number().nullable(),
  nickname: z.string(),
  notes: z.string(),
  /** The purchase it came from, when it was bought in store. */
  purchase_id: z.number().int().nullable(),
  /** Its free stringings (the entitlement's id, the `rp_id` of a booking line), when it was bought in store. */
  rp_id: z.number().int().nullable(),
  /** Days between restrings (reminders); 90 unless changed. */
  reminder_interval_days: z.number().int(),
  /** The spec of its last job with one ("Same as last time"); null when never strung here. */
  last_spec: jobSpecViewSchema.nullable(),
  history: z.array(racketHistoryItemSchema),
});
export type CustomerRacket = z.infer<typeof customerRacketSchema>;

/** `POST /api/customers/:id/rackets`, `PUT /api/customers/:id/rackets/:racketId`. */
export const customerRacketInputSchema = racketInputSchema.extend({
  nickname: trimmed(40, 'The nickname can be at most 40 characters.').optional().default(''),
  notes: trimmed(500, 'Notes can be at most 500 characters.').optional().default(''),
  /** Left out: 90 for a new racket, unchanged on an edit. */
  reminder_interval_days: z
    .number({ error: 'The reminder interval must be a whole number of days from 7 to 730.' })
    .int('The reminder interval must be a whole number of days from 7 to 730.')
    .min(7, 'The reminder interval must be a whole number of days from 7 to 730.')
    .max(730, 'The reminder interval must be a whole number of days from 7 to 730.')
    .optional(),
});
export type CustomerRacketInput = z.input<typeof customerRacketInputSchema>;

/** `GET /api/jobs/summary?store=`: the dashboard home's bench figures (open jobs only). */
export const jobSummaryQuerySchema = z.object({
  store: z.enum(STORES, { error: `store must be one of ${STORES.join(', ')}.` }).optional(),
});
export const jobSummarySchema = z.object({
  /** Not ready yet, due today (Dubai) and not overdue. */
  due_today: z.number().int(),
  /** Not ready yet and past due. */
  overdue: z.number().int(),
  /** Ready for pickup, awaiting collection. */
  ready: z.number().int(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;
