-- Held payments: Telr authorised (order status 2) or on hold for review (3 with transaction H).
-- held_at: when the provider first reported the hold (the checkout stays pending until Telr says
-- paid or an admin voids it). void_started_at: an admin's void is under way at the provider (a
-- claim taken by one conditional UPDATE, so two admins voiding at once send one void).
ALTER TABLE checkouts ADD COLUMN held_at timestamptz;
ALTER TABLE checkouts ADD COLUMN void_started_at timestamptz;

-- The bookings list's "payment held" filter starts from the held checkouts still waiting: few at any
-- time, so this partial index stays tiny at a million bookings.
CREATE INDEX checkouts_held_idx ON checkouts (id) WHERE status = 'pending' AND held_at IS NOT NULL;

-- The sandbox provider can hold a payment (as Telr does) and void it.
ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check;
ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check
  CHECK (status IN ('pending', 'held', 'paid', 'declined', 'canceled', 'voided'));
