-- Checkouts no longer wait on each other for the report totals (issue 9, docs/decisions/reports.md, "Speed",
-- "Totals in slots"). Every checkout adds a job received today at its store, so every checkout's commit updated the
-- same report_days and report_specs rows (today, store), and every free checkout the same report_liability row (the
-- racket's last valid day, at its claim): each held those row locks until its commit was on disk, and the others
-- queued behind it (10 connections spent most of their time waiting on one another at commit).
--
-- Each totals row is now one of several slots of its key: a transaction writes only to the slot it holds (a
-- transaction-level advisory lock taken without waiting: the first free one from 0, so a quiet shop writes slot 0
-- only), and readers add the slots up (every reader already sums rows: a month of days, every store). Two
-- transactions never write the same totals row, so they never wait on each other there and cannot deadlock on it.
ALTER TABLE report_days ADD COLUMN slot integer NOT NULL DEFAULT 0;
ALTER TABLE report_days DROP CONSTRAINT report_days_pkey, ADD PRIMARY KEY (day, store, slot);
ALTER TABLE report_turnaround ADD COLUMN slot integer NOT NULL DEFAULT 0;
ALTER TABLE report_turnaround DROP CONSTRAINT report_turnaround_pkey,
  ADD PRIMARY KEY (day, store, service_type, minutes, slot);
ALTER TABLE report_specs ADD COLUMN slot integer NOT NULL DEFAULT 0;
ALTER TABLE report_specs DROP CONSTRAINT report_specs_pkey, ADD PRIMARY KEY (day, store, mains, crosses, pattern, slot);
ALTER TABLE report_liability ADD COLUMN slot integer NOT NULL DEFAULT 0;
ALTER TABLE report_liability DROP CONSTRAINT report_liability_pkey, ADD PRIMARY KEY (valid_until, slot);

-- The slot this transaction writes the totals to: the one it already holds, else the first of 64 that no other
-- transaction holds (pg_try_advisory_xact_lock never waits; class 7291 is the report slots' own key space). Held
-- until the transaction ends (a rolled back savepoint gives back both the lock and the setting). Only with 64
-- transactions writing totals at once does one wait, for the slot of its backend's number.
CREATE FUNCTION report_slot() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  held integer := nullif(current_setting('report.slot', true), '')::integer;
BEGIN
  IF held IS NOT NULL THEN
    RETURN held;
  END IF;
  FOR s IN 0..63 LOOP
    IF pg_try_advisory_xact_lock(7291, s) THEN
      PERFORM set_config('report.slot', s::text, true);
      RETURN s;
    END IF;
  END LOOP;
  held := pg_backend_pid() % 64;
  PERFORM pg_advisory_xact_lock(7291, held);
  PERFORM set_config('report.slot', held::text, true);
  RETURN held;
END $$;

CREATE OR REPLACE FUNCTION report_liability_add(until date, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_liability AS r (valid_until, slot, unused) VALUES (until, report_slot(), n)
  ON CONFLICT (valid_until, slot) DO UPDATE SET unused = r.unused + EXCLUDED.unused
$$;

-- As in 0029, each table's rows in key order, now in this transaction's slot.
CREATE OR REPLACE FUNCTION report_apply(olds report_booking_facts[], news report_booking_facts[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s integer := report_slot();
BEGIN
  INSERT INTO report_days AS r (day, store, slot, online_fils, online_payments, online_checkouts, in_store_fils,
                                in_store_payments, fees_fils, free_stringings, stringing, grip, express)
  SELECT d.day, d.store, s, sum(d.online_fils), sum(d.online_payments), sum(d.online_checkouts), sum(d.in_store_fils),
         sum(d.in_store_payments), sum(d.fees_fils), sum(d.free_stringings), sum(d.stringing), sum(d.grip),
         sum(d.express)
    FROM (SELECT f, -1 AS sign FROM unnest(olds) f UNION ALL SELECT f, 1 FROM unnest(news) f) u,
         report_day_rows(u.f, u.sign) d
   GROUP BY d.day, d.store
  HAVING sum(abs(d.online_fils) + abs(d.online_payments) + abs(d.online_checkouts) + abs(d.in_store_fils)
             + abs(d.in_store_payments) + abs(d.fees_fils) + abs(d.free_stringings) + abs(d.stringing)
             + abs(d.grip) + abs(d.express)) > 0
   ORDER BY d.day, d.store
  ON CONFLICT (day, store, slot) DO UPDATE SET
    online_fils = r.online_fils + EXCLUDED.online_fils, online_payments = r.online_payments + EXCLUDED.online_payments,
    online_checkouts = r.online_checkouts + EXCLUDED.online_checkouts,
    in_store_fils = r.in_store_fils + EXCLUDED.in_store_fils,
    in_store_payments = r.in_store_payments + EXCLUDED.in_store_payments, fees_fils = r.fees_fils + EXCLUDED.fees_fils,
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
