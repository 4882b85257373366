import { z } from 'zod';
import { DEFAULT_PURCHASE_CATEGORY, PURCHASE_CATEGORIES } from '../purchase-category';
import { isCalendarDay, shopDate } from '../shop-days';
import { recordIdSchema } from './customers';
import { aedAmountSchema } from './common';

export const PURCHASE_MESSAGES = {
  saveFailed: 'Failed to save purchases.',
  saved: (count: number) => (count === 1 ? '1 purchase saved.' : `${count} purchases saved.`),
  atLeastOne: 'Add at least one purchase.',
  tooMany: 'At most 50 purchases can be saved at once.',
  productIdRequired: 'Product ID is required.',
  productIdInvalid: 'Product ID must be a positive whole number.',
  productNameRequired: 'Product Name is required.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be an amount in AED from 0 to 1,000,000 with at most two decimals.',
  quantityRequired: 'Quantity is required.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 100.',
  dateRequired: 'Purchase Date is required.',
  dateInvalid: 'Purchase Date must be a real date.',
  dateInFuture: 'Purchase Date cannot be in the future.',
  customerMissing: 'No customer with this id exists in the store.',
  loadFailed: 'Failed to fetch services.',
  noFreeServices: 'No free services available.',
  categoryInvalid: 'Category must be one of racket, strings, accessory or other.',
  categoryRequired: 'Choose the category of this product.',
  productSearchFailed: 'Failed to search the store catalogue.',
  productsNone: 'No product in the store catalogue matches this search.',
} as const;

