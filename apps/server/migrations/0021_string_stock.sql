-- String stock (issue 15 §2, docs/product/stock.md, docs/decisions/stock.md). The stock of a string is
-- the SUM of its ledger (integer centimetres); nothing stores or edits a total.

-- One row per stocked catalogue string (Regular product id; Express entries share it): its low-stock
-- threshold and whether admins were told it fell below it (cleared when restocked to the threshold).
-- Moves of a string's stock lock its row first, so the stock read after a move is exact.
CREATE TABLE string_stock (
  string_id integer PRIMARY KEY CHECK (string_id BETWEEN 1 AND 99),
  threshold_cm integer NOT NULL DEFAULT 2400 CHECK (threshold_cm >= 0),
  low_notified boolean NOT NULL DEFAULT false
);

CREATE TABLE string_stock_ledger (
  id bigserial PRIMARY KEY,
  string_id integer NOT NULL REFERENCES string_stock(string_id),
  delta_cm integer NOT NULL CHECK (delta_cm <> 0),
  kind text NOT NULL CHECK (kind IN ('received', 'used', 'returned', 'adjusted')),
  reason text,
  booking_id integer REFERENCES bookings(id) ON DELETE SET NULL,
  by_staff integer REFERENCES staff_users(id),
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((kind = 'received' AND delta_cm > 0) OR (kind = 'used' AND delta_cm < 0) OR (kind = 'returned' AND delta_cm > 0) OR kind = 'adjusted'),
  CHECK (kind <> 'adjusted' OR length(trim(reason)) >= 3),
  CHECK (booking_id IS NULL OR kind IN ('used', 'returned'))
);
CREATE INDEX string_stock_ledger_string_idx ON string_stock_ledger (string_id, id);
-- A job draws on a string once and gives it back once, however often it moves back and forward.
CREATE UNIQUE INDEX string_stock_ledger_job_key ON string_stock_ledger (booking_id, string_id, kind)
  WHERE booking_id IS NOT NULL;

-- The stocked strings (catalogue ids 1 to 11; 12 is the customer's own string), with an opening balance
-- that keeps the status the catalogue showed before stock was counted: a reel where it said in stock,
-- one set (below the 24 m threshold) where it said low. The shop counts and adjusts from there.
INSERT INTO string_stock (string_id) SELECT generate_series(1, 11);
INSERT INTO string_stock_ledger (string_id, delta_cm, kind, reason)
SELECT id, CASE WHEN id IN (4, 10, 11) THEN 1200 ELSE 20000 END, 'adjusted', 'Opening balance (before stock was counted)'
FROM generate_series(1, 11) AS id;
