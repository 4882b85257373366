-- WhatsApp messages sent by the system through the Cloud API (issue 33 item 3, docs/decisions/whatsapp.md).

-- The WhatsApp outbox: one row per template message, delivered by the outbox worker with retries and a lease
-- (like email_outbox), then updated by the status webhook (wa_message_id). fallback_email: the email sent instead
-- if WhatsApp fails ({ kind, to, subject, text, html }), null when the customer has no email.
CREATE TABLE whatsapp_messages (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('received', 'ready', 'reminder')),
  booking_id integer REFERENCES bookings(id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  to_phone text NOT NULL,
  template text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ar')),
  parameters jsonb NOT NULL,
  fallback_email jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  wa_message_id text UNIQUE,
  fell_back_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  status_at timestamptz
);
-- One received and one ready message per job, whatever races.
CREATE UNIQUE INDEX whatsapp_messages_job_kind_idx ON whatsapp_messages (booking_id, kind) WHERE booking_id IS NOT NULL;
CREATE INDEX whatsapp_messages_due_idx ON whatsapp_messages (next_attempt_at) WHERE status IN ('queued', 'sending');

-- Customers who replied STOP: never messaged on WhatsApp again (email is not affected).
CREATE TABLE whatsapp_opt_outs (
  customer_id integer PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  opted_out_at timestamptz NOT NULL DEFAULT now()
);
