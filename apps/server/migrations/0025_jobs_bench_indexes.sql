-- The bench's filters at a million bookings (issue 14, docs/decisions/jobs-speed.md). One stage
-- (received, in progress, ready) and the due filters (work not ready yet) each read their own
-- partial index in the list's order (express first, then due time) and count their rows from that
-- index alone. One index per stage rather than one led by the stage: the planner underestimates
-- the due filters' rows and would otherwise pick a stage-led index and sort every match.
CREATE INDEX jobs_received_idx ON jobs (express DESC, due_at, booking_id) WHERE stage = 'received';
CREATE INDEX jobs_in_progress_idx ON jobs (express DESC, due_at, booking_id) WHERE stage = 'in_progress';
CREATE INDEX jobs_ready_idx ON jobs (express DESC, due_at, booking_id) WHERE stage = 'ready';
CREATE INDEX jobs_not_ready_idx ON jobs (express DESC, due_at, booking_id)
  WHERE stage IN ('received', 'in_progress');
