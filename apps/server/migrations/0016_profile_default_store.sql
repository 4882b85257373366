-- Each account's store (issue 13, fast at the counter): preselected in every in-store booking the
-- account makes. NULL until the account chooses one on its Profile.
ALTER TABLE staff_users ADD COLUMN default_store text
  CHECK (default_store IN ('Jumeirah Store', 'Marina Store', 'Bluewaters Store'));
