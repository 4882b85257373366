import { z } from 'zod';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES, PAYMENT_OPTIONS } from '../booking-status';
import { SERVICE_TYPES } from '../catalogue';
import { PICKUP_OPTIONS, STORES } from '../pickup';
import { formatAed, type Fils } from '../money';
import { ISO_DATE, shopDate } from '../shop-days';
import { aedAmountSchema, bodyIdSchema, pageEnvelopeSchema, pageQuerySchema } from './common';
import { CART_ID_PATTERN, PAYMENT_MESSAGES } from './payments';
import { bookingPaymentFilterSchema } from './held-payments';
import { bookingDayFilters, bookingStatusFilterSchema, bookingTotalsSchema, checkDayRange } from './booking-filters';
import { cancellationViewSchema } from './cancellation-view';
import { JOB_MESSAGES, jobSpecInputSchema } from './jobs';
import { SERVICE_KINDS } from './service-kinds';

/** Every booking and payment message of the screens (docs/product/screens.md), word for word, and the server's. */
export const BOOKING_MESSAGES = {
  /** Mark as Complete on a booking with a balance (a dearer spec after an online payment): take it first. */
  balanceDueBeforeComplete: (balanceFils: Fils) =>
    `${formatAed(balanceFils)} is still due on this booking. Take the payment before completing it.`,
  // Booking form (string and grip)
  selectBookingDate: 'Please select a booking date.',
  selectStringAndType: 'Please select a string and type before proceeding.',
  enterRacketName: 'Please enter a racket name.',
  selectGripAndType: 'Please select a grip and type before proceeding.',
  // Booking details
  selectStore: 'Please select a store location for in-store booking.',
  enterAddress: 'Please enter an address for the selected service.',
  // Booking final
  agreeTerms: 'Please agree to the Terms & Conditions before proceeding.',
  noBookingsToProcess: 'No bookings to process.',
  selectStringForAll: 'Please select a string for all string bookings.',
  selectStringTypeForAll: 'Please select a string type for all string bookings.',
  selectGripForAll: 'Please select a grip for all grip bookings.',
  selectGripTypeForAll: 'Please select a service type for all grip bookings.',
  racketNameBeforeAddMore: 'Please enter a racket name before adding more.',
  racketNameBeforeAddGrip: 'Please enter a racket name before adding grip.',
  // In-store completion
  receiptNumberRequired: 'A receipt number from the receipt system is required.',
  positiveAmount: 'Enter a valid positive amount.',
  // Outcomes of submitting and completing
  markCompleteFailed: 'Failed to mark booking as complete.',
  inStorePaymentFailed: 'Failed to record in-store payment.',
  payInStoreFailed: 'Error processing Pay in Store request. Please try again.',
  bookingsCreated: 'Booking(s) created successfully!',
  gripBookingCreated: 'Your booking has been created successfully!',
  somethingWentWrong: 'Something went wrong!',
  createOrPayFailed: 'Failed to create booking or process payment.',
  processingFailed: 'Error processing bookings.',
  fetchBookingsFailed: 'Failed to fetch bookings',
  noBookingsFound: 'No bookings found.',
  noBookingsCreated: 'No bookings created yet.',
  sessionExpired: 'Session expired. Please log in again.',
  // Payment verification (the payment-success page), re-exported for the booking screens.
  paymentVerified: PAYMENT_MESSAGES.verifiedSuccess,
  paymentVerifyFailed: PAYMENT_MESSAGES.verifyFailed,
  paymentVerifyError: PAYMENT_MESSAGES.verifyError,
  paymentMissingInformation: PAYMENT_MESSAGES.missingInformation,
  // The server's own answers
  bookingDateInPast: 'The booking date cannot be earlier than today.',
  invalidStore: 'Choose Jumeirah Store, Marina Store or Bluewaters Store.',
  invalidPickupOption: 'Choose a valid service option.',
  pickupOptionNotForMode:
    'This service option does not match the service type: express bookings use the express options, regular bookings the regular ones.',
  mixedPickupOptions: 'All bookings of one checkout must use the same service option.',
  mixedCustomers: 'All bookings of one checkout must be for the same customer.',
  mixedCartIds: 'All bookings of one checkout must carry the same cart_id.',
  unknownString: 'This string is not in the catalogue.',
  unknownGrip: 'This grip is not in the catalogue.',
  typeNotInCatalogue: 'This item is not offered with the chosen service type.',
  freeOnlyForStrings: 'Free service applies to stringing only.',
  freeNeedsRacket: 'A free stringing needs the purchased racket (rp_id).',
  lineTotalMismatch:
    'The total of a booking does not match the current price. Please review the bookings and try again.',
  pickupFeeMismatch:
    'The pickup fee does not match the chosen service option. Please review the bookings and try again.',
  customerNotFound: 'This customer was not found. Please sync the customer and try again.',
  bookingNotFound: 'This booking was not found.',
  bookingCompleted: 'Booking marked as complete.',
  inStorePaymentRecorded: 'In-store payment recorded and booking completed.',
  payInStoreConfirmed: 'Booking confirmed. The customer will pay in store.',
  redirectingToPayment: 'Redirecting to the payment page.',
  freeNotForInStorePayment: 'A booking with a total of 0 needs no payment: confirm it instead of paying in store.',
  tooManyLines: 'A checkout can hold at most 20 bookings.',
} as const;

