-- report_rebuild(): every report total recounted from the base tables at once, by the same rules as the triggers of
-- migrations 0029 and 0030 (report_facts_of, report_day_rows). It serves a bulk load that switches the per-booking
-- marking off (the benchmark's seed: a million bookings marked one by one and recounted at one commit take hours),
-- and an owner's or operator's recount after a repair by hand. It takes the totals tables' locks first, so writes that
-- would change them wait for the rebuild to commit, and the rebuild reads what they committed before.
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_booking_facts, report_days, report_turnaround, report_specs, report_liability IN EXCLUSIVE MODE;
  DELETE FROM report_dirty WHERE txid = txid_current();
  TRUNCATE report_booking_facts, report_days, report_turnaround, report_specs, report_liability;
  INSERT INTO report_booking_facts SELECT * FROM report_facts_of(ARRAY(SELECT id FROM bookings ORDER BY id));
  INSERT INTO report_days
  SELECT d.day, d.store, sum(d.online_fils), sum(d.online_payments), sum(d.online_checkouts), sum(d.in_store_fils),
         sum(d.in_store_payments), sum(d.fees_fils), sum(d.free_stringings), sum(d.stringing), sum(d.grip),
         sum(d.express)
    FROM report_booking_facts f, report_day_rows(f, 1) d
   GROUP BY d.day, d.store
  HAVING sum(d.online_fils) <> 0 OR sum(d.online_payments) <> 0 OR sum(d.online_checkouts) <> 0
      OR sum(d.in_store_fils) <> 0 OR sum(d.in_store_payments) <> 0 OR sum(d.fees_fils) <> 0
      OR sum(d.free_stringings) <> 0 OR sum(d.stringing) <> 0 OR sum(d.grip) <> 0 OR sum(d.express) <> 0;
  INSERT INTO report_turnaround
  SELECT job_day, store, service_type, turnaround_minutes, count(*) FROM report_booking_facts
   WHERE job_day IS NOT NULL AND turnaround_minutes IS NOT NULL AND service_type IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  INSERT INTO report_specs
  SELECT job_day, store, coalesce(mains, 0), coalesce(crosses, 0), pattern, count(*) FROM report_booking_facts
   WHERE job_day IS NOT NULL AND service_kind = 'string'
   GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO report_liability
  SELECT e.valid_until, sum(e.total_services - (SELECT count(*) FROM free_stringing_claims c
                                                 WHERE c.entitlement_id = e.id AND c.released_at IS NULL))
    FROM free_stringing_entitlements e
   GROUP BY e.valid_until;
END $$;
