-- A long list of one status stays long until a row leaves it (issue 9, docs/decisions/lists.md, "A status's list
-- stays long until a booking leaves it"). A page of bookings of one status counted 10,001 index entries on every
-- request to say "10,000+" (most of its database time at a million bookings). Rows join a status's list at will but
-- leave it only when their status changes (or, never in this app, when they are deleted): this table counts those
-- leaves, one row a list, in the same transaction as the change. A page that counted past the cap remembers the
-- count of leaves it saw; while the count is unchanged, no row has left since, so the list is still past the cap
-- and the page skips the count. Only lists with a row here are remembered: completed and canceled bookings, which
-- the app never takes a booking out of but for an admin's undo of a completion. In-progress bookings leave at every
-- completion; they have no row, so completing takes no lock here and that list is counted as before (it is short).
CREATE TABLE list_leaves (
  list text PRIMARY KEY,
  leaves bigint NOT NULL DEFAULT 0
);
INSERT INTO list_leaves (list) VALUES ('bookings:completed'), ('bookings:canceled');

CREATE FUNCTION bookings_count_leaves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_leaves SET leaves = leaves + 1 WHERE list = 'bookings:' || OLD.status;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_status_leaves AFTER UPDATE OF status ON bookings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION bookings_count_leaves();
CREATE TRIGGER bookings_deleted_leaves AFTER DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_count_leaves();
