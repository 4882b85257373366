/**
 * The stringing jobs of the benchmark's bookings (migration 0018): one per booking, in plain SQL.
 * Completed bookings were collected, canceled ones are canceled; the pending ones (the last ten
 * days, a few thousand at a million bookings) are open, spread over received, in progress and
 * ready, across the three stores, one in five express, due from two days ago to two days ahead
 * (overdue, today and upcoming). Two stringing jobs in three carry their spec (racket, mains and
 * crosses in kg); the customer's own string ("Bring Own String") is written as an own string. Open
 * jobs have their "created" event, as the product writes one with each booking.
 */
import { BRING_OWN_STRING_ID } from '@shop/domain/catalogue';
import { STORES } from '@shop/domain/pickup';

const stores = `(ARRAY[${STORES.map((s) => `'${s}'`).join(',')}])`;

/** Jobs (and the open ones' first events) for bookings from..to, inserted by the same part. */
export function jobsSql([from, to]: [number, number]): string {
  return `
        INSERT INTO jobs (booking_id, stage, store, express, due_at, racket_brand, racket_model, racket_pattern, racket_head_size,
          mains_string_id, mains_own_string, mains_tension_tenths, mains_unit,
          crosses_string_id, crosses_own_string, crosses_tension_tenths, crosses_unit, spec_updated_at,
          started_at, ready_at, collected_at, canceled_at, created_at)
        SELECT b.id, j.stage, coalesce(b.instore_location, ${stores}[1 + b.id % ${STORES.length}]), j.express,
          CASE WHEN j.open THEN now() + ((b.id::bigint * 7919) % 97 - 48) * interval '1 hour'
               ELSE b.created_at + CASE WHEN j.express THEN interval '24 hours' ELSE interval '48 hours' END END,
          CASE WHEN j.spec THEN split_part(b.racket_name, ' ', 1) END,
          CASE WHEN j.spec THEN trim(substr(b.racket_name, length(split_part(b.racket_name, ' ', 1)) + 1)) END,
          CASE WHEN j.spec THEN (ARRAY['16x19','18x20','16x20'])[1 + b.id % 3] END,
          CASE WHEN j.spec THEN 95 + b.id % 8 * 2 END,
          CASE WHEN j.spec AND NOT j.own THEN b.string_id END, CASE WHEN j.spec AND j.own THEN 'Luxilon ALU Power 125' END,
          CASE WHEN j.spec THEN 220 + b.id % 40 END, CASE WHEN j.spec THEN 'kg' END,
          CASE WHEN j.spec AND NOT j.own THEN b.string_id END, CASE WHEN j.spec AND j.own THEN 'Luxilon ALU Power 125' END,
          CASE WHEN j.spec THEN 210 + b.id % 40 END, CASE WHEN j.spec THEN 'kg' END,
          CASE WHEN j.spec THEN b.created_at + interval '5 minutes' END,
          CASE WHEN j.stage IN ('in_progress', 'ready') OR b.status = 'completed' THEN b.created_at + interval '1 hour' END,
          CASE WHEN j.stage = 'ready' THEN b.created_at + interval '2 hours' WHEN b.status = 'completed' THEN b.completed_at END,
          b.completed_at, b.canceled_at, b.created_at
        FROM bookings b
        CROSS JOIN LATERAL (SELECT b.status = 'pending' AS open, b.id % 5 = 0 AS express,
          b.service_kind = 'string' AND b.id % 3 <> 0 AS spec, b.string_id = ${BRING_OWN_STRING_ID} AS own,
          CASE b.status WHEN 'completed' THEN 'collected' WHEN 'canceled' THEN 'canceled'
            ELSE (ARRAY['received', 'in_progress', 'ready'])[1 + b.id / 2 % 3] END AS stage) j
        WHERE b.id BETWEEN ${from} AND ${to};
        INSERT INTO job_events (booking_id, at, kind, what)
        SELECT booking_id, created_at, 'created', 'Booked' FROM jobs
        WHERE stage IN ('received', 'in_progress', 'ready') AND booking_id BETWEEN ${from} AND ${to};`;
}
