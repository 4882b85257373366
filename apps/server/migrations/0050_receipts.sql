-- The drop-off receipt reaches the customer, and the superadmin's message settings (issue 33 items 1 and 5;
-- docs/product/receipt.md, docs/decisions/whatsapp.md).

-- The channel a customer wants their messages on; null = the shop's default for each message.
ALTER TABLE customers ADD COLUMN preferred_channel text CHECK (preferred_channel IN ('email', 'whatsapp'));

-- The shop's message settings (channels per message, WhatsApp template names, opening hours, address and phone in
-- English and Arabic), as the superadmin saved them; null = the env settings (services/settings/shop-settings.ts).
ALTER TABLE store_settings ADD COLUMN shop_settings jsonb;

-- An email's one attachment: { filename, content_type, base64 } (the receipt PDF); null for most emails.
ALTER TABLE email_outbox ADD COLUMN attachment jsonb;

-- One receipt sent per job, whatever races: the row is the claim (services/receipts/send-receipt.ts).
CREATE TABLE job_receipts (
  booking_id integer PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp', 'none')),
  sent_to text,
  created_at timestamptz NOT NULL DEFAULT now()
);
