-- The shop-wide Support Tickets list, the notifications that name a ticket's customer, and the
-- dashboard's takings of the day (docs/decisions/lists.md, notifications.md, dashboard.md).

-- The list pages newest first on (created_at, id), with or without a status filter; a search
-- matches the subject on its trigram index (customers are matched on customers_search_trgm_idx and
-- their tickets found on tickets_customer_idx).
CREATE INDEX tickets_created_idx ON tickets (created_at DESC, id DESC);
CREATE INDEX tickets_status_created_idx ON tickets (status, created_at DESC, id DESC);
CREATE INDEX tickets_subject_trgm_idx ON tickets USING gin (lower(subject) gin_trgm_ops);

-- What a notification is about, so that the staff list can name the customer when it is read.
-- An id, not personal data: the public list still shows only title and message. No foreign key:
-- a notification outlives what it announced and is never more than a pointer to look up.
ALTER TABLE notifications ADD COLUMN ticket_id integer;
UPDATE notifications
SET ticket_id = substring(message from '\(#([0-9]{1,9})\)\.$')::integer
WHERE kind = 'ticket-raised' AND message ~ '\(#[0-9]{1,9}\)\.$';

-- Takings of a day: online payments by paid_at, counter payments by recorded_at.
CREATE INDEX checkouts_paid_at_idx ON checkouts (paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX instore_payments_recorded_idx ON instore_payments (recorded_at);
