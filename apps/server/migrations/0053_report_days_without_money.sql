-- Revenue is counted once, from the tax documents (migration 0051, docs/decisions/revenue.md): the per-booking money
-- rule of migration 0029 (payments by payment day at the booking's current price, canceled bookings counting nothing)
-- is no longer read by anything, so it goes, and with it the work every checkout, payment and price change paid for it
-- at commit. report_booking_facts and report_days keep the jobs, free stringings and strings; a write to a checkout's
-- payment day or a counter payment no longer marks bookings, and the recount at commit no longer reads a marked
-- booking's checkout siblings (they only decided which booking counted the checkout's online payment).

DROP TRIGGER report_mark ON checkouts;
DROP TRIGGER report_mark ON instore_payments;
DROP TRIGGER report_mark ON bookings;
CREATE TRIGGER report_mark AFTER INSERT OR DELETE OR UPDATE OF status, free_service, completed_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION report_mark();

ALTER TABLE report_booking_facts DROP COLUMN online_day, DROP COLUMN online_fils, DROP COLUMN online_fee_fils,
  DROP COLUMN online_first_at_store, DROP COLUMN online_first, DROP COLUMN in_store_day, DROP COLUMN in_store_fils,
  DROP COLUMN in_store_fee_fils;
ALTER TABLE report_days DROP COLUMN online_fils, DROP COLUMN online_payments, DROP COLUMN online_checkouts,
  DROP COLUMN in_store_fils, DROP COLUMN in_store_payments, DROP COLUMN fees_fils;
-- Days that held only money hold nothing now.
DELETE FROM report_days WHERE free_stringings = 0 AND stringing = 0 AND grip = 0 AND express = 0;

-- A booking's facts from the base tables, as the direct queries of services/reports count them.
CREATE OR REPLACE FUNCTION report_facts_of(ids integer[]) RETURNS SETOF report_booking_facts LANGUAGE sql STABLE AS $$
  SELECT x, coalesce(j.store, ''),
         CASE WHEN b.free_service AND b.status = 'completed' AND j.booking_id IS NOT NULL
              THEN (b.completed_at AT TIME ZONE 'Asia/Dubai')::date END,
         CASE WHEN job THEN (j.created_at AT TIME ZONE 'Asia/Dubai')::date END,
         CASE WHEN job THEN j.service_kind END,
         CASE WHEN job THEN j.service_type END,
         CASE WHEN job THEN j.express END,
         CASE WHEN job THEN coalesce(j.mains_string_id, CASE WHEN j.mains_own_string IS NULL THEN j.booked_string_id END) END,
         CASE WHEN job THEN coalesce(j.crosses_string_id, CASE WHEN j.crosses_own_string IS NULL THEN j.booked_string_id END) END,
         CASE WHEN job THEN coalesce(j.racket_pattern, '') END,
         CASE WHEN job THEN round(date_part('epoch', coalesce(j.first_ready_at, j.ready_at) - j.created_at) / 60)::integer END
    FROM unnest(ids) x
    LEFT JOIN bookings b ON b.id = x
    LEFT JOIN jobs j ON j.booking_id = x
   CROSS JOIN LATERAL (SELECT j.stage IS NOT NULL AND j.stage <> 'canceled' AS job) w
$$;

-- What one booking's facts add to report_days (sign −1 takes them out again), one row per day it counts on.
DROP FUNCTION report_day_rows(report_booking_facts, integer);
CREATE FUNCTION report_day_rows(f report_booking_facts, sign integer)
RETURNS TABLE (day date, store text, free_stringings integer, stringing integer, grip integer, express integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT v.* FROM (VALUES
    (f.free_day, f.store, sign, 0, 0, 0),
    (f.job_day, f.store, 0, sign * coalesce(f.service_kind = 'string', false)::int,
     sign * coalesce(f.service_kind = 'grip', false)::int, sign * coalesce(f.express, false)::int)
  ) v (day, store, free_stringings, stringing, grip, express)
  WHERE v.day IS NOT NULL
$$;

-- As in 0032, without the money columns.
CREATE OR REPLACE FUNCTION report_apply(olds report_booking_facts[], news report_booking_facts[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  s integer := report_slot();
BEGIN
  INSERT INTO report_days AS r (day, store, slot, free_stringings, stringing, grip, express)
  SELECT d.day, d.store, s, sum(d.free_stringings), sum(d.stringing), sum(d.grip), sum(d.express)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) u,
         report_day_rows(u.f, u.sign) d
   GROUP BY d.day, d.store
  HAVING sum(abs(d.free_stringings) + abs(d.stringing) + abs(d.grip) + abs(d.express)) > 0
   ORDER BY d.day, d.store
  ON CONFLICT (day, store, slot) DO UPDATE SET
    free_stringings = r.free_stringings + EXCLUDED.free_stringings, stringing = r.stringing + EXCLUDED.stringing,
    grip = r.grip + EXCLUDED.grip, express = r.express + EXCLUDED.express;

  INSERT INTO report_turnaround AS r (day, store, service_type, minutes, slot, jobs)
  SELECT (u.f).job_day, (u.f).store, (u.f).service_type, (u.f).turnaround_minutes, s, sum(u.sign)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) u
   WHERE (u.f).job_day IS NOT NULL AND (u.f).turnaround_minutes IS NOT NULL AND (u.f).service_type IS NOT NULL
   GROUP BY 1, 2, 3, 4 HAVING sum(u.sign) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, store, service_type, minutes, slot) DO UPDATE SET jobs = r.jobs + EXCLUDED.jobs;

  INSERT INTO report_specs AS r (day, store, mains, crosses, pattern, slot, jobs)
  SELECT (u.f).job_day, (u.f).store, coalesce((u.f).mains, 0), coalesce((u.f).crosses, 0), (u.f).pattern, s,
         sum(u.sign)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) u
   WHERE (u.f).job_day IS NOT NULL AND (u.f).service_kind = 'string'
   GROUP BY 1, 2, 3, 4, 5 HAVING sum(u.sign) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, store, mains, crosses, pattern, slot) DO UPDATE SET jobs = r.jobs + EXCLUDED.jobs;
