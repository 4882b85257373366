-- Backups (docs/decisions/backups.md): one row per backup the server made, daily or asked for. A daily backup
-- claims its Dubai day (daily_date, unique), so with several instances on one database one of them makes it.
CREATE TABLE backups (
  id serial PRIMARY KEY,
  engine text NOT NULL CHECK (engine IN ('pglite', 'postgres')),
  reason text NOT NULL CHECK (reason IN ('daily', 'manual')),
  daily_date date UNIQUE,
  outcome text NOT NULL DEFAULT 'running' CHECK (outcome IN ('running', 'succeeded', 'failed')),
  file_name text,
  size_bytes bigint,
  error text,
  requested_by integer REFERENCES staff_users (id),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX backups_started_at_idx ON backups (started_at);
-- One backup at a time across instances: a second one (a click on another instance, the daily one) waits its turn.
CREATE UNIQUE INDEX backups_one_running_idx ON backups (outcome) WHERE outcome = 'running';
