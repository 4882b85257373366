-- Lists at scale: every list pages on a b-tree index of its sort key (keyset after a cursor, a
-- capped count) or on its trigram index. The indexes of 0001-0005 serve bookings, invoices, store
-- invoices, customers and tickets; the staff requests' decided list had none for its order.
CREATE INDEX staff_users_decided_idx ON staff_users (decided_at DESC, id DESC)
  WHERE decided_by IS NOT NULL AND request_status <> 'pending';
