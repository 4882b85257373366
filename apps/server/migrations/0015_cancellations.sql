-- Cancel, change and refund a booking (docs/decisions/cancellation.md). Money in integer fils.

-- A refund of (part of) a booking's online payment: to the card through the payment provider, or
-- handed back at the counter. status: pending (recorded, the provider not yet answered), refunded,
-- failed (refused or unreachable: retry, or move it to the counter), due-in-store. A refund is
-- recorded before the provider is called; attempt_started_at marks a call under way (taken by one
-- conditional UPDATE), so two clicks or two instances never send the same refund twice.
CREATE TABLE booking_refunds (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id),
  checkout_id integer NOT NULL REFERENCES checkouts(id),
  cause text NOT NULL CHECK (cause IN ('cancel', 'change')),
  status text NOT NULL CHECK (status IN ('pending', 'refunded', 'failed', 'due-in-store')),
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  provider_reference text,
  failure text,
  attempt_started_at timestamptz,
  created_by integer REFERENCES staff_users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX booking_refunds_booking_idx ON booking_refunds (booking_id);
CREATE INDEX booking_refunds_checkout_idx ON booking_refunds (checkout_id);

-- One cancellation per booking (the primary key): why, who, and what happened to the money and to
-- the free stringing. payment_voided: the checkout's held payment was voided instead of refunded.
CREATE TABLE booking_cancellations (
  booking_id integer PRIMARY KEY REFERENCES bookings(id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  canceled_by integer REFERENCES staff_users(id),
  claim_released boolean NOT NULL DEFAULT false,
  payment_voided boolean NOT NULL DEFAULT false,
  refund_id integer UNIQUE REFERENCES booking_refunds(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A tax credit note: the part of a booking invoice given back (CN-0001, its own sequence). Lines as
-- the invoice's (VAT included in total_fils); one per refund.
CREATE SEQUENCE credit_note_number_seq START 1;
CREATE TABLE credit_notes (
  id serial PRIMARY KEY,
  credit_note_number text NOT NULL UNIQUE,
  invoice_id integer NOT NULL REFERENCES invoices(id),
  booking_id integer NOT NULL REFERENCES bookings(id),
  refund_id integer NOT NULL UNIQUE REFERENCES booking_refunds(id),
  reason text NOT NULL,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  vat_fils integer NOT NULL CHECK (vat_fils >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);

-- The sandbox provider's refunds, one per refund key (a second call with the same key is the same refund).
CREATE TABLE sandbox_refunds (
  refund_key text PRIMARY KEY,
  reference text NOT NULL REFERENCES sandbox_payments(reference),
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A change before work starts that costs more than an online payment covered: the difference is
-- collected in store (shown on the booking). A later cheaper change uses it up before any refund.
ALTER TABLE bookings ADD COLUMN due_in_store_fils integer NOT NULL DEFAULT 0 CHECK (due_in_store_fils >= 0);
