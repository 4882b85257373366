-- The takings per Dubai day, store and kind of document (issue 31, docs/decisions/revenue.md): the Reports page's
-- revenue is the invoices of its days less their credit notes, the rule the cash-up adds up document by document.
-- A month or a year of them is read from these totals (about 31 rows per store and kind a month) instead of walking
-- every invoice, as report_days does for the jobs.
--
-- kind: an invoice by its payment method ('online', 'in-store', 'free'), a credit note by where its money went
-- ('card-note' back to the card, 'counter-note' handed over at the counter: its refund is due in store).
-- documents: how many; fils: their amounts; fee_fils: their pickup and delivery fee lines.
-- store: the store of the document's booking's job ('' when it has none); a checkout's invoice is its first
-- booking's. Rows of one key in several slots add up (report_slot(), migration 0032).
CREATE TABLE report_takings (
  day date NOT NULL,
  store text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('online', 'in-store', 'free', 'card-note', 'counter-note')),
  slot integer NOT NULL DEFAULT 0,
  documents integer NOT NULL DEFAULT 0,
  fils bigint NOT NULL DEFAULT 0,
  fee_fils bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, store, kind, slot)
);

-- The invoice lines that are a pickup or delivery fee: "<option> fee" for every option that has one
-- (packages/domain PICKUP_FEE_LINES; test/reports/report-takings.test.ts checks that both lists are the same).
CREATE FUNCTION report_fee_lines() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['Pickup fee', 'Delivery fee', 'Pickup & Delivery fee', 'Express Pickup fee', 'Express Delivery fee',
               'Express Pickup & Delivery fee']
$$;

-- The booking an invoice belongs to, for its store: a checkout's invoice its first booking, an in-store payment's its
-- booking, a booking's invoice its booking.
CREATE FUNCTION report_invoice_booking(source_key text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE split_part(source_key, ':', 1)
    WHEN 'checkout' THEN (SELECT min(b.id) FROM bookings b WHERE b.checkout_id = split_part(source_key, ':', 2)::int)
    WHEN 'booking' THEN split_part(source_key, ':', 2)::int
    WHEN 'instore-payment' THEN (SELECT p.booking_id FROM instore_payments p
                                  WHERE p.id = split_part(source_key, ':', 2)::int)
  END
$$;

CREATE FUNCTION report_booking_store(booking integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT j.store FROM jobs j WHERE j.booking_id = booking LIMIT 1), '')
$$;

