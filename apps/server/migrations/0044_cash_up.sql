-- The end-of-day cash-up (docs/decisions/revenue.md) reads one Dubai day of documents and jobs; each of its reads is a
-- range scan of that day on one of these indexes (invoices already have invoices_transaction_date_idx, jobs received
-- jobs_report_idx).
CREATE INDEX credit_notes_created_idx ON credit_notes (created_at);
CREATE INDEX jobs_ready_day_idx ON jobs ((coalesce(first_ready_at, ready_at))) WHERE coalesce(first_ready_at, ready_at) IS NOT NULL;
CREATE INDEX jobs_collected_idx ON jobs (collected_at) WHERE collected_at IS NOT NULL;
-- Held card payments given up (voided, or released by the provider): the checkout canceled after it was held.
CREATE INDEX checkouts_voided_idx ON checkouts (settled_at) WHERE held_at IS NOT NULL AND status = 'canceled';
