-- The bench's count from a counter (issue 34, docs/decisions/jobs-speed.md, "The count from job_counts"). A bench
-- page counted its jobs from the page's start up to 1,001 on every request: with the bench's jobs scattered over the
-- heap that was a bitmap walk of the open-jobs index (its dead entries too) and ~450 heap pages, ~19 ms of the 47 ms
-- p99 of jobs page 1 at a million bookings. The number of jobs per stage and store is now kept here by triggers, in
-- the same transaction as the change, and a page filtered by stage and store only reads it (a dozen rows).
--
-- Each key is written in slots (report_slot() of migration 0032: the slot this transaction already holds for the
-- report totals, else the first free one), so two transactions never update the same row: starting, finishing and
-- canceling jobs never wait on one another here. A key's count is the sum of its slots.
CREATE TABLE job_counts (
  stage text NOT NULL,
  store text NOT NULL,
  slot integer NOT NULL DEFAULT 0,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (stage, store, slot)
);

INSERT INTO job_counts (stage, store, slot, n) SELECT stage, store, 0, count(*)::int FROM jobs GROUP BY stage, store;

-- Adds `by` to (stage, store) in this transaction's slot.
CREATE FUNCTION job_counts_add(stage_of text, store_of text, by integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_counts AS c (stage, store, slot, n) VALUES (stage_of, store_of, report_slot(), by)
  ON CONFLICT (stage, store, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
END $$;

-- A job moved to another stage or store: one less where it was, one more where it is (row by row, only then).
CREATE FUNCTION job_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_counts_add(OLD.stage, OLD.store, -1);
  PERFORM job_counts_add(NEW.stage, NEW.store, 1);
  RETURN NULL;
END $$;

-- Jobs inserted or deleted: one upsert a statement per key (a checkout's jobs, a data set's million), keys in order.
CREATE FUNCTION job_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := report_slot();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_counts AS c (stage, store, slot, n)
    SELECT stage, store, s, count(*)::int FROM added GROUP BY stage, store ORDER BY stage, store
    ON CONFLICT (stage, store, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO job_counts AS c (stage, store, slot, n)
    SELECT stage, store, s, -count(*)::int FROM removed GROUP BY stage, store ORDER BY stage, store
    ON CONFLICT (stage, store, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER job_counts_moved AFTER UPDATE OF stage, store ON jobs
  FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage OR OLD.store IS DISTINCT FROM NEW.store)
  EXECUTE FUNCTION job_counts_moved();
CREATE TRIGGER job_counts_added AFTER INSERT ON jobs REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_rows();
CREATE TRIGGER job_counts_removed AFTER DELETE ON jobs REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_rows();