/** Nothing typed: a JSON null or a missing field, or an empty form input. */
const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** One row of the Add Purchases form, as the API names its fields (docs/product/api.md). Price is AED, VAT included. */
export const purchaseRowSchema = z.object({
  product_id: z
    .number({
      error: (issue) =>
        isBlank(issue.input) ? PURCHASE_MESSAGES.productIdRequired : PURCHASE_MESSAGES.productIdInvalid,
    })
    .int(PURCHASE_MESSAGES.productIdInvalid)
    .positive(PURCHASE_MESSAGES.productIdInvalid)
    .max(2_147_483_647, PURCHASE_MESSAGES.productIdInvalid),
  product_name: z
    .string({ error: PURCHASE_MESSAGES.productNameRequired })
    .trim()
    .min(1, PURCHASE_MESSAGES.productNameRequired)
    .max(200, 'Product Name can be at most 200 characters.'),
  price: aedAmountSchema(PURCHASE_MESSAGES.priceInvalid, {
    error: (issue) => (isBlank(issue.input) ? PURCHASE_MESSAGES.priceRequired : PURCHASE_MESSAGES.priceInvalid),
  }),
  quantity: z
    .number({
      error: (issue) => (isBlank(issue.input) ? PURCHASE_MESSAGES.quantityRequired : PURCHASE_MESSAGES.quantityInvalid),
    })
    .int(PURCHASE_MESSAGES.quantityInvalid)
    .min(1, PURCHASE_MESSAGES.quantityInvalid)
    .max(100, PURCHASE_MESSAGES.quantityInvalid),
  purchase_date: z
    .string({ error: PURCHASE_MESSAGES.dateRequired })
    .trim()
    .min(1, PURCHASE_MESSAGES.dateRequired)
    .refine(isCalendarDay, PURCHASE_MESSAGES.dateInvalid)
    .refine((date) => date <= shopDate(), PURCHASE_MESSAGES.dateInFuture),
  /** racket, strings, accessory or other; left out (or null) means racket. Only a racket earns free stringings. */
  category: z
    .enum(PURCHASE_CATEGORIES, { error: PURCHASE_MESSAGES.categoryInvalid })
    .nullish()
    .transform((category) => category ?? DEFAULT_PURCHASE_CATEGORY),
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

export const manualPurchaseRequestSchema = z.object({
  purchases: z
    .array(purchaseRowSchema, { error: PURCHASE_MESSAGES.atLeastOne })
    .min(1, PURCHASE_MESSAGES.atLeastOne)
    .max(50, PURCHASE_MESSAGES.tooMany),
});
export type ManualPurchaseRequest = z.input<typeof manualPurchaseRequestSchema>;

/**
 * The Add Purchases form: the same rows, but the category is chosen (from the store catalogue or by
 * staff) and never left to the default, so a racket bag typed in by hand cannot earn by mistake.
 */
export const addPurchasesFormSchema = z.object({
  purchases: z
    .array(
      purchaseRowSchema.extend({
        category: z.enum(PURCHASE_CATEGORIES, {
          error: (issue) =>
            isBlank(issue.input) ? PURCHASE_MESSAGES.categoryRequired : PURCHASE_MESSAGES.categoryInvalid,
        }),
      }),
      { error: PURCHASE_MESSAGES.atLeastOne },
    )
    .min(1, PURCHASE_MESSAGES.atLeastOne)
    .max(50, PURCHASE_MESSAGES.tooMany),
});

export const customerIdParamSchema = z.object({ customerId: recordIdSchema('Customer ID') });

export const recordedPurchaseSchema = z.object({
  purchase_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  purchase_date: z.string(),
  source: z.enum(['in-store', 'online']),
  category: z.enum(PURCHASE_CATEGORIES),
  /** Free stringing entitlements (rp_id) this row earned: one per racket unit above 1000 AED. */
  rp_ids: z.array(z.number().int()),
});
export type RecordedPurchase = z.infer<typeof recordedPurchaseSchema>;

export const manualPurchaseResponseSchema = z.object({
  message: z.string(),
  purchases: z.array(recordedPurchaseSchema),
  entitlements_created: z.number().int(),
});
export type ManualPurchaseResponse = z.infer<typeof manualPurchaseResponseSchema>;

/** One racket unit's free stringings (an item of the purchases response, docs/product/api.md). */
export const racketEntitlementSchema = z.object({
  rp_id: z.number().int(),
  purchase_id: z.number().int(),
  /** The racket's most recent counting claim, or null. */
  claim_id: z.number().int().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  racket_name: z.string(),
  unit_number: z.number().int(),
  price: z.number(),
  purchase_date: z.string(),
  total_free_services: z.number().int(),
  used_services: z.number().int(),
  remaining_services: z.number().int(),
  service_value: z.number(),
  valid_until: z.string(),
  expired: z.boolean(),
  eligible: z.boolean(),
  next_eligible_date: z.string().nullable(),
});
export type RacketEntitlement = z.infer<typeof racketEntitlementSchema>;

export const serviceClaimSchema = z.object({
  claim_id: z.number().int(),
  rp_id: z.number().int(),
  racket_name: z.string(),
  claim_number: z.number().int(),
  booking_date: z.string(),
  value: z.number(),
  claimed_at: z.string(),
});
export type ServiceClaim = z.infer<typeof serviceClaimSchema>;

/**
 * GET /api/purchases/customer/{customerId}. `free_stringing_services` counts the free stringings
 * still available on entitlements that have not expired; `used_services` counts every claim that counts.
 */
export const purchasesResponseSchema = z.object({
  customer_id: z.number().int(),
  free_stringing_services: z.number().int(),
  used_services: z.number().int(),
  purchases: z.array(racketEntitlementSchema),
  service_claims: z.array(serviceClaimSchema),
  recorded_purchases: z.array(recordedPurchaseSchema),
});
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

export const eligibilityQuerySchema = z.object({
  customerId: recordIdSchema('customerId'),
  rpId: recordIdSchema('rpId'),
});

export const eligibilityResponseSchema = z.object({ eligible: z.boolean(), nextEligibleDate: z.string().nullable() });
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

/** GET /api/purchases/products?search=: the store catalogue by name, SKU or id, for Add Purchases. */
export const purchaseProductsQuerySchema = z.object({
  search: z
    .string({ error: 'Search must be text.' })
    .trim()
    .max(100, 'Search can be at most 100 characters.')
    .optional()
    .default(''),
});
export type PurchaseProductsQuery = z.input<typeof purchaseProductsQuerySchema>;

/** One store product; `category` is null when the store's categories do not say (staff choose it). Price AED, VAT included. */
export const purchaseProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  category: z.enum(PURCHASE_CATEGORIES).nullable(),
});
export type PurchaseProduct = z.infer<typeof purchaseProductSchema>;

export const purchaseProductsResponseSchema = z.object({ items: z.array(purchaseProductSchema) });
export type PurchaseProductsResponse = z.infer<typeof purchaseProductsResponseSchema>;
