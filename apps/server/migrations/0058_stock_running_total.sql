-- A string's stock as a running total (issue 34, docs/decisions/stock.md, "The stock as a running total"). The
-- stock was the sum of the string's whole ledger, read by every job start and every paid checkout: a sum that grows
-- with every delivery, job and count for as long as the shop runs (about 270 entries a string in the benchmark's
-- data already, thousands after a few years). Each string's row now keeps the total, moved by the ledger's own
-- triggers in the same transaction as the entry; the ledger stays the record of every move and the total always
-- equals its sum (test/stock checks both after every kind of move).
--
-- Every writer of the ledger locks the strings' rows first, in ascending order (lockStrings), so the update here
-- never waits in a circle. The move to PostgreSQL copies the tables with their triggers off, the totals with them.
ALTER TABLE string_stock ADD COLUMN stock_cm integer NOT NULL DEFAULT 0;

UPDATE string_stock s SET stock_cm = t.total
FROM (SELECT string_id, sum(delta_cm)::int AS total FROM string_stock_ledger GROUP BY string_id) t
WHERE t.string_id = s.string_id;

-- Entries added or removed: one update a string per statement, strings in order.
CREATE FUNCTION string_stock_total_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE string_stock s SET stock_cm = s.stock_cm + d.total
    FROM (SELECT string_id, sum(delta_cm)::int AS total FROM added GROUP BY string_id ORDER BY string_id) d
    WHERE s.string_id = d.string_id;
  ELSE
    UPDATE string_stock s SET stock_cm = s.stock_cm - d.total
    FROM (SELECT string_id, sum(delta_cm)::int AS total FROM removed GROUP BY string_id ORDER BY string_id) d
    WHERE s.string_id = d.string_id;
  END IF;
  RETURN NULL;
END $$;

-- An entry's length or string changed (nothing in the product does; a hand-made correction would).
CREATE FUNCTION string_stock_total_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE string_stock SET stock_cm = stock_cm - OLD.delta_cm WHERE string_id = OLD.string_id;
  UPDATE string_stock SET stock_cm = stock_cm + NEW.delta_cm WHERE string_id = NEW.string_id;
  RETURN NULL;
END $$;

CREATE TRIGGER string_stock_total_added AFTER INSERT ON string_stock_ledger REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION string_stock_total_rows();
CREATE TRIGGER string_stock_total_removed AFTER DELETE ON string_stock_ledger REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION string_stock_total_rows();
CREATE TRIGGER string_stock_total_changed AFTER UPDATE OF delta_cm, string_id ON string_stock_ledger
  FOR EACH ROW WHEN (OLD.delta_cm IS DISTINCT FROM NEW.delta_cm OR OLD.string_id IS DISTINCT FROM NEW.string_id)
  EXECUTE FUNCTION string_stock_total_changed();
