-- What kind of product a purchase row is: only a racket earns free stringings
-- (docs/decisions/purchase-category.md). Rows recorded before are rackets: the Add Purchases screen
-- recorded racket purchases, and a row sent without a category still means one.
ALTER TABLE customer_purchases ADD COLUMN category text NOT NULL DEFAULT 'racket'
  CHECK (category IN ('racket', 'strings', 'accessory', 'other'));

-- The rule in the database as well: an entitlement belongs to a racket purchase.
CREATE FUNCTION free_stringing_entitlement_racket_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM customer_purchases p WHERE p.id = NEW.purchase_id AND p.category = 'racket') THEN
    RAISE EXCEPTION 'free stringing entitlement for a purchase that is not a racket' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER free_stringing_entitlement_racket_guard BEFORE INSERT OR UPDATE OF purchase_id ON free_stringing_entitlements
  FOR EACH ROW EXECUTE FUNCTION free_stringing_entitlement_racket_guard();
