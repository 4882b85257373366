import { z } from 'zod';

export const ADDRESS_MESSAGES = {
  customerMissing: 'Customer ID is missing. Please select a customer.',
  saveFailed: 'Failed to save address.',
  saved: 'Address saved.',
  addressLineRequired: 'Address line is required.',
  areaRequired: 'Area is required.',
  cityRequired: 'City is required.',
  stateRequired: 'Please choose an emirate.',
  stateInvalid: 'State must be one of the seven emirates.',
  countryInvalid: 'We only deliver within the UAE.',
  typeInvalid: 'Address type must be Home, Office or Other.',
  isDefaultInvalid: 'is_default must be 1 or 0.',
  pincodeInvalid: 'Pincode can have at most 10 letters or digits.',
  tooLong: 'This field can be at most 200 characters.',
} as const;

export const UAE_EMIRATES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Umm Al Qaiwain',
  'Fujairah',
  'Ajman',
  'Ras Al Khaimah',
] as const;
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export const ADDRESS_COUNTRY = 'UAE';

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, ADDRESS_MESSAGES.tooLong);
const optional = z.string().trim().max(200, ADDRESS_MESSAGES.tooLong).optional().default('');

/** POST /api/customer-address body (the customer comes in the customer-id header). */
export const addressRequestSchema = z.object({
  address_line: required(ADDRESS_MESSAGES.addressLineRequired),
  area: required(ADDRESS_MESSAGES.areaRequired),
  landmark: optional,
  pincode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{0,10}$/, ADDRESS_MESSAGES.pincodeInvalid)
    .optional()
    .default(''),
  city: required(ADDRESS_MESSAGES.cityRequired),
  state: z.enum(UAE_EMIRATES, {
    error: (issue) => (issue.input ? ADDRESS_MESSAGES.stateInvalid : ADDRESS_MESSAGES.stateRequired),
  }),
  country: z.literal(ADDRESS_COUNTRY, { error: ADDRESS_MESSAGES.countryInvalid }).optional().default(ADDRESS_COUNTRY),
  address_type: z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.typeInvalid }),
  is_default: z
    .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.boolean()], {
      error: ADDRESS_MESSAGES.isDefaultInvalid,
    })
    .optional()
    .default(0)
    .transform((v) => v === 1 || v === '1' || v === true),
});
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** The customer-id header of POST /api/customer-address. */
export const addressHeadersSchema = z.object({
  'customer-id': z
    .string({ error: ADDRESS_MESSAGES.customerMissing })
    .trim()
    .min(1, ADDRESS_MESSAGES.customerMissing)
    .regex(/^0*[1-9]\d{0,8}$/, 'Customer ID must be a positive whole number.')
    .transform(Number),
});

export const addressSchema = z.object({
  address_id: z.number().int(),
  customer_id: z.number().int(),
  address_line: z.string(),
  area: z.string(),
  landmark: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  is_default: z.boolean(),
  address_type: z.enum(ADDRESS_TYPES),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/customer-address/{customerId}: the customer's addresses, the default first. */
export const addressListSchema = z.array(addressSchema);

export const saveAddressResponseSchema = z.object({ message: z.string(), address: addressSchema });
export type SaveAddressResponse = z.infer<typeof saveAddressResponseSchema>;
