-- Walk-in customers (docs/decisions/walk-in-customers.md): added at the counter with a UAE mobile,
-- the email optional.

-- A customer may have no email (NULL; an empty string is read as none).
ALTER TABLE customers ALTER COLUMN email DROP NOT NULL;
UPDATE customers SET email = NULL WHERE btrim(email) = '';
-- The search text must survive a NULL email; a generated expression cannot be changed on
-- PostgreSQL 15, so the column and its index are made again.
ALTER TABLE customers DROP COLUMN search_text;
ALTER TABLE customers ADD COLUMN search_text text GENERATED ALWAYS AS (lower(id::text || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))) STORED;
CREATE INDEX customers_search_trgm_idx ON customers USING gin (search_text gin_trgm_ops);

-- The nine digits of a UAE mobile ("501234567") whatever form it was typed in; NULL otherwise.
ALTER TABLE customers ADD COLUMN phone_key text GENERATED ALWAYS AS (
  CASE WHEN regexp_replace(phone, '[^0-9]', '', 'g') ~ '^(00971|971|0)?5[0-9]{8}$'
    THEN right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) END
) STORED;
-- Who added the customer at the counter; NULL for customers copied from the online store.
ALTER TABLE customers ADD COLUMN created_by integer REFERENCES staff_users(id);
CREATE INDEX customers_phone_key_idx ON customers (phone_key);
-- Two customers added here never share a mobile (customers copied from the store may: a family).
CREATE UNIQUE INDEX customers_walk_in_phone_key ON customers (phone_key) WHERE created_by IS NOT NULL;

-- The local store platform keeps walk-ins without an email too (the unique index allows many NULLs).
ALTER TABLE store_customers ALTER COLUMN email DROP NOT NULL;
