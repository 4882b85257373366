-- Store platform, part two: credit notes for refunded store orders, an incremental order sync from
-- a stored watermark (with a lease so that two instances never sync at once), and the store's
-- pricing setting (whether catalogue prices include VAT).

-- The local store keeps what BigCommerce orders carry: when an order last changed, and how much of
-- it was refunded (integer fils, VAT included as the order's amounts are).
ALTER TABLE store_orders ADD COLUMN modified_at timestamptz;
UPDATE store_orders SET modified_at = created_at;
ALTER TABLE store_orders ALTER COLUMN modified_at SET NOT NULL, ALTER COLUMN modified_at SET DEFAULT now();
ALTER TABLE store_orders ADD COLUMN refunded_fils integer NOT NULL DEFAULT 0 CHECK (refunded_fils >= 0);
CREATE INDEX store_orders_modified_idx ON store_orders (modified_at, id);

-- A tax credit note: the refunded part of one store invoice (one line, VAT at 5 percent of the net).
-- Its id comes from the invoices' sequence, so one list pages invoices and credit notes together.
-- refund_key says which refund it stands for ('refund:<BigCommerce refund id>', 'refunded:<amount>'
-- for the order's refunded_amount beyond those, 'refunded-in-full' for status Refunded); a refund is
-- credited once per invoice whatever the number of syncs.
CREATE SEQUENCE store_credit_note_number_seq START 1001;
CREATE TABLE store_credit_notes (
  id integer PRIMARY KEY DEFAULT nextval('store_invoices_id_seq'),
  store_invoice_id integer NOT NULL REFERENCES store_invoices(id) ON DELETE CASCADE,
  order_id integer NOT NULL,
  credit_note_number text NOT NULL UNIQUE,
  invoice_number text NOT NULL,
  customer_name text NOT NULL,
  customer_email text NOT NULL DEFAULT '',
  refund_key text NOT NULL,
  reason text NOT NULL DEFAULT '',
  -- The store's figure this note stands for (its refunded amount), to compare with later syncs.
  store_amount_fils integer NOT NULL CHECK (store_amount_fils > 0),
  net_fils integer NOT NULL CHECK (net_fils > 0),
  vat_fils integer NOT NULL CHECK (vat_fils >= 0),
  total_fils integer NOT NULL CHECK (total_fils = net_fils + vat_fils),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_invoice_id, refund_key)
);
CREATE INDEX store_credit_notes_created_idx ON store_credit_notes (created_at DESC, id DESC);
CREATE INDEX store_credit_notes_search_trgm_idx ON store_credit_notes USING gin (lower(credit_note_number || ' ' || customer_name || ' ' || order_id::text) gin_trgm_ops);

-- The list of store documents: invoices and credit notes, newest first, one id space.
CREATE VIEW store_documents AS
  SELECT id, 'invoice'::text AS kind, invoice_number AS number, NULL::text AS credited_invoice_number,
         customer_name, order_id, created_at
  FROM store_invoices
  UNION ALL
  SELECT id, 'credit_note'::text, credit_note_number, invoice_number, customer_name, order_id, created_at
  FROM store_credit_notes;

-- One row: where the order sync stands. orders_watermark is the latest date_modified the last
-- complete sync may trust; lease_* is held by the instance syncing now (renewed per page).
CREATE TABLE store_sync_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  orders_watermark timestamptz,
  lease_token text,
  lease_until timestamptz,
  last_synced_at timestamptz
);
INSERT INTO store_sync_state (id) VALUES (true);

-- One row: the store's pricing. prices_include_vat NULL means not chosen: the store's own tax
-- setting decides (BigCommerce tax_entered_with_prices), else true.
CREATE TABLE store_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  prices_include_vat boolean,
  updated_at timestamptz,
  updated_by integer REFERENCES staff_users(id)
);
INSERT INTO store_settings (id) VALUES (true);
