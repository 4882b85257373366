-- The owner's month summary at a million bookings (issue 15, docs/decisions/reports.md, "Speed"). A month is about
-- 40,000 jobs; reading each job's booking and its first ready event cost a probe per job. Jobs now carry what the
-- reports read of their booking (kept by triggers, so nothing can let them drift) and the time of their first
-- ready event, and one index holds every column the job figures read, so each figure is one index-only range
-- scan over the month. The revenue's indexes likewise hold the columns it sums.
ALTER TABLE jobs
  ADD COLUMN service_kind text,
  ADD COLUMN service_type text,
  ADD COLUMN booked_string_id integer,
  ADD COLUMN first_ready_at timestamptz;

UPDATE jobs j
   SET service_kind = b.service_kind, service_type = b.service_type, booked_string_id = b.string_id,
       first_ready_at = (SELECT min(e.at) FROM job_events e
                          WHERE e.booking_id = j.booking_id AND e.kind = 'stage' AND e.details->>'to' = 'ready')
  FROM bookings b
 WHERE b.id = j.booking_id;

-- A job's copy of its booking's kind, type and string: set from the booking on insert (and on any attempt to
-- write them), and again whenever the booking's change moves them.
CREATE FUNCTION jobs_copy_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.service_kind, b.service_type, b.string_id INTO NEW.service_kind, NEW.service_type, NEW.booked_string_id
    FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $$;
CREATE TRIGGER jobs_copy_booking BEFORE INSERT OR UPDATE OF booking_id, service_kind, service_type, booked_string_id
  ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_copy_booking();

CREATE FUNCTION bookings_copy_to_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET service_kind = NEW.service_kind, service_type = NEW.service_type, booked_string_id = NEW.string_id
   WHERE booking_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_copy_to_job AFTER UPDATE OF service_kind, service_type, string_id ON bookings FOR EACH ROW
  WHEN (OLD.service_kind IS DISTINCT FROM NEW.service_kind OR OLD.service_type IS DISTINCT FROM NEW.service_type
        OR OLD.string_id IS DISTINCT FROM NEW.string_id)
  EXECUTE FUNCTION bookings_copy_to_job();

-- The first stage event to ready of a job (events are only ever added).
CREATE FUNCTION job_events_first_ready() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET first_ready_at = NEW.at
   WHERE booking_id = NEW.booking_id AND (first_ready_at IS NULL OR first_ready_at > NEW.at);
  RETURN NULL;
END $$;
CREATE TRIGGER job_events_first_ready AFTER INSERT ON job_events FOR EACH ROW
  WHEN (NEW.kind = 'stage' AND NEW.details->>'to' = 'ready')
  EXECUTE FUNCTION job_events_first_ready();

-- Every column the job figures read, led by the time received (replaces jobs_created_idx), and a job's store by its
-- booking (the revenue's store filter).
DROP INDEX jobs_created_idx;
CREATE INDEX jobs_report_idx ON jobs (created_at, stage, store, express, service_kind, service_type, booked_string_id,
  mains_string_id, mains_own_string, crosses_string_id, crosses_own_string, racket_pattern, first_ready_at, ready_at);
CREATE INDEX jobs_booking_store_idx ON jobs (booking_id, store);

-- The revenue: a checkout's bookings with what it sums, and the counter payments of a period with their amounts
-- (both still serve their earlier lookups, led by the same column).
DROP INDEX bookings_checkout_idx;
CREATE INDEX bookings_checkout_idx ON bookings (checkout_id, payment_option, status, price_fils, due_in_store_fils,
  pickup_fee_fils, id);
DROP INDEX instore_payments_recorded_idx;
CREATE INDEX instore_payments_recorded_idx ON instore_payments (recorded_at, booking_id, amount_fils);
