-- The owner's month summary from per-day totals (issue 15, docs/decisions/reports.md, "Speed"): a summary reads about
-- 31 rows per store and figure instead of the month's ~42,000 jobs and ~20,000 payments.
--
-- report_booking_facts holds what each booking adds to the totals (its "contribution"): its revenue day and amounts,
-- its free stringing, its job's day, kind, strings and turnaround in minutes. A write to a booking, its checkout, its
-- counter payment or its job marks the booking in report_dirty; at commit a deferred trigger recomputes the marked
-- bookings' facts from the base tables, and adds (new − old) to report_days, report_turnaround and report_specs.
-- Deadlocks: the flush runs once per transaction at commit, locks facts rows in booking order, then each totals table
-- in key order (INSERT ... ON CONFLICT DO UPDATE, rows sorted), so all transactions take these locks in one order, and
-- no other lock is waited for after them.

CREATE TABLE report_booking_facts (
  booking_id integer PRIMARY KEY,
  store text NOT NULL,
  online_day date,
  online_fils integer,
  online_fee_fils integer,
  online_first_at_store boolean,
  online_first boolean,
  in_store_day date,
  in_store_fils integer,
  in_store_fee_fils integer,
  free_day date,
  job_day date,
  service_kind text,
  service_type text,
  express boolean,
  mains integer,
  crosses integer,
  pattern text,
  turnaround_minutes integer
);

-- Per Dubai day and job store ('' for a booking without a job): money in fils and counts.
CREATE TABLE report_days (
  day date NOT NULL,
  store text NOT NULL,
  online_fils bigint NOT NULL DEFAULT 0,
  online_payments integer NOT NULL DEFAULT 0,
  online_checkouts integer NOT NULL DEFAULT 0,
  in_store_fils bigint NOT NULL DEFAULT 0,
  in_store_payments integer NOT NULL DEFAULT 0,
  fees_fils bigint NOT NULL DEFAULT 0,
  free_stringings integer NOT NULL DEFAULT 0,
  stringing integer NOT NULL DEFAULT 0,
  grip integer NOT NULL DEFAULT 0,
  express integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, store)
);

-- Jobs that reached ready per day of receipt, store, service type and whole minutes from received to first ready.
CREATE TABLE report_turnaround (
  day date NOT NULL,
  store text NOT NULL,
  service_type text NOT NULL,
  minutes integer NOT NULL,
  jobs integer NOT NULL,
  PRIMARY KEY (day, store, service_type, minutes)
);

-- Stringing jobs per day of receipt, store, mains, crosses (0: none) and pattern ('' unknown): the top strings.
CREATE TABLE report_specs (
  day date NOT NULL,
  store text NOT NULL,
  mains integer NOT NULL,
  crosses integer NOT NULL,
  pattern text NOT NULL,
  jobs integer NOT NULL,
  PRIMARY KEY (day, store, mains, crosses, pattern)
);

