-- The bench's due filters counted on an index in due order (issue 34, docs/decisions/lists.md, "The overdue jobs").
-- "Overdue" (and "due today", "upcoming") counted its jobs from the page's start up to 1,001 on jobs_not_ready_idx,
-- whose first column is express: a due time bound cannot limit a walk of it, so the planner read the whole index (its
-- dead entries too: ~735 pages on the 1M data set) into a bitmap and then every match's heap page, ~1,800 buffers
-- and 17 ms a request. Led by the due time, the count is a range walk that stops at 1,001 entries, whatever the
-- number of jobs.
CREATE INDEX jobs_not_ready_due_idx ON jobs (due_at) WHERE stage IN ('received', 'in_progress');
