-- The bookings' and invoices' searches read a narrow copy of what they match (issue 34, docs/decisions/lists.md,
-- "The search walks a copy the list's updates never touch"). A common term ("khan": 4,551 bookings walked for 201
-- matches) walks the list's order and tests each row's search_text. On bookings that walk fetched a heap tuple per
-- entry wherever the visibility map no longer marks the page all-visible, i.e. wherever any booking was updated since
-- the last vacuum (a status change, a payment): 5,093 buffers, 7.9 ms warm on the 1M set; invoices 5,544. These
-- tables hold only the time, the id and the text, written when a row is inserted and when its time or text changes
-- (never on a status change), so their pages stay all-visible and the walk is an index-only scan: 89 buffers, 0.9 ms.
-- A rare term reads their trigram index, as the lists' own did. Rows are the same rows: a search's results and
-- order are unchanged.
CREATE TABLE booking_search (
  id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  search_text text NOT NULL
);
CREATE TABLE invoice_search (
  id integer PRIMARY KEY REFERENCES invoices (id) ON DELETE CASCADE,
  transaction_date timestamptz NOT NULL,
  search_text text NOT NULL
);

INSERT INTO booking_search (id, created_at, search_text) SELECT id, created_at, search_text FROM bookings;
INSERT INTO invoice_search (id, transaction_date, search_text) SELECT id, transaction_date, search_text FROM invoices;

-- search_text is a key column, not INCLUDE, only so the Drizzle schema can say it; (time, id) is unique, so it never sorts.
CREATE INDEX booking_search_walk_idx ON booking_search (created_at DESC, id DESC, search_text);
CREATE INDEX booking_search_trgm_idx ON booking_search USING gin (search_text gin_trgm_ops);
CREATE INDEX invoice_search_walk_idx ON invoice_search (transaction_date DESC, id DESC, search_text);
CREATE INDEX invoice_search_trgm_idx ON invoice_search USING gin (search_text gin_trgm_ops);

-- The walk moved to booking_search (migration 0036's index on bookings served it alone).
DROP INDEX bookings_created_search_idx;

-- New rows: one INSERT a statement (a checkout's bookings, a data set's million).
CREATE FUNCTION list_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (id, %I, search_text) SELECT id, %I, search_text FROM added',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  RETURN NULL;
END $$;

-- A row whose time or text changed (a customer's name or phone corrected): its copy follows.
CREATE FUNCTION list_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = $1, search_text = $2 WHERE id = $3', TG_ARGV[0], TG_ARGV[1])
  USING (to_jsonb(NEW) ->> TG_ARGV[1])::timestamptz, NEW.search_text, NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER list_search_added AFTER INSERT ON bookings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_added('booking_search', 'created_at');
CREATE TRIGGER list_search_changed AFTER UPDATE ON bookings
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION list_search_changed('booking_search', 'created_at');
CREATE TRIGGER list_search_added AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_search_added('invoice_search', 'transaction_date');
CREATE TRIGGER list_search_changed AFTER UPDATE ON invoices
  FOR EACH ROW WHEN (OLD.transaction_date IS DISTINCT FROM NEW.transaction_date OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION list_search_changed('invoice_search', 'transaction_date');

-- Vacuumed after every 1,000 new rows, so the newest pages (the ones a common search walks) are soon all-visible.
ALTER TABLE booking_search SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
ALTER TABLE invoice_search SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