END $$;

-- As in 0033: the transaction's marked bookings only (no checkout siblings), their facts recounted under their locks.
CREATE OR REPLACE FUNCTION report_flush() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  ids integer[];
  olds report_booking_facts[];
  news report_booking_facts[];
BEGIN
  PERFORM set_config('report.flush_queued', '', true);
  WITH gone AS (DELETE FROM report_dirty WHERE txid = txid_current() RETURNING booking_id)
  SELECT array_agg(DISTINCT booking_id ORDER BY booking_id) INTO ids FROM gone;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_booking_facts (booking_id, store)
  SELECT id, '' FROM unnest(ids) id ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM 1 FROM report_booking_facts WHERE booking_id = ANY (ids) ORDER BY booking_id FOR UPDATE;
  -- New statements from here: they see every transaction that committed before the locks were granted.
  SELECT array_agg(f) INTO olds FROM report_booking_facts f WHERE booking_id = ANY (ids);
  SELECT array_agg(f) INTO news FROM report_facts_of(ids) f;
  UPDATE report_booking_facts t SET
    store = n.store, free_day = n.free_day, job_day = n.job_day, service_kind = n.service_kind,
    service_type = n.service_type, express = n.express, mains = n.mains, crosses = n.crosses, pattern = n.pattern,
    turnaround_minutes = n.turnaround_minutes
    FROM unnest(news) n
   WHERE t.booking_id = n.booking_id AND (t.*) IS DISTINCT FROM (n.*);
  PERFORM report_apply(olds, news);
  RETURN NULL;
END $$;

-- As in 0031 (renamed by 0051), without the money columns.
CREATE OR REPLACE FUNCTION report_rebuild_bookings() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_booking_facts, report_days, report_turnaround, report_specs, report_liability IN EXCLUSIVE MODE;
  DELETE FROM report_dirty WHERE txid = txid_current();
  TRUNCATE report_booking_facts, report_days, report_turnaround, report_specs, report_liability;
  INSERT INTO report_booking_facts SELECT * FROM report_facts_of(ARRAY(SELECT id FROM bookings ORDER BY id));
  INSERT INTO report_days (day, store, free_stringings, stringing, grip, express)
  SELECT d.day, d.store, sum(d.free_stringings), sum(d.stringing), sum(d.grip), sum(d.express)
    FROM report_booking_facts f, report_day_rows(f, 1) d
   GROUP BY d.day, d.store
  HAVING sum(d.free_stringings) <> 0 OR sum(d.stringing) <> 0 OR sum(d.grip) <> 0 OR sum(d.express) <> 0;
  INSERT INTO report_turnaround (day, store, service_type, minutes, jobs)
  SELECT job_day, store, service_type, turnaround_minutes, count(*) FROM report_booking_facts
   WHERE job_day IS NOT NULL AND turnaround_minutes IS NOT NULL AND service_type IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  INSERT INTO report_specs (day, store, mains, crosses, pattern, jobs)
  SELECT job_day, store, coalesce(mains, 0), coalesce(crosses, 0), pattern, count(*) FROM report_booking_facts
   WHERE job_day IS NOT NULL AND service_kind = 'string'
   GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO report_liability (valid_until, unused)
  SELECT e.valid_until, sum(e.total_services - (SELECT count(*) FROM free_stringing_claims c
                                                 WHERE c.entitlement_id = e.id AND c.released_at IS NULL))
    FROM free_stringing_entitlements e
   GROUP BY e.valid_until;
END $$;
