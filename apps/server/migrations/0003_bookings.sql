-- Bookings area: checkouts (one cart_id, one pickup fee, one payment), their booking lines,
-- in-store payments recorded at completion, and the sandbox payment provider's own ledger.
-- Money in integer fils.

CREATE TABLE checkouts (
  id serial PRIMARY KEY,
  cart_id text NOT NULL UNIQUE CHECK (cart_id ~ '^TXN[0-9]{14,16}$'),
  customer_id integer NOT NULL REFERENCES customers(id),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'canceled', 'free', 'in-store')),
  payment_option text NOT NULL CHECK (payment_option IN ('online', 'in-store')),
  pickup_option text NOT NULL,
  amount_fils integer NOT NULL CHECK (amount_fils >= 0),
  pickup_fee_fils integer NOT NULL CHECK (pickup_fee_fils >= 0),
  provider text CHECK (provider IN ('sandbox', 'telr')),
  provider_reference text,
  payment_url text,
  paid_at timestamptz,
  settled_at timestamptz,
  created_by integer REFERENCES staff_users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'paid' OR paid_at IS NOT NULL)
);
CREATE INDEX checkouts_customer_idx ON checkouts (customer_id, created_at DESC);
CREATE INDEX checkouts_pending_idx ON checkouts (created_at) WHERE status = 'pending';

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  checkout_id integer NOT NULL REFERENCES checkouts(id),
  customer_id integer NOT NULL REFERENCES customers(id),
  -- The customer as booked (names and contacts may change later in the store platform).
  customer_name text NOT NULL,
  customer_email text NOT NULL DEFAULT '',
  customer_phone text NOT NULL DEFAULT '',
  service_kind text NOT NULL CHECK (service_kind IN ('string', 'grip')),
  string_id integer,
  grip_id integer,
  service_name text NOT NULL,
  service_type text NOT NULL CHECK (service_type IN ('Regular', 'Express')),
  racket_name text NOT NULL DEFAULT '',
  booking_date date NOT NULL,
  pickup_option text NOT NULL CHECK (pickup_option IN ('in-store', 'pickup', 'delivery', 'pickup/delivery', 'express-pickup', 'express-delivery', 'express-pickup/delivery')),
  delivery_address text,
  instore_location text CHECK (instore_location IN ('Jumeirah Store', 'Marina Store', 'Bluewaters Store')),
  price_fils integer NOT NULL CHECK (price_fils >= 0),
  -- The checkout's pickup fee rides on its first booking (0 on the others), so sums stay right.
  pickup_fee_fils integer NOT NULL DEFAULT 0 CHECK (pickup_fee_fils >= 0),
  free_service boolean NOT NULL DEFAULT false,
  rp_id integer REFERENCES free_stringing_entitlements(id),
  claim_id integer REFERENCES free_stringing_claims(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'canceled')),
  payment_option text NOT NULL CHECK (payment_option IN ('online', 'in-store')),
  receipt_number text,
  created_by integer REFERENCES staff_users(id),
  completed_by integer REFERENCES staff_users(id),
  completed_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(id::text || ' ' || customer_name || ' ' || customer_email || ' ' || customer_phone || ' ' || racket_name || ' ' || service_name)) STORED,
  CHECK ((service_kind = 'string' AND string_id IS NOT NULL AND grip_id IS NULL) OR (service_kind = 'grip' AND grip_id IS NOT NULL AND string_id IS NULL)),
  CHECK (NOT free_service OR (service_kind = 'string' AND rp_id IS NOT NULL)),
  CHECK ((pickup_option = 'in-store') = (instore_location IS NOT NULL)),
  CHECK (status <> 'completed' OR completed_at IS NOT NULL)
);
CREATE INDEX bookings_created_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_status_created_idx ON bookings (status, created_at DESC, id DESC);
CREATE INDEX bookings_checkout_idx ON bookings (checkout_id);
CREATE INDEX bookings_customer_idx ON bookings (customer_id, created_at DESC);
CREATE INDEX bookings_search_trgm_idx ON bookings USING gin (search_text gin_trgm_ops);
CREATE UNIQUE INDEX bookings_claim_key ON bookings (claim_id) WHERE claim_id IS NOT NULL;

-- The payment taken at the counter when a pay-in-store booking is completed.
CREATE TABLE instore_payments (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL UNIQUE REFERENCES bookings(id),
  receipt_number text NOT NULL,
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  recorded_by integer REFERENCES staff_users(id),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX instore_payments_receipt_key ON instore_payments (lower(receipt_number));

-- The sandbox payment provider's own ledger (PAYMENT_PROVIDER=sandbox): what a real provider keeps.
CREATE TABLE sandbox_payments (
  reference text PRIMARY KEY,
  cart_id text NOT NULL UNIQUE,
  amount_fils integer NOT NULL CHECK (amount_fils > 0),
  description text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'declined', 'canceled')),
  return_url text NOT NULL,
  decline_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
