-- Intake photos (issue 33 item 4): up to 4 a job, each in one of the slots 1-4 (the unique slot is the last guard of
-- the limit; the service counts under the job's row lock). The file itself lives in the storage adapter
-- (UPLOAD_DIR by default) under storage_key; show_to_customer puts it on the customer's status page.
CREATE TABLE job_photos (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 4),
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  size_bytes integer NOT NULL,
  show_to_customer boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES staff_users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, slot)
);
