-- Store-platform invoices: tax invoices made from the online store's orders (one per order), which
-- a superadmin may correct (quantities, a discount, shipping, added products) and regenerate.
-- Money in integer fils. A line's unit price excludes VAT; vat_fils is 5 percent of
-- quantity x unit price; total_fils = quantity x unit price + vat_fils. Discounts are negative.
CREATE SEQUENCE store_invoice_number_seq START 1001;

CREATE TABLE store_invoices (
  id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE,
  invoice_number text NOT NULL UNIQUE,
  customer_id integer,
  customer_name text NOT NULL,
  customer_email text NOT NULL DEFAULT '',
  order_date timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff_users(id)
);
CREATE INDEX store_invoices_created_idx ON store_invoices (created_at DESC, id DESC);
CREATE INDEX store_invoices_search_trgm_idx ON store_invoices USING gin (lower(invoice_number || ' ' || customer_name || ' ' || order_id::text) gin_trgm_ops);

CREATE TABLE store_invoice_items (
  id serial PRIMARY KEY,
  store_invoice_id integer NOT NULL REFERENCES store_invoices(id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('product', 'discount', 'shipping')),
  product_id integer,
  item text NOT NULL,
  description text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_fils integer NOT NULL,
  vat_fils integer NOT NULL,
  total_fils integer NOT NULL,
  CHECK (kind <> 'product' OR product_id IS NOT NULL),
  CHECK (total_fils = quantity * unit_price_fils + vat_fils),
  UNIQUE (store_invoice_id, position)
);