-- Bookings written by a transaction not yet flushed (emptied by the flush at the transaction's commit).
CREATE TABLE report_dirty (
  txid bigint NOT NULL,
  booking_id integer NOT NULL,
  PRIMARY KEY (txid, booking_id)
);

-- A booking's facts from the base tables, as the direct queries of services/reports count them.
CREATE FUNCTION report_facts_of(ids integer[]) RETURNS SETOF report_booking_facts LANGUAGE sql STABLE AS $$
  SELECT x, coalesce(j.store, ''),
         CASE WHEN online THEN (c.paid_at AT TIME ZONE 'Asia/Dubai')::date END,
         CASE WHEN online THEN b.price_fils - b.due_in_store_fils END,
         CASE WHEN online THEN b.pickup_fee_fils END,
         CASE WHEN online THEN NOT EXISTS (
           SELECT 1 FROM bookings o JOIN jobs oj ON oj.booking_id = o.id AND oj.store = j.store
            WHERE o.checkout_id = b.checkout_id AND o.id < b.id AND o.payment_option = 'online'
              AND o.status <> 'canceled') END,
         CASE WHEN online THEN NOT EXISTS (
           SELECT 1 FROM bookings o
            WHERE o.checkout_id = b.checkout_id AND o.id < b.id AND o.payment_option = 'online'
              AND o.status <> 'canceled') END,
         CASE WHEN counter THEN (p.recorded_at AT TIME ZONE 'Asia/Dubai')::date END,
         CASE WHEN counter THEN p.amount_fils - b.pickup_fee_fils END,
         CASE WHEN counter THEN b.pickup_fee_fils END,
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
    LEFT JOIN checkouts c ON c.id = b.checkout_id
    LEFT JOIN instore_payments p ON p.booking_id = x
    LEFT JOIN jobs j ON j.booking_id = x
   CROSS JOIN LATERAL (SELECT b.payment_option = 'online' AND b.status <> 'canceled' AND c.paid_at IS NOT NULL AS online,
                              p.id IS NOT NULL AND b.status <> 'canceled' AS counter,
                              j.stage IS NOT NULL AND j.stage <> 'canceled' AS job) w
$$;

-- What one booking's facts add to report_days (sign −1 takes them out again), one row per day it counts on.
CREATE FUNCTION report_day_rows(f report_booking_facts, sign integer)
RETURNS TABLE (day date, store text, online_fils bigint, online_payments integer, online_checkouts integer,
               in_store_fils bigint, in_store_payments integer, fees_fils bigint, free_stringings integer,
               stringing integer, grip integer, express integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT v.* FROM (VALUES
    (f.online_day, f.store, sign * f.online_fils::bigint, sign * f.online_first_at_store::int, sign * f.online_first::int,
     0::bigint, 0, sign * f.online_fee_fils::bigint, 0, 0, 0, 0),
    (f.in_store_day, f.store, 0::bigint, 0, 0, sign * f.in_store_fils::bigint, sign, sign * f.in_store_fee_fils::bigint,
     0, 0, 0, 0),
    (f.free_day, f.store, 0::bigint, 0, 0, 0::bigint, 0, 0::bigint, sign, 0, 0, 0),
    (f.job_day, f.store, 0::bigint, 0, 0, 0::bigint, 0, 0::bigint, 0, sign * coalesce(f.service_kind = 'string', false)::int,
     sign * coalesce(f.service_kind = 'grip', false)::int, sign * coalesce(f.express, false)::int)
  ) v (day, store, online_fils, online_payments, online_checkouts, in_store_fils, in_store_payments, fees_fils,
       free_stringings, stringing, grip, express)
  WHERE v.day IS NOT NULL
$$;

-- Adds the facts `news` and takes out `olds` in each totals table, rows in key order (one lock order for all).
CREATE FUNCTION report_apply(olds report_booking_facts[], news report_booking_facts[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS r
  SELECT d.day, d.store, sum(d.online_fils), sum(d.online_payments), sum(d.online_checkouts), sum(d.in_store_fils),
         sum(d.in_store_payments), sum(d.fees_fils), sum(d.free_stringings), sum(d.stringing), sum(d.grip),
         sum(d.express)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) s,
         report_day_rows(s.f, s.sign) d
   GROUP BY d.day, d.store
  HAVING sum(abs(d.online_fils) + abs(d.online_payments) + abs(d.online_checkouts) + abs(d.in_store_fils)
             + abs(d.in_store_payments) + abs(d.fees_fils) + abs(d.free_stringings) + abs(d.stringing)
             + abs(d.grip) + abs(d.express)) > 0
   ORDER BY d.day, d.store
  ON CONFLICT (day, store) DO UPDATE SET
    online_fils = r.online_fils + EXCLUDED.online_fils, online_payments = r.online_payments + EXCLUDED.online_payments,
    online_checkouts = r.online_checkouts + EXCLUDED.online_checkouts,
    in_store_fils = r.in_store_fils + EXCLUDED.in_store_fils,
    in_store_payments = r.in_store_payments + EXCLUDED.in_store_payments, fees_fils = r.fees_fils + EXCLUDED.fees_fils,
    free_stringings = r.free_stringings + EXCLUDED.free_stringings, stringing = r.stringing + EXCLUDED.stringing,
    grip = r.grip + EXCLUDED.grip, express = r.express + EXCLUDED.express;

  INSERT INTO report_turnaround AS r
  SELECT (s.f).job_day, (s.f).store, (s.f).service_type, (s.f).turnaround_minutes, sum(s.sign)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) s
   WHERE (s.f).job_day IS NOT NULL AND (s.f).turnaround_minutes IS NOT NULL AND (s.f).service_type IS NOT NULL
   GROUP BY 1, 2, 3, 4 HAVING sum(s.sign) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, store, service_type, minutes) DO UPDATE SET jobs = r.jobs + EXCLUDED.jobs;

  INSERT INTO report_specs AS r
  SELECT (s.f).job_day, (s.f).store, coalesce((s.f).mains, 0), coalesce((s.f).crosses, 0), (s.f).pattern, sum(s.sign)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) s
   WHERE (s.f).job_day IS NOT NULL AND (s.f).service_kind = 'string'
   GROUP BY 1, 2, 3, 4, 5 HAVING sum(s.sign) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, store, mains, crosses, pattern) DO UPDATE SET jobs = r.jobs + EXCLUDED.jobs;
