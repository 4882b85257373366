-- Customers area: the local store platform (customers, products, orders, order products), racket
-- purchases recorded by staff, and free stringing entitlements with their claims.

-- Local store platform (STORE_PROVIDER=local): the shop's online store kept in our database.
CREATE TABLE store_customers (
  id serial PRIMARY KEY,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  date_created timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX store_customers_email_key ON store_customers (lower(email));

CREATE TABLE store_products (
  id serial PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  name text NOT NULL,
  category text NOT NULL DEFAULT 'Accessories',
  price_fils integer NOT NULL CHECK (price_fils >= 0)
);

CREATE TABLE store_orders (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES store_customers(id),
  billing_name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'Completed',
  subtotal_inc_tax_fils integer NOT NULL CHECK (subtotal_inc_tax_fils >= 0),
  shipping_inc_tax_fils integer NOT NULL DEFAULT 0 CHECK (shipping_inc_tax_fils >= 0),
  total_inc_tax_fils integer NOT NULL CHECK (total_inc_tax_fils >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_orders_customer_idx ON store_orders (customer_id, created_at DESC);

CREATE TABLE store_order_products (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES store_orders(id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  name text NOT NULL,
  sku text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_inc_tax_fils integer NOT NULL CHECK (unit_price_inc_tax_fils >= 0),
  total_inc_tax_fils integer NOT NULL CHECK (total_inc_tax_fils >= 0)
);
CREATE INDEX store_order_products_order_idx ON store_order_products (order_id);

-- Purchases recorded for a customer (in store by staff). Unit price in fils, VAT included.
CREATE TABLE customer_purchases (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id integer NOT NULL CHECK (product_id > 0),
  product_name text NOT NULL CHECK (length(trim(product_name)) > 0),
  unit_price_fils integer NOT NULL CHECK (unit_price_fils >= 0),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  purchase_date date NOT NULL,
  source text NOT NULL DEFAULT 'in-store' CHECK (source IN ('in-store', 'online')),
  recorded_by integer REFERENCES staff_users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_purchases_customer_idx ON customer_purchases (customer_id, purchase_date DESC, id DESC);

-- One row per racket unit above 1000 AED: its id is the rp_id of the API.
CREATE TABLE free_stringing_entitlements (
  id serial PRIMARY KEY,
  purchase_id integer NOT NULL REFERENCES customer_purchases(id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  unit_number integer NOT NULL CHECK (unit_number >= 1),
  racket_name text NOT NULL,
  total_services integer NOT NULL DEFAULT 10 CHECK (total_services = 10),
  service_value_fils integer NOT NULL DEFAULT 7500 CHECK (service_value_fils = 7500),
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (purchase_id, unit_number),
  CHECK (valid_until = (valid_from + interval '12 months')::date)
);
CREATE INDEX free_stringing_entitlements_customer_idx ON free_stringing_entitlements (customer_id, valid_until DESC);

-- A free stringing taken from an entitlement for a booking date. A released claim (declined payment)
-- no longer counts. At most 10 counting claims: claim_number is 1..10 and unique among them.
CREATE TABLE free_stringing_claims (
  id serial PRIMARY KEY,
  entitlement_id integer NOT NULL REFERENCES free_stringing_entitlements(id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  claim_number integer NOT NULL CHECK (claim_number BETWEEN 1 AND 10),
  booking_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE UNIQUE INDEX free_stringing_claims_number_key ON free_stringing_claims (entitlement_id, claim_number) WHERE released_at IS NULL;
CREATE INDEX free_stringing_claims_entitlement_idx ON free_stringing_claims (entitlement_id, booking_date);
CREATE INDEX free_stringing_claims_customer_idx ON free_stringing_claims (customer_id, created_at DESC);

-- The claim rule in the database as well: a counting claim must fall within the entitlement's
-- validity and not within one calendar month of another counting claim on the same racket. The
-- entitlement row is locked first, so two racing inserts are checked one after the other.
CREATE FUNCTION free_stringing_claim_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ent free_stringing_entitlements%ROWTYPE;
BEGIN
  IF NEW.released_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO ent FROM free_stringing_entitlements WHERE id = NEW.entitlement_id FOR UPDATE;
  IF NEW.customer_id <> ent.customer_id THEN
    RAISE EXCEPTION 'free stringing claim customer does not own the entitlement' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.booking_date < ent.valid_from OR NEW.booking_date > ent.valid_until THEN
    RAISE EXCEPTION 'free stringing claim outside the entitlement validity' USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM free_stringing_claims c
    WHERE c.entitlement_id = NEW.entitlement_id AND c.released_at IS NULL AND c.id <> NEW.id
      AND NEW.booking_date < (c.booking_date + interval '1 month')::date
      AND c.booking_date < (NEW.booking_date + interval '1 month')::date
  ) THEN
    RAISE EXCEPTION 'free stringing claim within a month of another claim on this racket' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER free_stringing_claim_guard BEFORE INSERT OR UPDATE OF booking_date, released_at, entitlement_id ON free_stringing_claims
  FOR EACH ROW EXECUTE FUNCTION free_stringing_claim_guard();
