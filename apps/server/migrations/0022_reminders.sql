-- Restring reminders (issue 15 §3, docs/product/reminders.md).

-- One row per reminder: never more than one per racket and due date (two staff pressing send at
-- once, two instances sending automatically: the second insert finds the row and sends nothing).
-- sent_by NULL = the automatic sender. channel: how it went (the email is in the outbox).
CREATE TABLE restring_reminders (
  id bigserial PRIMARY KEY,
  racket_id integer NOT NULL REFERENCES customer_rackets(id) ON DELETE CASCADE,
  due_date date NOT NULL,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  sent_by integer REFERENCES staff_users(id),
  sent_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (racket_id, due_date)
);

-- Customers who followed the unsubscribe link: never reminded again.
CREATE TABLE reminder_unsubscribes (
  customer_id integer PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  unsubscribed_at timestamptz NOT NULL DEFAULT now()
);

-- The automatic sender's day (Asia/Dubai): the instance that inserts the day's row sends, in the
-- same transaction; the others find it and do nothing.
CREATE TABLE reminder_runs (
  run_date date PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  sent integer NOT NULL DEFAULT 0
);