END $$;

-- At commit: the transaction's marked bookings and the other bookings of their checkouts (which of them counts the
-- checkout's online payment) get their facts recomputed, after their facts rows are locked, so a concurrent flush of
-- the same booking waits and then reads what this one committed.
CREATE FUNCTION report_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  olds report_booking_facts[];
  news report_booking_facts[];
BEGIN
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
CREATE CONSTRAINT TRIGGER report_flush AFTER INSERT ON report_dirty DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_flush();

-- Marks the bookings a write touched.
CREATE FUNCTION report_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_TABLE_NAME = 'checkouts' THEN
    INSERT INTO report_dirty SELECT txid_current(), b.id FROM bookings b WHERE b.checkout_id = NEW.id
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
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
  RETURN NULL;
END $$;
CREATE TRIGGER report_mark AFTER INSERT OR DELETE OR UPDATE OF checkout_id, status, payment_option, price_fils,
  due_in_store_fils, pickup_fee_fils, free_service, completed_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION report_mark();
CREATE TRIGGER report_mark AFTER UPDATE OF paid_at ON checkouts FOR EACH ROW
  WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at) EXECUTE FUNCTION report_mark();
CREATE TRIGGER report_mark AFTER INSERT OR DELETE OR UPDATE OF booking_id, amount_fils, recorded_at ON instore_payments
  FOR EACH ROW EXECUTE FUNCTION report_mark();
CREATE TRIGGER report_mark AFTER INSERT OR DELETE OR UPDATE OF booking_id, stage, store, express, created_at,
  service_kind, service_type, booked_string_id, mains_string_id, mains_own_string, crosses_string_id,
  crosses_own_string, racket_pattern, first_ready_at, ready_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION report_mark();

-- Backfill: every booking's facts, and the totals from them.
INSERT INTO report_booking_facts SELECT * FROM report_facts_of(ARRAY(SELECT id FROM bookings));
INSERT INTO report_days
SELECT d.day, d.store, sum(d.online_fils), sum(d.online_payments), sum(d.online_checkouts), sum(d.in_store_fils),
       sum(d.in_store_payments), sum(d.fees_fils), sum(d.free_stringings), sum(d.stringing), sum(d.grip),
       sum(d.express)
  FROM report_booking_facts f, report_day_rows(f, 1) d
 GROUP BY d.day, d.store;
INSERT INTO report_turnaround
SELECT job_day, store, service_type, turnaround_minutes, count(*) FROM report_booking_facts
 WHERE job_day IS NOT NULL AND turnaround_minutes IS NOT NULL AND service_type IS NOT NULL
 GROUP BY 1, 2, 3, 4;
INSERT INTO report_specs
SELECT job_day, store, coalesce(mains, 0), coalesce(crosses, 0), pattern, count(*) FROM report_booking_facts
 WHERE job_day IS NOT NULL AND service_kind = 'string'
 GROUP BY 1, 2, 3, 4, 5;

