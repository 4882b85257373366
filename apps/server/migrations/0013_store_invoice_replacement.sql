-- Store invoices: exact VAT-inclusive line totals, and edits issued as replacement invoices
-- (docs/decisions/store-invoice-replacement.md).

-- A line keeps the store's price on the basis the store sells it. price_includes_vat: the unit
-- price includes VAT and the line totals exactly quantity x unit price (VAT is the VAT inside it);
-- otherwise VAT is added to quantity x unit price. Existing lines were priced without VAT.
ALTER TABLE store_invoice_items ADD COLUMN price_includes_vat boolean NOT NULL DEFAULT false;
ALTER TABLE store_invoice_items DROP CONSTRAINT store_invoice_items_check1;
ALTER TABLE store_invoice_items ADD CONSTRAINT store_invoice_items_total_fils_check CHECK (
  total_fils = CASE WHEN price_includes_vat THEN quantity * unit_price_fils ELSE quantity * unit_price_fils + vat_fils END
);

-- An edited tax invoice is a new invoice (next SI- number, its own issue date) that names the one
-- it replaces; the original stays, marked replaced. Each invoice is replaced at most once.
ALTER TABLE store_invoices ADD COLUMN replaces_id integer UNIQUE REFERENCES store_invoices(id);
ALTER TABLE store_invoices ADD COLUMN replaced_by_id integer UNIQUE REFERENCES store_invoices(id);
-- One original invoice per store order; its replacements share the order.
ALTER TABLE store_invoices DROP CONSTRAINT store_invoices_order_id_key;
CREATE UNIQUE INDEX store_invoices_order_id_key ON store_invoices (order_id) WHERE replaces_id IS NULL;
CREATE INDEX store_invoices_order_idx ON store_invoices (order_id);

-- The list shows each invoice's place in its chain (columns added at the end).
CREATE OR REPLACE VIEW store_documents AS
  SELECT i.id, 'invoice'::text AS kind, i.invoice_number AS number, NULL::text AS credited_invoice_number,
         i.customer_name, i.order_id, i.created_at,
         (SELECT r.invoice_number FROM store_invoices r WHERE r.id = i.replaces_id) AS replaces_number,
         (SELECT r.invoice_number FROM store_invoices r WHERE r.id = i.replaced_by_id) AS replaced_by_number
  FROM store_invoices i
  UNION ALL
  SELECT id, 'credit_note'::text, credit_note_number, invoice_number, customer_name, order_id, created_at,
         NULL::text, NULL::text
  FROM store_credit_notes;
