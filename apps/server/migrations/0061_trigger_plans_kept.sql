-- The write triggers keep their plans (issue 34, docs/decisions/database.md, "Trigger functions keep their plans").
-- Counted with track_functions and pg_stat_statements over 1,000 free checkouts on the 1M set: the triggers' functions
-- took 2.1 ms of each checkout's ~3.5 ms in the database, and most of that was planning, not work.
--
-- 1. SQL functions called from PL/pgSQL are planned on every call: a SQL function whose body has a sub-select is
--    never inlined, and its plan lives only as long as the calling statement (one trigger firing). An invoice's
--    takings (report_takings_invoice) called four of them: report_invoice_booking 0.27 ms a call (its one index lookup
--    0.03), report_booking_store 0.11, report_takings_add 0.10 (its upsert 0.04), report_fee_fils 0.08. They are now
--    PL/pgSQL, which plans each statement once per session, as report_liability_add became in migration 0033. Same
--    bodies, same answers; report_note_kind (credit notes) too.
-- 2. The list counters and search copies built their statement as text for each firing (EXECUTE format(...), the
--    table and column from the trigger's arguments), so each was parsed and planned again: list_hours_rows 0.14 ms a
--    firing for a 0.03 ms upsert, twice a checkout (its bookings, its invoice). Each table's statements are now written
--    out (static SQL, planned once per session and table); the triggers no longer pass the column.

CREATE OR REPLACE FUNCTION report_invoice_booking(source_key text) RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  key ALIAS FOR $1;
BEGIN
  CASE split_part(key, ':', 1)
    WHEN 'checkout' THEN
      RETURN (SELECT min(b.id) FROM bookings b WHERE b.checkout_id = split_part(key, ':', 2)::int);
    WHEN 'booking' THEN
      RETURN split_part(key, ':', 2)::int;
    WHEN 'instore-payment' THEN
      RETURN (SELECT p.booking_id FROM instore_payments p WHERE p.id = split_part(key, ':', 2)::int);
    ELSE
      RETURN NULL;
  END CASE;
END $$;

CREATE OR REPLACE FUNCTION report_booking_store(booking integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT j.store FROM jobs j WHERE j.booking_id = $1 LIMIT 1), '');
END $$;

CREATE OR REPLACE FUNCTION report_fee_fils(lines jsonb) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum((l ->> 'total_fils')::bigint), 0) FROM jsonb_array_elements($1) l
           WHERE l ->> 'description' = ANY (report_fee_lines()));
END $$;

CREATE OR REPLACE FUNCTION report_note_kind(refund integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE WHEN (SELECT r.status FROM booking_refunds r WHERE r.id = $1) = 'due-in-store'
              THEN 'counter-note' ELSE 'card-note' END;
END $$;

CREATE OR REPLACE FUNCTION report_takings_add(d date, st text, k text, n integer, amount bigint, fees bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_takings AS r (day, store, kind, slot, documents, fils, fee_fils)
  VALUES ($1, $2, $3, report_slot(), $4, $5, $6)
  ON CONFLICT (day, store, kind, slot) DO UPDATE
    SET documents = r.documents + EXCLUDED.documents, fils = r.fils + EXCLUDED.fils,
        fee_fils = r.fee_fils + EXCLUDED.fee_fils;
END $$;

-- As in 0055: rows inserted or deleted, one upsert per hour a statement; each list's time column written out.
CREATE OR REPLACE FUNCTION list_hours_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := report_slot();
BEGIN
  IF TG_TABLE_NAME = 'bookings' AND TG_OP = 'INSERT' THEN
    INSERT INTO list_hours AS d (list, hour, slot, n)
    SELECT 'bookings', date_trunc('hour', a.created_at AT TIME ZONE 'UTC'), s, count(*)::int FROM added a
     GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, hour, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    INSERT INTO list_hours AS d (list, hour, slot, n)
    SELECT 'bookings', date_trunc('hour', r.created_at AT TIME ZONE 'UTC'), s, -count(*)::int FROM removed r
     GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, hour, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSIF TG_TABLE_NAME = 'invoices' AND TG_OP = 'INSERT' THEN
    INSERT INTO list_hours AS d (list, hour, slot, n)
    SELECT 'invoices', date_trunc('hour', a.transaction_date AT TIME ZONE 'UTC'), s, count(*)::int FROM added a
     GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, hour, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSIF TG_TABLE_NAME = 'invoices' THEN
    INSERT INTO list_hours AS d (list, hour, slot, n)
    SELECT 'invoices', date_trunc('hour', r.transaction_date AT TIME ZONE 'UTC'), s, -count(*)::int FROM removed r
     GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, hour, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSE
    RAISE EXCEPTION 'list_hours_rows: no list is kept for table %', TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

-- As in 0057: the customers per block of 1,000 ids, written out.
CREATE OR REPLACE FUNCTION list_blocks_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := report_slot();
BEGIN
  IF TG_TABLE_NAME <> 'customers' THEN
    RAISE EXCEPTION 'list_blocks_rows: no list is kept for table %', TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO list_blocks AS d (list, block, slot, n)
    SELECT 'customers', a.id / 1000, s, count(*)::int FROM added a GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, block, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSE
    INSERT INTO list_blocks AS d (list, block, slot, n)
    SELECT 'customers', r.id / 1000, s, -count(*)::int FROM removed r GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, block, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

-- As in 0056: a new row's copy for its list's search, written out.
CREATE OR REPLACE FUNCTION list_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    INSERT INTO booking_search (id, created_at, search_text) SELECT a.id, a.created_at, a.search_text FROM added a;
  ELSIF TG_TABLE_NAME = 'invoices' THEN
    INSERT INTO invoice_search (id, transaction_date, search_text)
    SELECT a.id, a.transaction_date, a.search_text FROM added a;
  ELSE
    RAISE EXCEPTION 'list_search_added: no search copy is kept for table %', TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

-- The triggers of the rewritten functions, without the arguments they no longer read.
DROP TRIGGER list_hours_added ON bookings;
DROP TRIGGER list_hours_removed ON bookings;
DROP TRIGGER list_hours_added ON invoices;
DROP TRIGGER list_hours_removed ON invoices;
CREATE TRIGGER list_hours_added AFTER INSERT ON bookings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows();
CREATE TRIGGER list_hours_removed AFTER DELETE ON bookings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows();
CREATE TRIGGER list_hours_added AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows();
CREATE TRIGGER list_hours_removed AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows();

DROP TRIGGER list_search_added ON bookings;
DROP TRIGGER list_search_added ON invoices;
CREATE TRIGGER list_search_added AFTER INSERT ON bookings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_added();
CREATE TRIGGER list_search_added AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_added();
