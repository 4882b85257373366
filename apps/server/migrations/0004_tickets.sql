-- Support tickets raised by customers from the shop's site, the staff's responses to them
-- (each one emailed through the outbox), and customer invites.
CREATE TABLE tickets (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  subject text NOT NULL,
  description text NOT NULL,
  issue_type text NOT NULL CHECK (issue_type IN ('stringing', 'grip', 'booking', 'payment', 'order', 'other')),
  priority_level text NOT NULL CHECK (priority_level IN ('low', 'medium', 'high')),
  attachment_url text CHECK (attachment_url IS NULL OR attachment_url LIKE 'https://%'),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_customer_idx ON tickets (customer_id, created_at DESC, id DESC);

CREATE TABLE ticket_responses (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  responder_id integer REFERENCES staff_users(id),
  body text NOT NULL,
  sent_to text NOT NULL,
  email_outbox_id bigint REFERENCES email_outbox(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_responses_ticket_idx ON ticket_responses (ticket_id, created_at, id);

CREATE TABLE invites (
  id serial PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  invited_by integer REFERENCES staff_users(id),
  email_outbox_id bigint REFERENCES email_outbox(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invites_email_idx ON invites (email, created_at DESC);
