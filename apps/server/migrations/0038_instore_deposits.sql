-- Payment and job stage are independent (docs/decisions/instore-deposits.md): staff take an in-store payment at
-- any time, in full or as a deposit, so a booking may have several in-store payments (one receipt each).
ALTER TABLE instore_payments DROP CONSTRAINT instore_payments_booking_id_key;
CREATE INDEX instore_payments_booking_idx ON instore_payments (booking_id);

-- What was actually paid for the booking (the online charge's share, plus the in-store payments), kept by every
-- money path in the transaction that moves the money. The balance due is price + pickup fee - paid_fils (never
-- below 0), read from the row itself: the lists page at a million bookings and sum nothing.
ALTER TABLE bookings ADD COLUMN paid_fils integer NOT NULL DEFAULT 0 CHECK (paid_fils >= 0);

-- Bookings paid online: their share of the charge (a dearer change's difference is still due in store).
UPDATE bookings b SET paid_fils = greatest(0, b.price_fils + b.pickup_fee_fils - b.due_in_store_fils)
  FROM checkouts c
 WHERE c.id = b.checkout_id AND c.status = 'paid' AND b.payment_option = 'online';

-- Bookings paid in store: their payment at the counter.
UPDATE bookings b SET paid_fils = b.paid_fils + p.amount_fils
  FROM instore_payments p
 WHERE p.booking_id = b.id;
