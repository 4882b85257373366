-- The customers' deepest numbered page from the block of ids it falls in (issue 34, docs/decisions/lists.md, "The
-- customers' deepest page skips whole blocks of ids"). Page 500 of the customers (rows 9,981-10,000, in id order)
-- walked 10,001 entries of the primary key and fetched a heap tuple for each on pages the visibility map no longer
-- marks all-visible (p99 40-61 ms at 10 connections on the 1M set). The customers per block of 1,000 ids are now kept
-- here by triggers, in the same transaction as the insert: the page sums the blocks in order until they pass its
-- offset, then walks only from the first id of its block. As list_hours (migration 0055), in the transaction's slot
-- (report_slot(), migration 0032), so two inserts never update the same row; a block's count is the sum of its slots.
CREATE TABLE list_blocks (
  list text NOT NULL,
  block integer NOT NULL,
  slot integer NOT NULL DEFAULT 0,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list, block, slot)
);

INSERT INTO list_blocks (list, block, slot, n) SELECT 'customers', id / 1000, 0, count(*)::int FROM customers GROUP BY 1, 2;

-- Rows inserted or deleted: one upsert per block a statement. The list is the table; ids never change.
CREATE FUNCTION list_blocks_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO list_blocks AS d (list, block, slot, n)
     SELECT %L, id / 1000, $1, %s count(*)::int FROM %I GROUP BY 2 ORDER BY 2
     ON CONFLICT (list, block, slot) DO UPDATE SET n = d.n + EXCLUDED.n',
    TG_TABLE_NAME, CASE WHEN TG_OP = 'INSERT' THEN '' ELSE '-' END,
    CASE WHEN TG_OP = 'INSERT' THEN 'added' ELSE 'removed' END)
  USING report_slot();
  RETURN NULL;
END $$;

CREATE TRIGGER list_blocks_added AFTER INSERT ON customers REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_blocks_rows();
CREATE TRIGGER list_blocks_removed AFTER DELETE ON customers REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_blocks_rows();
