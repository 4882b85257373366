import { z } from 'zod';
import { customerSchema } from './customers';
import { pathIdSchema } from './common';

/** The channel a customer wants the shop's messages on (docs/decisions/whatsapp.md); null = the shop's default. */
export const CUSTOMER_CHANNEL_MESSAGES = {
  invalid: 'The preferred channel must be email, whatsapp or null (the shop default).',
  saved: 'Preferred channel saved.',
  notFound: 'This customer does not exist.',
} as const;

export const PREFERRED_CHANNELS = ['email', 'whatsapp'] as const;
export type PreferredChannel = (typeof PREFERRED_CHANNELS)[number];

export const customerChannelParamSchema = z.object({
  id: pathIdSchema('Customer ID must be a positive whole number.'),
});

export const customerChannelRequestSchema = z.strictObject(
  { preferred_channel: z.enum(PREFERRED_CHANNELS, { error: CUSTOMER_CHANNEL_MESSAGES.invalid }).nullable() },
  { error: () => CUSTOMER_CHANNEL_MESSAGES.invalid },
);
export type CustomerChannelRequest = z.infer<typeof customerChannelRequestSchema>;

export const customerChannelResponseSchema = z.object({ message: z.string(), customer: customerSchema });
export type CustomerChannelResponse = z.infer<typeof customerChannelResponseSchema>;
