-- A cheaper recount at commit (issue 9, docs/decisions/reports.md, "A cheaper recount at commit"): same rules, same
-- totals, less work per write transaction.
--
-- 1. Plans kept. PL/pgSQL plans each statement of report_flush and report_apply afresh for every call as long as the
--    planner prefers a custom plan, which it always did here (their parameters are arrays, whose generic estimate looks
--    dearer): the recount planned a dozen statements, report_facts_of inlined into one of them, on every commit, about
--    3 ms of the 3.8 ms it took per checkout. Their plans depend on nothing but the arrays' contents (index lookups by
--    booking id and checkout id), so the functions now keep one generic plan per session (plan_cache_mode, set for the
--    function's call only). report_liability_add was a SQL function, planned on every call: now PL/pgSQL, planned once.
-- 2. One firing per transaction. The deferred report_flush fired once per marked booking (the first firing recounted
--    them all, the others found nothing). report_mark now notes in a transaction-local setting that a flush is queued,
--    and the constraint trigger's WHEN (evaluated when the row is inserted, not deferred) queues the flush only for the
--    transaction's first mark (the first row report_mark inserts; a mark already there inserts none). A rolled back savepoint gives back both its marks, its queued flush and the setting;
--    the flush clears the setting before it reads the marks, so a mark written after it (by a later deferred trigger, or
--    after SET CONSTRAINTS ... IMMEDIATE) queues another flush.

CREATE OR REPLACE FUNCTION report_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
  marked integer;
BEGIN
  IF TG_TABLE_NAME = 'checkouts' THEN
    INSERT INTO report_dirty SELECT txid_current(), b.id FROM bookings b WHERE b.checkout_id = NEW.id
    ON CONFLICT DO NOTHING;
  ELSE
    IF TG_OP <> 'INSERT' AND TG_TABLE_NAME = 'bookings' THEN
      old_id := OLD.id;
    ELSIF TG_OP <> 'INSERT' THEN
      old_id := OLD.booking_id;
    END IF;
    IF TG_OP <> 'DELETE' AND TG_TABLE_NAME = 'bookings' THEN
      new_id := NEW.id;
    ELSIF TG_OP <> 'DELETE' THEN
      new_id := NEW.booking_id;
    END IF;
    INSERT INTO report_dirty
    SELECT DISTINCT txid_current(), id FROM (VALUES (old_id), (new_id)) v (id) WHERE id IS NOT NULL
    ON CONFLICT DO NOTHING;
  END IF;
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked > 0 THEN
    PERFORM set_config('report.flush_queued', 'on', true);
  END IF;
  RETURN NULL;
END $$;

-- As in 0029, after clearing the queued flag first.
CREATE OR REPLACE FUNCTION report_flush() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  ids integer[];
  olds report_booking_facts[];
  news report_booking_facts[];
BEGIN
  PERFORM set_config('report.flush_queued', '', true);
  WITH gone AS (DELETE FROM report_dirty WHERE txid = txid_current() RETURNING booking_id)
  SELECT array_agg(DISTINCT booking_id) INTO ids FROM gone;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(id ORDER BY id) INTO ids FROM (
    SELECT unnest(ids) AS id
    UNION SELECT s.id FROM bookings b JOIN bookings s ON s.checkout_id = b.checkout_id WHERE b.id = ANY (ids)
  ) u;
  INSERT INTO report_booking_facts (booking_id, store)
  SELECT id, '' FROM unnest(ids) id ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM 1 FROM report_booking_facts WHERE booking_id = ANY (ids) ORDER BY booking_id FOR UPDATE;
  -- New statements from here: they see every transaction that committed before the locks were granted.
  SELECT array_agg(f) INTO olds FROM report_booking_facts f WHERE booking_id = ANY (ids);
  SELECT array_agg(f) INTO news FROM report_facts_of(ids) f;
  UPDATE report_booking_facts t SET
    store = n.store, online_day = n.online_day, online_fils = n.online_fils, online_fee_fils = n.online_fee_fils,
    online_first_at_store = n.online_first_at_store, online_first = n.online_first, in_store_day = n.in_store_day,
    in_store_fils = n.in_store_fils, in_store_fee_fils = n.in_store_fee_fils, free_day = n.free_day,
    job_day = n.job_day, service_kind = n.service_kind, service_type = n.service_type, express = n.express,
    mains = n.mains, crosses = n.crosses, pattern = n.pattern, turnaround_minutes = n.turnaround_minutes
    FROM unnest(news) n
   WHERE t.booking_id = n.booking_id AND (t.*) IS DISTINCT FROM (n.*);
  PERFORM report_apply(olds, news);
  RETURN NULL;
END $$;

ALTER FUNCTION report_apply(report_booking_facts[], report_booking_facts[]) SET plan_cache_mode = force_generic_plan;

DROP TRIGGER report_flush ON report_dirty;
CREATE CONSTRAINT TRIGGER report_flush AFTER INSERT ON report_dirty DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (coalesce(current_setting('report.flush_queued', true), '') <> 'on')
  EXECUTE FUNCTION report_flush();

CREATE OR REPLACE FUNCTION report_liability_add(until date, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_liability AS r (valid_until, slot, unused) VALUES (until, report_slot(), n)
  ON CONFLICT (valid_until, slot) DO UPDATE SET unused = r.unused + EXCLUDED.unused;
END $$;
