-- The month summary's tickets from per-day totals (issue 34, docs/decisions/reports.md, "Speed", "Tickets from
-- per-day totals"). The summary counted the period's tickets and took the median time to a first response from the
-- tickets themselves: on the 1M data set a month is ~2,100 tickets scattered over a wide heap, an index scan with
-- ~1,600 heap fetches and ~1,750 buffers a request, two thirds of the statement's database time, growing with the
-- tickets per month and with the heap's disorder. The tickets are now counted per Dubai day (of created_at) and hours
-- to the first response (the value percentile_cont orders by), kept by triggers in the writing transaction, as the
-- other report totals are: a month is a few rows per day, one per distinct response time.
--
-- Keys are written in this transaction's slot (report_slot(), migration 0032), so two transactions never wait on the
-- same row. A key's count is the sum of its slots; a ticket with no response yet counts under responded = false.
CREATE TABLE report_tickets (
  day date NOT NULL,
  responded boolean NOT NULL,
  hours float8 NOT NULL,
  slot integer NOT NULL DEFAULT 0,
  tickets integer NOT NULL,
  PRIMARY KEY (day, responded, hours, slot)
);

-- A ticket's key: its Dubai day, whether it has a first response, and the hours to it (exactly as the direct query
-- computes them, numeric epoch over 3600.0 cast to float8; 0 without a response).
CREATE FUNCTION report_ticket_hours(created timestamptz, first_response timestamptz) RETURNS float8
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((extract(epoch FROM (first_response - created)) / 3600.0)::float8, 0)
$$;

-- The tickets' totals recounted from the tickets (taking the table's lock first, as report_rebuild_bookings does):
-- now part of report_rebuild(), and the first count here.
CREATE FUNCTION report_tickets_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_tickets IN EXCLUSIVE MODE;
  TRUNCATE report_tickets;
  INSERT INTO report_tickets (day, responded, hours, slot, tickets)
  SELECT (t.created_at AT TIME ZONE 'Asia/Dubai')::date, t.first_response_at IS NOT NULL,
         report_ticket_hours(t.created_at, t.first_response_at), 0, count(*)::int
    FROM tickets t GROUP BY 1, 2, 3;
END $$;

CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rebuild_bookings();
  PERFORM report_takings_rebuild();
  PERFORM report_tickets_rebuild();
END $$;

SELECT report_tickets_rebuild();

-- Adds `by` to a key in this transaction's slot.
CREATE FUNCTION report_tickets_add(day_of date, responded_of boolean, hours_of float8, by integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_tickets AS r (day, responded, hours, slot, tickets)
  VALUES (day_of, responded_of, hours_of, report_slot(), by)
  ON CONFLICT (day, responded, hours, slot) DO UPDATE SET tickets = r.tickets + EXCLUDED.tickets;
END $$;

-- A ticket's day or first response changed (the responses' trigger of migration 0030 sets first_response_at): one
-- less under its old key, one more under its new one.
CREATE FUNCTION report_tickets_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_tickets_add((OLD.created_at AT TIME ZONE 'Asia/Dubai')::date, OLD.first_response_at IS NOT NULL,
                             report_ticket_hours(OLD.created_at, OLD.first_response_at), -1);
  PERFORM report_tickets_add((NEW.created_at AT TIME ZONE 'Asia/Dubai')::date, NEW.first_response_at IS NOT NULL,
                             report_ticket_hours(NEW.created_at, NEW.first_response_at), 1);
  RETURN NULL;
END $$;

-- Tickets inserted or deleted: one upsert a statement per key, keys in order.
CREATE FUNCTION report_tickets_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := report_slot();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_tickets AS r (day, responded, hours, slot, tickets)
    SELECT (a.created_at AT TIME ZONE 'Asia/Dubai')::date AS d, a.first_response_at IS NOT NULL AS rsp,
           report_ticket_hours(a.created_at, a.first_response_at) AS h, s, count(*)::int
      FROM added a GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, responded, hours, slot) DO UPDATE SET tickets = r.tickets + EXCLUDED.tickets;
  ELSE
    INSERT INTO report_tickets AS r (day, responded, hours, slot, tickets)
    SELECT (o.created_at AT TIME ZONE 'Asia/Dubai')::date AS d, o.first_response_at IS NOT NULL AS rsp,
           report_ticket_hours(o.created_at, o.first_response_at) AS h, s, -count(*)::int
      FROM removed o GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, responded, hours, slot) DO UPDATE SET tickets = r.tickets + EXCLUDED.tickets;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER report_tickets_moved AFTER UPDATE OF created_at, first_response_at ON tickets
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at)
  EXECUTE FUNCTION report_tickets_moved();
CREATE TRIGGER report_tickets_added AFTER INSERT ON tickets REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_tickets_rows();
CREATE TRIGGER report_tickets_removed AFTER DELETE ON tickets REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION report_tickets_rows();

-- The tickets resolved in a period (count of distinct tickets with a 'resolved' status change): read from the
-- period's resolutions only, not every audit entry of the period.
CREATE INDEX audit_log_ticket_resolved_idx ON audit_log (created_at, subject)
  WHERE action = 'ticket.status' AND details->>'to' = 'resolved';