-- The pickup and delivery fee lines of an invoice's or a credit note's lines.
CREATE FUNCTION report_fee_fils(lines jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(sum((l ->> 'total_fils')::bigint), 0) FROM jsonb_array_elements(lines) l
   WHERE l ->> 'description' = ANY (report_fee_lines())
$$;

CREATE FUNCTION report_takings_add(d date, st text, k text, n integer, amount bigint, fees bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO report_takings AS r (day, store, kind, slot, documents, fils, fee_fils)
  VALUES (d, st, k, report_slot(), n, amount, fees)
  ON CONFLICT (day, store, kind, slot) DO UPDATE
    SET documents = r.documents + EXCLUDED.documents, fils = r.fils + EXCLUDED.fils,
        fee_fils = r.fee_fils + EXCLUDED.fee_fils
$$;

-- An invoice counts when written (a free checkout's invoice rides in its jobs' statement: an AFTER trigger runs at the
-- statement's end, when the jobs are there), at its booking's job's store then; a job moved to another store later
-- moves its documents (report_takings_job below). Invoices and credit notes are never updated or deleted.
CREATE FUNCTION report_takings_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_takings_add((NEW.transaction_date AT TIME ZONE 'Asia/Dubai')::date,
                             report_booking_store(report_invoice_booking(NEW.source_key)), NEW.payment_method, 1,
                             NEW.amount_fils, report_fee_fils(NEW.lines));
  RETURN NULL;
END $$;
CREATE TRIGGER report_takings_invoice AFTER INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION report_takings_invoice();

CREATE FUNCTION report_note_kind(refund integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN (SELECT r.status FROM booking_refunds r WHERE r.id = refund) = 'due-in-store'
              THEN 'counter-note' ELSE 'card-note' END
$$;

-- A credit note counts when written, by its refund's state then; a refund moved to or from the counter later moves
-- its credit note's amount between card and counter on the credit note's day.
CREATE FUNCTION report_takings_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_takings_add((NEW.created_at AT TIME ZONE 'Asia/Dubai')::date, report_booking_store(NEW.booking_id),
                             report_note_kind(NEW.refund_id), 1, NEW.amount_fils, report_fee_fils(NEW.lines));
  RETURN NULL;
END $$;
CREATE TRIGGER report_takings_note AFTER INSERT ON credit_notes FOR EACH ROW EXECUTE FUNCTION report_takings_note();

CREATE FUNCTION report_takings_refund() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n record;
  was text := CASE WHEN OLD.status = 'due-in-store' THEN 'counter-note' ELSE 'card-note' END;
  now_kind text := CASE WHEN NEW.status = 'due-in-store' THEN 'counter-note' ELSE 'card-note' END;
BEGIN
  IF was = now_kind THEN
    RETURN NULL;
  END IF;
  FOR n IN SELECT c.created_at, c.booking_id, c.amount_fils, report_fee_fils(c.lines) AS fee_fils
             FROM credit_notes c WHERE c.refund_id = NEW.id LOOP
    PERFORM report_takings_add((n.created_at AT TIME ZONE 'Asia/Dubai')::date, report_booking_store(n.booking_id),
                               was, -1, -n.amount_fils, -n.fee_fils);
    PERFORM report_takings_add((n.created_at AT TIME ZONE 'Asia/Dubai')::date, report_booking_store(n.booking_id),
                               now_kind, 1, n.amount_fils, n.fee_fils);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER report_takings_refund AFTER UPDATE OF status ON booking_refunds FOR EACH ROW
  EXECUTE FUNCTION report_takings_refund();

-- A job moved to another store moves the documents it is the store of: its booking's credit notes and the invoices
-- whose booking it is (report_invoice_booking: its own, its counter payments', its checkout's when it is the first).
CREATE FUNCTION report_takings_job() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF OLD.store IS NOT DISTINCT FROM NEW.store THEN
    RETURN NULL;
  END IF;
  FOR d IN
    SELECT (i.transaction_date AT TIME ZONE 'Asia/Dubai')::date AS day, i.payment_method AS kind,
           i.amount_fils::bigint AS fils, report_fee_fils(i.lines) AS fee_fils
      FROM invoices i
     WHERE i.source_key IN (SELECT 'booking:' || b.id FROM bookings b WHERE b.id = NEW.booking_id
                            UNION ALL SELECT 'checkout:' || b.checkout_id FROM bookings b WHERE b.id = NEW.booking_id
                            UNION ALL SELECT 'instore-payment:' || p.id FROM instore_payments p
                                       WHERE p.booking_id = NEW.booking_id)
       AND report_invoice_booking(i.source_key) = NEW.booking_id
    UNION ALL
    SELECT (c.created_at AT TIME ZONE 'Asia/Dubai')::date, report_note_kind(c.refund_id), c.amount_fils,
           report_fee_fils(c.lines)
      FROM credit_notes c WHERE c.booking_id = NEW.booking_id
  LOOP
    PERFORM report_takings_add(d.day, coalesce(OLD.store, ''), d.kind, -1, -d.fils, -d.fee_fils);
    PERFORM report_takings_add(d.day, coalesce(NEW.store, ''), d.kind, 1, d.fils, d.fee_fils);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER report_takings_job AFTER UPDATE OF store ON jobs FOR EACH ROW EXECUTE FUNCTION report_takings_job();

-- Every document recounted (the benchmark's bulk load, a repair by hand); report_rebuild() now does it as well.
CREATE FUNCTION report_takings_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_takings IN EXCLUSIVE MODE;
  TRUNCATE report_takings;
  INSERT INTO report_takings (day, store, kind, slot, documents, fils, fee_fils)
  SELECT d.day, d.store, d.kind, 0, count(*), sum(d.fils), sum(d.fee_fils)
    FROM (SELECT (i.transaction_date AT TIME ZONE 'Asia/Dubai')::date AS day,
                 report_booking_store(report_invoice_booking(i.source_key)) AS store, i.payment_method AS kind,
                 i.amount_fils::bigint AS fils, report_fee_fils(i.lines) AS fee_fils
            FROM invoices i
          UNION ALL
          SELECT (c.created_at AT TIME ZONE 'Asia/Dubai')::date, report_booking_store(c.booking_id),
                 CASE WHEN r.status = 'due-in-store' THEN 'counter-note' ELSE 'card-note' END, c.amount_fils,
                 report_fee_fils(c.lines)
            FROM credit_notes c JOIN booking_refunds r ON r.id = c.refund_id) d
   GROUP BY d.day, d.store, d.kind;
END $$;

ALTER FUNCTION report_rebuild() RENAME TO report_rebuild_bookings;
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rebuild_bookings();
  PERFORM report_takings_rebuild();
END $$;

SELECT report_takings_rebuild();
