-- Telr's edge cases (issue 31, docs/decisions/telr-edge-cases.md).

-- The expiry sweep reads only the checkouts it may cancel (pending, not held), oldest first: held
-- ones never fill its batch. Held ones are re-checked in their own batch, the longest unchecked first.
ALTER TABLE checkouts ADD COLUMN held_checked_at timestamptz;
CREATE INDEX checkouts_expirable_idx ON checkouts (created_at) WHERE status = 'pending' AND held_at IS NULL;
