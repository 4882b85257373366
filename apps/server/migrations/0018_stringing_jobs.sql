-- The stringing job (issue 14, docs/product/jobs.md): the customer's rackets, one job per booking
-- with its spec, intake check, stage and due time, and every change kept as an event.

-- A customer's racket. A racket bought in store (each unit with a free-stringing entitlement)
-- becomes one by itself (trigger below); staff add the others. pattern '' = not known yet.
CREATE TABLE customer_rackets (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  brand text NOT NULL CHECK (length(trim(brand)) > 0),
  model text NOT NULL DEFAULT '',
  pattern text NOT NULL DEFAULT '' CHECK (pattern = '' OR pattern ~ '^[0-9]{2}x[0-9]{2}$'),
  head_size integer CHECK (head_size BETWEEN 80 AND 130),
  nickname text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  purchase_id integer REFERENCES customer_purchases(id) ON DELETE SET NULL,
  entitlement_id integer UNIQUE REFERENCES free_stringing_entitlements(id) ON DELETE SET NULL,
  -- Days between restrings (issue 15's reminders); 90 unless changed for this racket.
  reminder_interval_days integer NOT NULL DEFAULT 90 CHECK (reminder_interval_days BETWEEN 7 AND 730),
  created_by integer REFERENCES staff_users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_rackets_customer_idx ON customer_rackets (customer_id, id);

CREATE FUNCTION customer_racket_from_entitlement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_rackets (customer_id, brand, model, purchase_id, entitlement_id)
  VALUES (
    NEW.customer_id,
    coalesce(nullif(split_part(trim(NEW.racket_name), ' ', 1), ''), 'Racket'),
    trim(substr(trim(NEW.racket_name), length(split_part(trim(NEW.racket_name), ' ', 1)) + 1)),
    NEW.purchase_id,
    NEW.id
  )
  ON CONFLICT (entitlement_id) DO NOTHING;
  RETURN NEW;
END;
$$;
CREATE TRIGGER customer_racket_from_entitlement AFTER INSERT ON free_stringing_entitlements
  FOR EACH ROW EXECUTE FUNCTION customer_racket_from_entitlement();

INSERT INTO customer_rackets (customer_id, brand, model, purchase_id, entitlement_id, created_at)
SELECT e.customer_id,
       coalesce(nullif(split_part(trim(e.racket_name), ' ', 1), ''), 'Racket'),
       trim(substr(trim(e.racket_name), length(split_part(trim(e.racket_name), ' ', 1)) + 1)),
       e.purchase_id, e.id, e.created_at
FROM free_stringing_entitlements e
ORDER BY e.id;

-- One job per booking; booking_id is the job's id. Tension in tenths of its unit, as entered.
CREATE TABLE jobs (
  booking_id integer PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  stage text NOT NULL DEFAULT 'received'
    CHECK (stage IN ('received', 'in_progress', 'ready', 'collected', 'canceled')),
  store text NOT NULL CHECK (store IN ('Jumeirah Store', 'Marina Store', 'Bluewaters Store')),
  express boolean NOT NULL,
  due_at timestamptz NOT NULL,
  racket_id integer REFERENCES customer_rackets(id) ON DELETE SET NULL,
  racket_brand text,
  racket_model text,
  racket_pattern text CHECK (racket_pattern ~ '^[0-9]{2}x[0-9]{2}$'),
  racket_head_size integer CHECK (racket_head_size BETWEEN 80 AND 130),
  mains_string_id integer,
  mains_own_string text,
  mains_tension_tenths integer,
  mains_unit text CHECK (mains_unit IN ('kg', 'lb')),
  crosses_string_id integer,
  crosses_own_string text,
  crosses_tension_tenths integer,
  crosses_unit text CHECK (crosses_unit IN ('kg', 'lb')),
  prestretch_percent integer NOT NULL DEFAULT 0 CHECK (prestretch_percent BETWEEN 0 AND 20),
  knots integer NOT NULL DEFAULT 4 CHECK (knots IN (2, 4)),
  stencil text,
  notes text NOT NULL DEFAULT '',
  spec_updated_at timestamptz,
  -- The drop-off check: { frame_crack, grommets_worn, bumper_worn, grip_worn, strings_broken, other_damage }.
  intake jsonb,
  intake_by integer REFERENCES staff_users(id),
  intake_at timestamptz,
  crack_risk_accepted_by integer REFERENCES staff_users(id),
  crack_risk_accepted_at timestamptz,
  started_by integer REFERENCES staff_users(id),
  started_at timestamptz,
  ready_by integer REFERENCES staff_users(id),
  ready_at timestamptz,
  collected_by integer REFERENCES staff_users(id),
  collected_at timestamptz,
  canceled_at timestamptz,
  ready_notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((mains_tension_tenths IS NULL) = (mains_unit IS NULL)),
  CHECK ((crosses_tension_tenths IS NULL) = (crosses_unit IS NULL)),
  CHECK (mains_unit IS NULL OR (mains_unit = 'kg' AND mains_tension_tenths BETWEEN 90 AND 350)
         OR (mains_unit = 'lb' AND mains_tension_tenths BETWEEN 200 AND 770)),
  CHECK (crosses_unit IS NULL OR (crosses_unit = 'kg' AND crosses_tension_tenths BETWEEN 90 AND 350)
         OR (crosses_unit = 'lb' AND crosses_tension_tenths BETWEEN 200 AND 770)),
  CHECK (mains_string_id IS NULL OR mains_own_string IS NULL),
  CHECK (crosses_string_id IS NULL OR crosses_own_string IS NULL)
);
-- The bench: open jobs, express first then by due time; by store as well.
CREATE INDEX jobs_open_idx ON jobs (express DESC, due_at, booking_id)
  WHERE stage IN ('received', 'in_progress', 'ready');
CREATE INDEX jobs_open_store_idx ON jobs (store, express DESC, due_at, booking_id)
  WHERE stage IN ('received', 'in_progress', 'ready');
CREATE INDEX jobs_racket_idx ON jobs (racket_id, created_at DESC) WHERE racket_id IS NOT NULL;

-- Every change to a job (created, stage, spec, intake, message), with who and when: its timeline.
CREATE TABLE job_events (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES jobs(booking_id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_id integer REFERENCES staff_users(id),
  kind text NOT NULL CHECK (kind IN ('created', 'stage', 'spec', 'intake', 'message')),
  what text NOT NULL,
  details jsonb
);
CREATE INDEX job_events_job_idx ON job_events (booking_id, id);

-- Jobs of the bookings made before: completed ones were handed over, canceled stay canceled, the
-- rest are received. Due times use the default hours (09:00–21:00 Dubai, regular 48 hours).
INSERT INTO jobs (booking_id, stage, store, express, due_at, ready_at, ready_by, collected_at, collected_by,
                  canceled_at, created_at)
SELECT b.id,
       CASE b.status WHEN 'completed' THEN 'collected' WHEN 'canceled' THEN 'canceled' ELSE 'received' END,
       coalesce(b.instore_location, s.default_store, 'Jumeirah Store'),
       b.service_type = 'Express',
       CASE WHEN b.service_type = 'Express'
            THEN (b.booking_date + time '21:00') AT TIME ZONE 'Asia/Dubai'
            ELSE greatest(b.created_at, (b.booking_date + time '09:00') AT TIME ZONE 'Asia/Dubai') + interval '48 hours'
       END,
       b.completed_at, b.completed_by, b.completed_at, b.completed_by,
       b.canceled_at, b.created_at
FROM bookings b
LEFT JOIN staff_users s ON s.id = b.created_by;

-- The shop's default spec for a new racket (superadmin setting); NULL = the product's default.
ALTER TABLE store_settings ADD COLUMN default_spec jsonb;
