-- The deepest numbered page of the bookings and the invoices from the hour it falls in (issue 34, docs/decisions/lists.md, "The deepest
-- page skips whole hours"). Page 500 of the bookings (rows 9,981-10,000, the last one opened by its number) walked
-- 10,001 entries of bookings_created_idx and, on pages the visibility map does not mark all-visible, fetched each
-- entry's heap tuple (19,804 fetches, 21 ms, p99 85-102 ms at 10 connections on the 1M set; invoices 51-82 ms). The
-- rows per UTC hour of the list's time (bookings' created_at, invoices' transaction_date) are now kept here by triggers, in the same transaction as the insert: the page sums the newest hours
-- (in the primary key's order, stopping at its offset), then walks only from the end of the hour the page starts in.
--
-- Each hour is written in slots (report_slot() of migration 0032, the slot the transaction already holds for the
-- report totals), so two checkouts never update the same row; an hour's count is the sum of its slots. Neither list's
-- rows are deleted nor their time changed; both are counted anyway, so the count cannot drift.
CREATE TABLE list_hours (
  list text NOT NULL,
  hour timestamp NOT NULL,
  slot integer NOT NULL DEFAULT 0,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list, hour, slot)
);

INSERT INTO list_hours (list, hour, slot, n)
SELECT 'bookings', date_trunc('hour', created_at AT TIME ZONE 'UTC'), 0, count(*)::int FROM bookings GROUP BY 1, 2;
INSERT INTO list_hours (list, hour, slot, n)
SELECT 'invoices', date_trunc('hour', transaction_date AT TIME ZONE 'UTC'), 0, count(*)::int FROM invoices GROUP BY 1, 2;

-- Rows inserted or deleted: one upsert per hour a statement (a checkout's bookings, a data set's million). The list is
-- the table, its time column the trigger's argument.
CREATE FUNCTION list_hours_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO list_hours AS d (list, hour, slot, n)
     SELECT %L, date_trunc(''hour'', %I AT TIME ZONE ''UTC''), $1, %s count(*)::int FROM %I GROUP BY 2 ORDER BY 2
     ON CONFLICT (list, hour, slot) DO UPDATE SET n = d.n + EXCLUDED.n',
    TG_TABLE_NAME, TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN '' ELSE '-' END,
    CASE WHEN TG_OP = 'INSERT' THEN 'added' ELSE 'removed' END)
  USING report_slot();
  RETURN NULL;
END $$;

-- A row whose hour changed (never in this app): one less in the old hour, one more in the new one.
CREATE FUNCTION list_hours_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := report_slot();
BEGIN
  INSERT INTO list_hours AS d (list, hour, slot, n)
  VALUES (TG_TABLE_NAME, date_trunc('hour', (to_jsonb(OLD) ->> TG_ARGV[0])::timestamptz AT TIME ZONE 'UTC'), s, -1),
         (TG_TABLE_NAME, date_trunc('hour', (to_jsonb(NEW) ->> TG_ARGV[0])::timestamptz AT TIME ZONE 'UTC'), s, 1)
  ON CONFLICT (list, hour, slot) DO UPDATE SET n = d.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE TRIGGER list_hours_added AFTER INSERT ON bookings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows('created_at');
CREATE TRIGGER list_hours_removed AFTER DELETE ON bookings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows('created_at');
CREATE TRIGGER list_hours_moved AFTER UPDATE OF created_at ON bookings
  FOR EACH ROW WHEN (date_trunc('hour', OLD.created_at AT TIME ZONE 'UTC')
                     IS DISTINCT FROM date_trunc('hour', NEW.created_at AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION list_hours_moved('created_at');
CREATE TRIGGER list_hours_added AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows('transaction_date');
CREATE TRIGGER list_hours_removed AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_hours_rows('transaction_date');
CREATE TRIGGER list_hours_moved AFTER UPDATE OF transaction_date ON invoices
  FOR EACH ROW WHEN (date_trunc('hour', OLD.transaction_date AT TIME ZONE 'UTC')
                     IS DISTINCT FROM date_trunc('hour', NEW.transaction_date AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION list_hours_moved('transaction_date');