export { SERVICE_KINDS, type ServiceKind } from './service-kinds';

/** Catalogue entry ids (catalogue.ts): the id fixes the product and its service type. */
const catalogueId = z
  .number({ error: 'Catalogue ids are whole numbers.' })
  .int('Catalogue ids are whole numbers.')
  .nonnegative();

/**
 * One booking line as the dashboard submits it (the booking item of docs/product/api.md#bookings-and-payments).
 * service_type is optional: the catalogue entry decides it when its id names one type only.
 * claim_id is accepted and ignored: the server makes the claim itself for free lines.
 */
export const bookingSubmissionItemSchema = z
  .object({
    bigcommerce_customer_id: bodyIdSchema(BOOKING_MESSAGES.customerNotFound),
    service_kind: z.enum(SERVICE_KINDS, { error: 'service_kind must be string or grip.' }),
    string_id: catalogueId.nullable().optional(),
    grip_id: catalogueId.nullable().optional(),
    service_type: z.enum(SERVICE_TYPES, { error: 'service_type must be Regular or Express.' }).optional(),
    booking_date: z
      .string({ error: BOOKING_MESSAGES.selectBookingDate })
      .regex(ISO_DATE, BOOKING_MESSAGES.selectBookingDate),
    pickup_option: z.enum(PICKUP_OPTIONS, { error: BOOKING_MESSAGES.invalidPickupOption }),
    delivery_address: z.string().trim().max(500).nullable().optional(),
    racket_name: z.string().trim().max(120, 'The racket name can be at most 120 characters.').optional().default(''),
    total_cost: aedAmountSchema('total_cost must be an amount in AED.'),
    cart_id: z.string().regex(CART_ID_PATTERN, PAYMENT_MESSAGES.invalidCartId).optional(),
    freeService: z.boolean().optional().default(false),
    instore_location: z.string().trim().nullable().optional(),
    rp_id: bodyIdSchema('rp_id must be the id of a racket purchase.').nullable().optional(),
    claim_id: z.union([z.number(), z.string()]).nullable().optional(),
    customer_name: z.string().trim().max(200).optional(),
    customer_email: z.string().trim().max(254).optional(),
    /** One of this customer's rackets (GET /api/customers/:id/rackets); fills racket_name when it is empty. */
    racket_id: bodyIdSchema('racket_id must be the id of one of the customer’s rackets.').nullable().optional(),
    /** The job's spec, entered at the counter (a grip line: the racket and notes only). */
    spec: jobSpecInputSchema.nullable().optional(),
  })
  .superRefine((item, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (item.service_kind === 'string' && (item.string_id === null || item.string_id === undefined)) {
      issue('string_id', BOOKING_MESSAGES.selectStringForAll);
    }
    if (item.service_kind === 'grip' && (item.grip_id === null || item.grip_id === undefined)) {
      issue('grip_id', BOOKING_MESSAGES.selectGripForAll);
    }
    if (ISO_DATE.test(item.booking_date) && item.booking_date < shopDate())
      issue('booking_date', BOOKING_MESSAGES.bookingDateInPast);
    if (!item.freeService && !item.racket_name && !item.racket_id && !item.spec)
      issue('racket_name', BOOKING_MESSAGES.enterRacketName);
    if (item.spec && item.service_kind === 'grip' && (item.spec.mains || item.spec.crosses))
      ctx.addIssue({ code: 'custom', path: ['spec', 'mains'], message: JOB_MESSAGES.gripHasNoStrings });
    if (item.spec && item.service_kind === 'string' && (!item.spec.mains || !item.spec.crosses))
      ctx.addIssue({ code: 'custom', path: ['spec', 'mains'], message: JOB_MESSAGES.stringsNeeded });
    if (item.freeService && item.service_kind !== 'string') issue('freeService', BOOKING_MESSAGES.freeOnlyForStrings);
    if (item.freeService && !item.rp_id) issue('rp_id', BOOKING_MESSAGES.freeNeedsRacket);
    if (item.pickup_option === 'in-store') {
      if (!item.instore_location) issue('instore_location', BOOKING_MESSAGES.selectStore);
      else if (!(STORES as readonly string[]).includes(item.instore_location))
        issue('instore_location', BOOKING_MESSAGES.invalidStore);
    } else if (!item.delivery_address) {
      issue('delivery_address', BOOKING_MESSAGES.enterAddress);
    }
  });
