-- A job's public status link (issue 33): the token is never stored, only its SHA-256 (token_hash) and the random
-- nonce it is made from with the server's secret, so the receipt can print it again. One live link per job.
CREATE TABLE job_status_links (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by integer REFERENCES staff_users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_by integer REFERENCES staff_users(id)
);
CREATE UNIQUE INDEX job_status_links_live_idx ON job_status_links (booking_id) WHERE revoked_at IS NULL;
