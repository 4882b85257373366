import { z } from 'zod';
import { TENSION_UNITS } from '../stringing/tension';
import { pathIdSchema } from './common';
import { JOB_MESSAGES, jobSpecInputSchema } from './jobs';

/**
 * The customer's rackets and the shop's default spec (docs/product/rackets.md). The racket shapes
 * (`customerRacketSchema`, `customerRacketInputSchema`) are in contracts/jobs.ts with the job's.
 */
export const RACKET_MESSAGES = {
  customerIdInvalid: 'The customer id must be a positive whole number.',
  racketIdInvalid: 'The racket id must be a positive whole number.',
  notFound: 'This racket is not one of this customer’s rackets.',
  notTheBoughtRacket: 'A free stringing is for the racket it was bought with.',
  defaultSpecSaved: 'The default specification was saved.',
} as const;

/** `/api/customers/:id/rackets`. */
export const customerRacketsParamsSchema = z.object({ id: pathIdSchema(RACKET_MESSAGES.customerIdInvalid) });
/** `/api/customers/:id/rackets/:racketId`. */
export const customerRacketParamsSchema = customerRacketsParamsSchema.extend({
  racketId: pathIdSchema(RACKET_MESSAGES.racketIdInvalid),
});

/**
 * `PUT /api/settings/default-spec` (superadmin): the spec a new racket starts from. It is a spec
 * without the racket (the booking adds the racket chosen) and with both strings.
 */
export const defaultSpecSchema = jobSpecInputSchema.omit({ racket: true }).superRefine((spec, ctx) => {
  if (!spec.mains) ctx.addIssue({ code: 'custom', path: ['mains'], message: JOB_MESSAGES.stringsNeeded });
  if (!spec.crosses) ctx.addIssue({ code: 'custom', path: ['crosses'], message: JOB_MESSAGES.stringsNeeded });
});
export type DefaultSpecInput = z.input<typeof defaultSpecSchema>;
export type ParsedDefaultSpec = z.output<typeof defaultSpecSchema>;

/** The product's default, used until a superadmin sets the shop's: catalogue string 1 both ways at 24 kg. */
export const PRODUCT_DEFAULT_SPEC = {
  mains: { string_id: 1, own_string: null, tension: 24, unit: 'kg' },
  crosses: { string_id: 1, own_string: null, tension: 24, unit: 'kg' },
  prestretch_percent: 0,
  knots: 4,
  stencil: null,
  notes: '',
} as const satisfies DefaultSpecInput;

const defaultSideSchema = z.object({
  string_id: z.number().int().nullable(),
  own_string: z.string().nullable(),
  tension: z.number(),
  unit: z.enum(TENSION_UNITS),
});
/** `GET /api/settings/default-spec` (every role, to pre-fill a new racket's spec): as entered, and its source. */
export const defaultSpecViewSchema = z.object({
  mains: defaultSideSchema,
  crosses: defaultSideSchema,
  prestretch_percent: z.number().int(),
  knots: z.union([z.literal(2), z.literal(4)]),
  stencil: z.string().nullable(),
  notes: z.string(),
  /** 'setting': the superadmin's; 'product': never set, the product's own default. */
  source: z.enum(['setting', 'product']),
  updated_at: z.string().nullable(),
});
export type DefaultSpecView = z.infer<typeof defaultSpecViewSchema>;
