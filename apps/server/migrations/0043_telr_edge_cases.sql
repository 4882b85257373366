-- Telr's edge cases (issue 31, docs/decisions/telr-edge-cases.md).

-- The expiry sweep reads only the checkouts it may cancel (pending, not held), oldest first: held
-- ones never fill its batch. Held ones are re-checked in their own batch, the longest unchecked first.
ALTER TABLE checkouts ADD COLUMN held_checked_at timestamptz;
CREATE INDEX checkouts_expirable_idx ON checkouts (created_at) WHERE status = 'pending' AND held_at IS NULL;

-- held_code: the provider's own code of the answer that held the checkout (Telr: the order status code and the
-- transaction status, "3/H", "2/A"; an answer we do not know, "3/E" or "7", is held too, never canceled).
ALTER TABLE checkouts ADD COLUMN held_code text;
