-- The pickup/delivery fee belongs to its checkout (docs/decisions/pickup-fee-on-cancel.md): a canceled booking that
-- carried it while other bookings of the checkout remain passes it to the first of them that still carries money
-- (paid online with the checkout, or not completed yet and paid in store with its fee). Cancellations from now on do
-- this in cancel-booking.ts; this moves the fees of the bookings canceled before.
WITH moves AS (
  SELECT DISTINCT ON (b.id) b.id AS from_id, h.id AS to_id, b.pickup_fee_fils AS fee
    FROM bookings b
    JOIN bookings h ON h.checkout_id = b.checkout_id AND h.id <> b.id AND h.status <> 'canceled'
                   AND (h.payment_option = 'online' OR h.status = 'pending')
   WHERE b.status = 'canceled' AND b.pickup_fee_fils > 0
   ORDER BY b.id, h.id
), given AS (
  UPDATE bookings SET pickup_fee_fils = bookings.pickup_fee_fils + moves.fee
    FROM moves WHERE bookings.id = moves.to_id
  RETURNING bookings.id
)
UPDATE bookings SET pickup_fee_fils = 0 FROM moves WHERE bookings.id = moves.from_id;
