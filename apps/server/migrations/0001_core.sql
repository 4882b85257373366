-- Core tables: staff accounts, sessions, one-time tokens, rate limits, audit log, email outbox,
-- notifications, customers with addresses, and invoices (written by payments, read by invoice screens).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE staff_users (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  requested_role text NOT NULL CHECK (requested_role IN ('staff', 'admin', 'superadmin')),
  role text CHECK (role IN ('staff', 'admin', 'superadmin')),
  request_status text NOT NULL DEFAULT 'pending' CHECK (request_status IN ('pending', 'approved', 'rejected')),
  password_hash text,
  failed_login_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  decided_by integer REFERENCES staff_users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_users_email_key ON staff_users (lower(email));
CREATE INDEX staff_users_request_status_idx ON staff_users (request_status, created_at);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('set', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id integer REFERENCES staff_users(id),
  action text NOT NULL,
  subject text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);

CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX email_outbox_to_idx ON email_outbox (lower(to_address), created_at DESC);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_created_idx ON notifications (created_at DESC, id DESC);

-- Our copy of the store platform's customers; id is the store platform's customer id.
CREATE TABLE customers (
  id integer PRIMARY KEY,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  search_text text GENERATED ALWAYS AS (lower(id::text || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))) STORED,
  synced_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_search_trgm_idx ON customers USING gin (search_text gin_trgm_ops);
CREATE INDEX customers_email_idx ON customers (lower(email));

CREATE TABLE customer_addresses (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  address_line text NOT NULL,
  area text NOT NULL,
  landmark text NOT NULL DEFAULT '',
  pincode text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL,
  country text NOT NULL DEFAULT 'UAE' CHECK (country = 'UAE'),
  address_type text NOT NULL CHECK (address_type IN ('Home', 'Office', 'Other')),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_addresses_customer_idx ON customer_addresses (customer_id);
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (customer_id) WHERE is_default;

-- Tax invoices issued by payments and completions. Money in integer fils, VAT included in amount.
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  invoice_number text NOT NULL UNIQUE,
  customer_id integer REFERENCES customers(id),
  customer_name text NOT NULL,
  customer_email text NOT NULL DEFAULT '',
  amount_fils integer NOT NULL CHECK (amount_fils >= 0),
  vat_fils integer NOT NULL CHECK (vat_fils >= 0),
  status text NOT NULL DEFAULT 'paid',
  description text NOT NULL,
  transaction_id text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('online', 'in-store', 'free')),
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  source_key text NOT NULL UNIQUE,
  transaction_date timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_transaction_date_idx ON invoices (transaction_date DESC, id DESC);
CREATE INDEX invoices_search_trgm_idx ON invoices USING gin (lower(invoice_number || ' ' || customer_name || ' ' || transaction_id) gin_trgm_ops);
CREATE SEQUENCE invoice_number_seq START 1001;
