-- Telr's edge cases (issue 31, docs/decisions/telr-edge-cases.md).

-- The expiry sweep reads only the checkouts it may cancel (pending, not held), oldest first: held
-- ones never fill its batch. Held ones are re-checked in their own batch, the longest unchecked first.
ALTER TABLE checkouts ADD COLUMN held_checked_at timestamptz;
CREATE INDEX checkouts_expirable_idx ON checkouts (created_at) WHERE status = 'pending' AND held_at IS NULL;

-- held_code: the provider's own code of the answer that held the checkout (Telr: the order status code and the
-- transaction status, "3/H", "2/A"; an answer we do not know, "3/E" or "7", is held too, never canceled).
ALTER TABLE checkouts ADD COLUMN held_code text;

-- A refund whose answer was lost after it was sent (a timeout, a 5xx) is unknown: it is never sent again, nor
-- moved to the counter, before Telr's linked transactions are read.
ALTER TABLE booking_refunds DROP CONSTRAINT booking_refunds_status_check;
ALTER TABLE booking_refunds ADD CONSTRAINT booking_refunds_status_check
  CHECK (status IN ('pending', 'refunded', 'failed', 'due-in-store', 'unknown'));

-- An admin's void or capture of a held payment whose answer was lost (a timeout, a 5xx): which one, and when. The
-- next void or capture reads Telr's linked transactions first and records what Telr did; nothing is sent twice.
-- void_started_at claims either (one follow-up of a held payment at a time).
ALTER TABLE checkouts ADD COLUMN follow_up_unknown text CHECK (follow_up_unknown IN ('void', 'capture'));
ALTER TABLE checkouts ADD COLUMN follow_up_unknown_at timestamptz;

-- A payment made after its checkout was canceled (Telr's page stays payable after our expiry): recorded once
-- (late_paid_at, Telr's transaction reference and amount), shown under Payments to resolve until an admin restores
-- its bookings or refunds it in full (resolution, once). late_checked_at: when the sweep last asked Telr about a
-- recently canceled checkout.
ALTER TABLE checkouts ADD COLUMN late_paid_at timestamptz;
ALTER TABLE checkouts ADD COLUMN late_reference text;
ALTER TABLE checkouts ADD COLUMN late_amount_fils integer CHECK (late_amount_fils >= 0);
ALTER TABLE checkouts ADD COLUMN late_checked_at timestamptz;
ALTER TABLE checkouts ADD COLUMN resolution text CHECK (resolution IN ('restored', 'refunded'));
ALTER TABLE checkouts ADD COLUMN resolved_at timestamptz;
ALTER TABLE checkouts ADD COLUMN resolved_by integer REFERENCES staff_users(id);
-- The sweep's re-check of recently canceled checkouts, and Payments to resolve: both few at any time.
CREATE INDEX checkouts_late_watch_idx ON checkouts (created_at)
  WHERE status IN ('canceled', 'declined') AND late_paid_at IS NULL AND provider_reference IS NOT NULL;
CREATE INDEX checkouts_to_resolve_idx ON checkouts (late_paid_at) WHERE late_paid_at IS NOT NULL AND resolution IS NULL;

-- The full refund of a late payment is a refund like a cancellation's (sent once, unknown when its answer is lost).
ALTER TABLE booking_refunds DROP CONSTRAINT booking_refunds_cause_check;
ALTER TABLE booking_refunds ADD CONSTRAINT booking_refunds_cause_check
  CHECK (cause IN ('cancel', 'change', 'late-payment'));
-- Payments to resolve lists the refunds whose outcome is unknown.
CREATE INDEX booking_refunds_unknown_idx ON booking_refunds (id) WHERE status IN ('unknown', 'pending');
