-- One row per rate-limit key: its window and count. Opening a key's window is then one atomic
-- INSERT ... ON CONFLICT (key), so hits arriving together can no longer open two windows and
-- undercount (services: lib/rate-limit.ts).
DELETE FROM rate_limits a USING rate_limits b WHERE a.key = b.key AND a.window_start < b.window_start;
ALTER TABLE rate_limits DROP CONSTRAINT rate_limits_pkey;
ALTER TABLE rate_limits ADD PRIMARY KEY (key);
