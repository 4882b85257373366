import { z } from 'zod';
import { findGrip, findString, SERVICE_TYPES } from '../catalogue';
import { PICKUP_OPTIONS, STORES } from '../pickup';
import { ISO_DATE, shopDate } from '../shop-days';
import { BOOKING_MESSAGES, SERVICE_KINDS } from './bookings';
import { jobSpecInputSchema } from './jobs';
import { CART_ID_PATTERN } from './payments';

/**
 * A booking in progress, kept in the browser (one checkout per customer) until the server creates
 * it. Every read goes through `checkoutDraftSchema`: a draft that is not this version's shape, names
 * a catalogue entry that no longer exists, or belongs to another customer is dropped, never priced.
 * The draft carries no prices: the screens price lines from the catalogue (pricing.ts), as the server does.
 */
export const CHECKOUT_DRAFT_VERSION = 1;

/** The short notices shown when a stored draft is dropped. */
export const CHECKOUT_DRAFT_MESSAGES = {
  corrupt: 'The saved booking could not be read and was discarded. Please add the bookings again.',
  old: 'The saved booking was made by an earlier version of this page and was discarded. Please add the bookings again.',
  foreign: 'The saved booking belonged to another customer and was discarded.',
  customerMissing: 'Choose a customer before booking.',
  unfinished: 'This customer has an unfinished booking. Continue it, or discard it to start this one on its own.',
  unfinishedPayment: 'Its payment was not completed.',
} as const;
export type CheckoutDraftProblem = keyof Omit<
  typeof CHECKOUT_DRAFT_MESSAGES,
  'customerMissing' | 'unfinished' | 'unfinishedPayment'
>;

const id = z.number().int().positive();
const racketName = z.string().trim().max(120, 'The racket name can be at most 120 characters.');

/** One booking line not yet submitted (docs/decisions/bookings-web.md), without its price. */
export const bookingDraftSchema = z
  .object({
    /** The line's own reference, unique in the browser. */
    invoiceNo: z.string().min(1).max(40),
    racketName,
    bookingDate: z.string().regex(ISO_DATE),
    serviceKind: z.enum(SERVICE_KINDS),
    stringId: id.nullable(),
    stringType: z.enum(SERVICE_TYPES).nullable(),
    gripId: id.nullable(),
    gripType: z.enum(SERVICE_TYPES).nullable(),
    freeService: z.boolean(),
    rp_id: id.nullable(),
    claim_id: id.nullable(),
    /** The customer's racket picked for this line (issue 14); absent when none was picked. */
    racketId: id.nullable().optional(),
    /** The job's spec entered with the line, sent as the booking item's `spec`. */
    spec: jobSpecInputSchema.nullable().optional(),
  })
  .superRefine((line, ctx) => {
    // The catalogue entry fixes the type: a line whose entry is gone or disagrees cannot be priced.
    const entry = line.serviceKind === 'string' ? findString(line.stringId) : findGrip(line.gripId);
    const type = line.serviceKind === 'string' ? line.stringType : line.gripType;
    if (!entry || entry.type !== type) {
      ctx.addIssue({ code: 'custom', path: ['serviceKind'], message: BOOKING_MESSAGES.typeNotInCatalogue });
    }
    if (line.freeService && (line.serviceKind !== 'string' || !line.rp_id)) {
      ctx.addIssue({ code: 'custom', path: ['freeService'], message: BOOKING_MESSAGES.freeNeedsRacket });
    }
  });
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** How the next booking form opens: set by the screen that starts it (Our Services, the chooser, a final page). */
export const bookingStartSchema = z.object({
  /** A racket name to start with (Add More, Add Grip); fixed when `freeRacket` is set. */
  racketName: racketName.default(''),
  /** A free stringing on a purchased racket. */
  freeRacket: z.object({ rpId: id, claimId: id.nullable() }).nullable().default(null),
  presetGripType: z.enum(['none', 'base', 'overgrip']).default('none'),
  lockedGripType: z.enum(SERVICE_TYPES).nullable().default(null),
  /** Opened from a final page: the new line joins the checkout directly and the user returns there. */
  returnTo: z.enum(SERVICE_KINDS).nullable().default(null),
  /**
   * Opened by the counter's Restring quick action: with the account's store known, Next on the
   * form books in that store and goes straight to the final page (nothing is asked twice).
   */
  counter: z.boolean().default(false),
  /** One of the customer's rackets to start with (its Restring on the customer page). */
  racketId: id.nullable().default(null),
});
export type BookingStart = z.infer<typeof bookingStartSchema>;
export type BookingStartInput = z.input<typeof bookingStartSchema>;

export const checkoutCustomerSchema = z.object({
  id,
  name: z.string().max(200),
  email: z.string().max(254),
  phone: z.string().max(40),
});

