-- Undelivered emails, listed to admins newest first with a Resend button.
CREATE INDEX email_outbox_failed_idx ON email_outbox (id DESC) WHERE status = 'failed';
