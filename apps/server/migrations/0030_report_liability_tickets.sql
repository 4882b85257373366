-- The owner's reports (issue 15, docs/decisions/reports.md, "Speed"), after 0029_report_days.sql: the liability
-- per last valid day, and each ticket's first response.
-- The free-stringing liability per last valid day: stringings of the entitlements ending that day less their claims
-- not released. "Valid now" and "expire in the next 30 days" are sums over a range of days. Kept at once by row
-- triggers (one row per statement row, ON CONFLICT DO UPDATE).
CREATE TABLE report_liability (
  valid_until date PRIMARY KEY,
  unused integer NOT NULL
);

CREATE FUNCTION report_liability_add(until date, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_liability AS r VALUES (until, n)
  ON CONFLICT (valid_until) DO UPDATE SET unused = r.unused + EXCLUDED.unused
$$;

-- An entitlement counts its stringings less its open claims. BEFORE DELETE: its claims still exist (their cascade
-- comes after, and their own trigger then finds no entitlement and leaves the total alone).
CREATE FUNCTION report_liability_entitlement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_claims integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT count(*) INTO open_claims FROM free_stringing_claims c WHERE c.entitlement_id = OLD.id AND c.released_at IS NULL;
    PERFORM report_liability_add(OLD.valid_until, open_claims - OLD.total_services);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  SELECT count(*) INTO open_claims FROM free_stringing_claims c WHERE c.entitlement_id = NEW.id AND c.released_at IS NULL;
  PERFORM report_liability_add(NEW.valid_until, NEW.total_services - open_claims);
  RETURN NULL;
END $$;
CREATE TRIGGER report_liability_entitlement AFTER INSERT OR UPDATE OF valid_until, total_services
  ON free_stringing_entitlements FOR EACH ROW EXECUTE FUNCTION report_liability_entitlement();
CREATE TRIGGER report_liability_entitlement_delete BEFORE DELETE
  ON free_stringing_entitlements FOR EACH ROW EXECUTE FUNCTION report_liability_entitlement();

-- An open claim takes one stringing off its entitlement's day; releasing it gives it back.
CREATE FUNCTION report_liability_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.released_at IS NULL THEN
    PERFORM report_liability_add(e.valid_until, 1) FROM free_stringing_entitlements e WHERE e.id = OLD.entitlement_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.released_at IS NULL THEN
    PERFORM report_liability_add(e.valid_until, -1) FROM free_stringing_entitlements e WHERE e.id = NEW.entitlement_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_liability_claim AFTER INSERT OR DELETE OR UPDATE OF entitlement_id, released_at
  ON free_stringing_claims FOR EACH ROW EXECUTE FUNCTION report_liability_claim();

INSERT INTO report_liability
SELECT e.valid_until, sum(e.total_services - (SELECT count(*) FROM free_stringing_claims c
                                               WHERE c.entitlement_id = e.id AND c.released_at IS NULL))
  FROM free_stringing_entitlements e
 GROUP BY e.valid_until;

-- A ticket's first response (the median time to first response reads the month's tickets from one index, instead of
-- looking up each ticket's responses), kept by a trigger on the responses.
ALTER TABLE tickets ADD COLUMN first_response_at timestamptz;
UPDATE tickets t SET first_response_at = f.first
  FROM (SELECT r.ticket_id, min(r.created_at) AS first FROM ticket_responses r GROUP BY r.ticket_id) f
 WHERE f.ticket_id = t.id;
CREATE INDEX tickets_first_response_idx ON tickets (created_at, first_response_at);

CREATE FUNCTION tickets_first_response() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY[NEW.ticket_id];
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY[OLD.ticket_id];
  ELSE
    ids := ARRAY[OLD.ticket_id, NEW.ticket_id];
  END IF;
  UPDATE tickets t SET first_response_at = (SELECT min(r.created_at) FROM ticket_responses r WHERE r.ticket_id = t.id)
   WHERE t.id = ANY (ids)
     AND t.first_response_at IS DISTINCT FROM (SELECT min(r.created_at) FROM ticket_responses r WHERE r.ticket_id = t.id);
  RETURN NULL;
END $$;
CREATE TRIGGER tickets_first_response AFTER INSERT OR DELETE OR UPDATE OF ticket_id, created_at ON ticket_responses
  FOR EACH ROW EXECUTE FUNCTION tickets_first_response();
