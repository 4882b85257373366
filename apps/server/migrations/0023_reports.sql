-- The owner's reports (issue 15, docs/decisions/reports.md): a period's figures read ranges of these at a million
-- bookings. Jobs by the time they were received; free stringings by when they were completed; the first ready
-- event of a job; entitlements still valid (the free-stringing liability).
CREATE INDEX jobs_created_idx ON jobs (created_at);
CREATE INDEX bookings_free_completed_idx ON bookings (completed_at) WHERE free_service AND status = 'completed';
CREATE INDEX job_events_ready_idx ON job_events (booking_id, at) WHERE kind = 'stage' AND details->>'to' = 'ready';
CREATE INDEX free_stringing_entitlements_valid_until_idx ON free_stringing_entitlements (valid_until);
