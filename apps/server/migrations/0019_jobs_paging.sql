-- The bench list of finished jobs (issue 14, docs/decisions/stringing-jobs.md): collected and
-- canceled jobs are nearly every job (a million bookings, mostly collected); a page of them, newest
-- due first, reads one range of these partial indexes (by stage, and by store and stage).
CREATE INDEX jobs_closed_idx ON jobs (stage, due_at DESC, booking_id DESC)
  WHERE stage IN ('collected', 'canceled');
CREATE INDEX jobs_closed_store_idx ON jobs (store, stage, due_at DESC, booking_id DESC)
  WHERE stage IN ('collected', 'canceled');