export type BookingSubmissionItem = z.input<typeof bookingSubmissionItemSchema>;
export type ParsedBookingSubmissionItem = z.output<typeof bookingSubmissionItemSchema>;

const submissionLines = z
  .array(bookingSubmissionItemSchema, { error: BOOKING_MESSAGES.noBookingsToProcess })
  .min(1, BOOKING_MESSAGES.noBookingsToProcess)
  .max(20, BOOKING_MESSAGES.tooManyLines);

function checkOneCheckout(bookings: ParsedBookingSubmissionItem[], ctx: z.RefinementCtx) {
  const first = bookings[0];
  if (!first) return;
  for (const item of bookings) {
    if (item.bigcommerce_customer_id !== first.bigcommerce_customer_id) {
      ctx.addIssue({ code: 'custom', path: ['bookings'], message: BOOKING_MESSAGES.mixedCustomers });
      return;
    }
    if (item.pickup_option !== first.pickup_option) {
      ctx.addIssue({ code: 'custom', path: ['bookings'], message: BOOKING_MESSAGES.mixedPickupOptions });
      return;
    }
    if (item.cart_id !== first.cart_id) {
      ctx.addIssue({ code: 'custom', path: ['bookings'], message: BOOKING_MESSAGES.mixedCartIds });
      return;
    }
  }
}

/** POST /api/payments/create. pickup_fee is in AED, charged once per checkout. */
export const createPaymentRequestSchema = z
  .object({
    bookings: submissionLines,
    pickup_fee: aedAmountSchema('pickup_fee must be an amount in AED.'),
  })
  .superRefine((body, ctx) => checkOneCheckout(body.bookings, ctx));
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/** POST /api/store-payment/confirm-instore-payment. pickup_fee is optional here; when sent it is checked. */
export const confirmInstorePaymentRequestSchema = z
  .object({
    bookings: submissionLines,
    recaptchaToken: z.string().max(4000).optional().default(''),
    pickup_fee: aedAmountSchema('pickup_fee must be an amount in AED.').optional(),
  })
  .superRefine((body, ctx) => checkOneCheckout(body.bookings, ctx));
export type ConfirmInstorePaymentRequest = z.input<typeof confirmInstorePaymentRequestSchema>;

