import { BRING_OWN_STRING_ID, STRING_PRODUCTS_LIST } from '@shop/domain/catalogue';
import type { CustomerRacket, JobSpecInput, JobView, StringSideInput } from '@shop/domain/contracts/jobs';
import { racketDetailsFromName } from '@shop/domain/stringing/racket-from-name';

/** The job's racket for its spec: the customer's racket it was booked for, else its typed name split as a purchase's is. */
function racketOf(
  job: Pick<JobView, 'racket' | 'racket_id'>,
  racket: CustomerRacket | undefined,
): JobSpecInput['racket'] {
  if (racket) return { brand: racket.brand, model: racket.model, pattern: racket.pattern, head_size: racket.head_size };
  const [brand = '', ...model] = job.racket.trim().split(/\s+/);
  const details = racketDetailsFromName(job.racket);
  return { brand, model: model.join(' '), pattern: details?.pattern ?? '', head_size: details?.head_size ?? null };
}

/**
 * What Edit spec starts from on a job without a spec (defect 9 of 2026-11-27): the racket the job knows, the string it
 * was booked with on both sides (so saving does not change its price by surprise) and the shop's default tensions.
 */
export function startingSpec(
  job: Pick<JobView, 'racket' | 'racket_id' | 'service_kind' | 'service_name'>,
  racket: CustomerRacket | undefined,
  /** The shop's default spec (GET /api/settings/default-spec, as the web reads it). */
  defaults: JobSpecInput | undefined,
): JobSpecInput {
  const spec: JobSpecInput = { racket: racketOf(job, racket) };
  if (job.service_kind !== 'string' || !defaults?.mains || !defaults.crosses) return spec;
  const booked = STRING_PRODUCTS_LIST.find((s) => s.name === job.service_name);
  const side = (d: StringSideInput): StringSideInput =>
    booked?.string_id === BRING_OWN_STRING_ID
      ? { string_id: null, own_string: '', tension: d.tension, unit: d.unit }
      : {
          string_id: booked?.string_id ?? d.string_id,
          own_string: booked ? null : d.own_string,
          tension: d.tension,
          unit: d.unit,
        };
  return {
    ...spec,
    mains: side(defaults.mains),
    crosses: side(defaults.crosses),
    prestretch_percent: defaults.prestretch_percent,
    knots: defaults.knots,
    stencil: defaults.stencil,
  };
}