/** The checkout of one customer, stored under a versioned key per customer. */
export const checkoutDraftSchema = z.object({
  version: z.literal(CHECKOUT_DRAFT_VERSION),
  customer: checkoutCustomerSchema,
  lines: z.array(bookingDraftSchema).max(20, BOOKING_MESSAGES.tooManyLines),
  /** A line on its way from the form to the details page. */
  pending: bookingDraftSchema.nullable(),
  start: bookingStartSchema,
  pickup: z.enum(PICKUP_OPTIONS).nullable(),
  store: z.enum(STORES).nullable(),
  address: z.string().max(500),
  /** The cart of a payment in progress, so the payment pages find this checkout again. */
  cartId: z.string().regex(CART_ID_PATTERN).nullable(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

export type CheckoutDraftRead =
  { ok: true; draft: CheckoutDraft | null } | { ok: false; problem: CheckoutDraftProblem };

/** Reads a stored checkout for `customerId`: null when none is stored, or why it must be dropped. */
export function readCheckoutDraft(raw: string | null, customerId: number): CheckoutDraftRead {
  if (raw === null) return { ok: true, draft: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version !== CHECKOUT_DRAFT_VERSION) return { ok: false, problem: 'old' };
  const parsed = checkoutDraftSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: 'corrupt' };
  if (parsed.data.customer.id !== customerId) return { ok: false, problem: 'foreign' };
  return { ok: true, draft: parsed.data };
}

const bookingDate = z
  .string({ error: BOOKING_MESSAGES.selectBookingDate })
  .min(1, BOOKING_MESSAGES.selectBookingDate)
  .regex(ISO_DATE, BOOKING_MESSAGES.selectBookingDate)
  .refine((date) => date >= shopDate(), BOOKING_MESSAGES.bookingDateInPast);

/** A rule that runs even when other fields failed, so every field shows its message at once. */
const rule = <T>(check: (value: T) => boolean, message: string, path: string) =>
  z.refine<T>(check, { message, path: [path], when: () => true });

/** The string booking form (step 1 of 3), with the spec's messages in the order the spec checks them. */
export const bookingFormSchema = z
  .object({
    bookingDate,
    // Nothing chosen yet is null: the form starts empty.
    stringId: z
      .number({ error: BOOKING_MESSAGES.selectStringAndType })
      .nullable()
      .refine((v) => !!findString(v), BOOKING_MESSAGES.selectStringAndType),
    stringType: z
      .enum(SERVICE_TYPES, { error: BOOKING_MESSAGES.selectStringAndType })
      .nullable()
      .refine((v) => v !== null, BOOKING_MESSAGES.selectStringAndType),
    racketName,
    /** The racket is fixed by a free stringing or a purchased racket: no name to type. */
    racketFixed: z.boolean(),
  })
  .check(
    rule<{ racketFixed?: boolean; racketName?: string }>(
      (form) => !!form.racketFixed || !!form.racketName?.trim(),
      BOOKING_MESSAGES.enterRacketName,
      'racketName',
    ),
  );
export type BookingFormValues = z.input<typeof bookingFormSchema>;

/** The grip booking form (step 1 of 3). */
export const gripBookingFormSchema = z.object({
  bookingDate,
  gripId: z
    .number({ error: BOOKING_MESSAGES.selectGripAndType })
    .nullable()
    .refine((v) => !!findGrip(v), BOOKING_MESSAGES.selectGripAndType),
  racketName: racketName.min(1, BOOKING_MESSAGES.enterRacketName),
});
export type GripBookingFormValues = z.input<typeof gripBookingFormSchema>;

/** The details page (step 2 of 3): the racket name of the new line, and a store or an address. */
export const bookingDetailsFormSchema = z
  .object({
    racketName,
    racketRequired: z.boolean(),
    pickup: z.enum(PICKUP_OPTIONS, { error: BOOKING_MESSAGES.invalidPickupOption }),
    store: z.enum(STORES).nullable(),
    address: z.string(),
    /** False when the checkout's earlier bookings fixed the option (its address was checked then). */
    addressChecked: z.boolean(),
  })
  .check(
    rule<{ racketRequired?: boolean; racketName?: string }>(
      (form) => !form.racketRequired || !!form.racketName?.trim(),
      BOOKING_MESSAGES.enterRacketName,
      'racketName',
    ),
    rule<{ pickup?: string; store?: string | null }>(
      (form) => form.pickup !== 'in-store' || !!form.store,
      BOOKING_MESSAGES.selectStore,
      'store',
    ),
    rule<{ pickup?: string; address?: string; addressChecked?: boolean }>(
      (form) => form.pickup === 'in-store' || !form.addressChecked || !!form.address?.trim(),
      BOOKING_MESSAGES.enterAddress,
      'address',
    ),
  );
export type BookingDetailsFormValues = z.input<typeof bookingDetailsFormSchema>;

/** The Edit modal of the final page: the string or grip within the line's type, and the racket name. */
export const editBookingFormSchema = z
  .object({
    serviceKind: z.enum(SERVICE_KINDS),
    stringId: id.nullable(),
    gripId: id.nullable(),
    racketName,
    racketFixed: z.boolean(),
  })
  .check(
    rule<{ serviceKind?: string; stringId?: number | null }>(
      (form) => form.serviceKind !== 'string' || !!findString(form.stringId),
      BOOKING_MESSAGES.selectStringForAll,
      'stringId',
    ),
    rule<{ serviceKind?: string; gripId?: number | null }>(
      (form) => form.serviceKind !== 'grip' || !!findGrip(form.gripId),
      BOOKING_MESSAGES.selectGripForAll,
      'gripId',
    ),
    rule<{ racketFixed?: boolean; racketName?: string }>(
      (form) => !!form.racketFixed || !!form.racketName?.trim(),
      BOOKING_MESSAGES.enterRacketName,
      'racketName',
    ),
  );
export type EditBookingFormValues = z.input<typeof editBookingFormSchema>;