/** A booking just created, as answered by payment creation and pay in store. Money in AED. */
export const createdBookingSchema = z.object({
  booking_id: z.number().int(),
  service_kind: z.enum(SERVICE_KINDS),
  service_name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  racket_name: z.string(),
  booking_date: z.string(),
  total_cost: z.number(),
  free_service: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/** Free checkout (total 0): the bookings exist and the free stringings are claimed. */
export const freeCheckoutResponseSchema = z.object({
  message: z.string(),
  data: z.object({ bookings: z.array(createdBookingSchema), cart_id: z.string(), total_cost: z.number() }),
});
/** Paid checkout: send the browser to payment_url. */
export const paidCheckoutResponseSchema = z.object({
  message: z.string(),
  data: z.object({ payment_url: z.string(), cart_id: z.string(), total_cost: z.number() }),
});
export const createPaymentResponseSchema = z.union([freeCheckoutResponseSchema, paidCheckoutResponseSchema]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
export const confirmInstorePaymentResponseSchema = z.object({
  message: z.string(),
  data: z.object({ bookings: z.array(createdBookingSchema), cart_id: z.string(), total_cost: z.number() }),
});
export type ConfirmInstorePaymentResponse = z.infer<typeof confirmInstorePaymentResponseSchema>;
/** One row of the bookings list (docs/product/api.md#bookings-and-payments) plus what the screens need to complete it. Money in AED. */
export const bookingListItemSchema = z.object({
  booking_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  /** The line's price (AED), without the pickup fee: list_price − discount. */
  total_cost: z.number(),
  /** The line's catalogue price (AED) before a free stringing. */
  list_price: z.number(),
  /** What a free stringing took off (AED); 0 on a paid line. */
  discount: z.number(),
  /** The checkout's pickup fee (AED), carried by its first booking; 0 on the others. */
  pickup_fee: z.number(),
  pickup_option: z.enum(PICKUP_OPTIONS),
  instore_location: z.string().nullable(),
  delivery_address: z.string().nullable(),
  racket_name: z.string(),
  service_name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  service_kind: z.enum(SERVICE_KINDS),
  booking_date: z.string(),
  status: z.enum(BOOKING_STATUSES),
  payment_option: z.enum(PAYMENT_OPTIONS),
  payment_status: z.enum(BOOKING_PAYMENT_STATUSES),
  /** The online payment is held at the provider (authorised, or on hold for review): "Payment held". */
  payment_held: z.boolean(),
  /** While held: the provider's raw code of its answer (Telr "3/H", "2/A"; one the shop does not know: "3/E", "7"). */
  payment_held_code: z.string().nullable().optional(),
  free_service: z.boolean(),
  cart_id: z.string(),
  receipt_number: z.string().nullable(),
  /** What the customer owes in store (AED): total_cost + pickup_fee. */
  amount_due: z.number(),
  due_in_store: z.number().optional(), // a change's difference on an online-paid booking, collected in store
  /** What was actually paid (AED): the online charge's share plus the in-store payments (deposits included). */
  amount_paid: z.number(),
  /** What is still to pay (AED): max(0, total_cost + pickup_fee − amount_paid); 0 when canceled or free. */
  balance_due: z.number(),
  /**
   * What canceling it now refunds (AED), line by line: its line as paid online and, when no other booking of the
   * checkout is left, the pickup or delivery fee (labelled with pickup_option); for a pay-in-store booking, what
   * was paid for it in store (`in-store`, handed back in store); null when nothing was paid.
   */
  cancel_refund: z
    .object({
      total: z.number(),
      lines: z.array(z.object({ kind: z.enum(['line', 'fee', 'in-store']), amount: z.number() })),
    })
    .nullable()
    .optional(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  cancellation: cancellationViewSchema.nullable().optional(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

export const bookingListQuerySchema = pageQuerySchema(5)
  .extend({
    status: bookingStatusFilterSchema,
    payment: bookingPaymentFilterSchema,
    ...bookingDayFilters,
  })
  .superRefine(checkDayRange);
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/** The list's envelope, plus `totals` of the filtered list when it has both days (docs/decisions/revenue.md). */
export const bookingListResponseSchema = pageEnvelopeSchema(bookingListItemSchema).extend({
  totals: bookingTotalsSchema.optional(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

export const bookingCompletionResponseSchema = z.object({
  message: z.string(),
  data: z.object({ booking: bookingListItemSchema, invoice_number: z.string().nullable() }),
});
export type BookingCompletionResponse = z.infer<typeof bookingCompletionResponseSchema>;
