import type { FormErrors } from '@mantine/form';
import { findString } from '@shop/domain/catalogue';
import {
  jobSpecInputSchema,
  type JobSpecInput,
  type JobSpecView,
  type StringSideInput,
} from '@shop/domain/contracts/jobs';
import type { TensionUnit } from '@shop/domain/stringing/tension';
import { schemaValidate } from '@/lib/form';

/** A stringing job has racket, strings and tensions; a grip job has the racket and notes only. */
export type SpecVariant = 'string' | 'grip';

/** Where a side's string comes from: the catalogue, or the customer's own (free text). */
export type StringSource = 'catalogue' | 'own';

export interface SideValues {
  source: StringSource;
  /** The catalogue's Regular string id as the select holds it ("7"), or null. */
  string_id: string | null;
  own_string: string;
  /** A number, or '' while the input is empty. */
  tension: number | string;
  unit: TensionUnit;
}

export interface RacketValues {
  brand: string;
  model: string;
  pattern: string;
  head_size: number | string;
}

/** What the spec form edits: the request's shape, with a string source per side and "Same as mains". */
export interface SpecFormValues {
  racket: RacketValues;
  mains: SideValues;
  crosses: SideValues;
  same_as_mains: boolean;
  prestretch_percent: number | string;
  knots: '2' | '4';
  stencil: string;
  notes: string;
}

/** The spec a form starts from when nothing else is known (the shop's default replaces it when loaded). */
export const BLANK_SPEC: JobSpecInput = {
  racket: { brand: '', model: '', pattern: '', head_size: null },
  mains: { string_id: null, own_string: null, tension: 23, unit: 'kg' },
  crosses: { string_id: null, own_string: null, tension: 23, unit: 'kg' },
  prestretch_percent: 0,
  knots: 4,
  stencil: null,
  notes: '',
};

const blankSide = (): SideValues => ({ source: 'catalogue', string_id: null, own_string: '', tension: '', unit: 'kg' });

function sideValues(side: StringSideInput | null | undefined): SideValues {
  if (!side) return blankSide();
  const own = !!side.own_string;
  return {
    source: own ? 'own' : 'catalogue',
    string_id: side.string_id === null || side.string_id === undefined ? null : String(side.string_id),
    own_string: side.own_string ?? '',
    tension: side.tension,
    unit: side.unit,
  };
}

function sameSide(a: StringSideInput | null | undefined, b: StringSideInput | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    (a.string_id ?? null) === (b.string_id ?? null) &&
    (a.own_string ?? '') === (b.own_string ?? '') &&
    a.tension === b.tension &&
    a.unit === b.unit
  );
}

/** Form values from a spec (a request, the shop's default or a racket's last spec). */
export function specToValues(spec: JobSpecInput | null | undefined): SpecFormValues {
  const s = spec ?? BLANK_SPEC;
  const mains = s.mains ?? BLANK_SPEC.mains;
  return {
    racket: {
      brand: s.racket.brand,
      model: s.racket.model,
      pattern: s.racket.pattern,
      head_size: s.racket.head_size ?? '',
    },
    mains: sideValues(mains),
    crosses: sideValues(s.crosses ?? mains),
    same_as_mains: !s.crosses || sameSide(mains, s.crosses),
    prestretch_percent: s.prestretch_percent ?? 0,
    knots: s.knots === 2 ? '2' : '4',
    stencil: s.stencil ?? '',
    notes: s.notes ?? '',
  };
}

function sideInput(side: SideValues): StringSideInput {
  const catalogue = side.source === 'catalogue';
  return {
    string_id: catalogue && side.string_id ? Number(side.string_id) : null,
    own_string: catalogue ? null : side.own_string.trim() || null,
    // An empty input is not a number: the schema's "Enter the tension as a number" says so.
    tension: typeof side.tension === 'number' ? side.tension : Number.NaN,
    unit: side.unit,
  };
}

/** The request from the form's values (what `PUT /api/jobs/:id/spec` and the booking line carry). */
export function valuesToSpec(values: SpecFormValues, variant: SpecVariant = 'string'): JobSpecInput {
  const mains = variant === 'string' ? sideInput(values.mains) : null;
  return {
    racket: {
      brand: values.racket.brand,
      model: values.racket.model,
      pattern: values.racket.pattern,
      head_size: typeof values.racket.head_size === 'number' ? values.racket.head_size : null,
    },
    mains,
    crosses: variant === 'string' ? (values.same_as_mains ? mains : sideInput(values.crosses)) : null,
    prestretch_percent: typeof values.prestretch_percent === 'number' ? values.prestretch_percent : 0,
    knots: values.knots === '2' ? 2 : 4,
    stencil: values.stencil.trim() || null,
    notes: values.notes,
  };
}

const validateSpec = schemaValidate(jobSpecInputSchema);

/**
 * The spec form's errors: the domain's jobSpecInputSchema (the server's words) run on the request the
 * values make, each message put on the field that shows it (an own string's "choose or write" message on
 * its text input; crosses kept quiet while they are the mains).
 */
export function specErrors(values: SpecFormValues, variant: SpecVariant = 'string'): FormErrors {
  const errors = validateSpec(valuesToSpec(values, variant));
  const shown: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [side, field] = path.split('.');
    if (side === 'crosses' && values.same_as_mains) continue;
    if ((side === 'mains' || side === 'crosses') && field === 'string_id' && values[side].source === 'own') {
      shown[`${side}.own_string`] = message;
    } else {
      shown[path] = message;
    }
  }
  return shown;
}

/** A racket's last spec (a view) as a request, for "Same as last time". */
export function specViewToInput(view: JobSpecView): JobSpecInput {
  const side = (s: JobSpecView['mains']): StringSideInput | null =>
    s ? { string_id: s.string_id, own_string: s.own_string, tension: s.tension, unit: s.unit } : null;
  return {
    racket: { ...view.racket },
    mains: side(view.mains),
    crosses: side(view.crosses),
    prestretch_percent: view.prestretch_percent,
    knots: view.knots,
    stencil: view.stencil,
    notes: view.notes,
  };
}

/** The string's name as a spec shows it: the catalogue's name, or the customer's own string. */
export function sideStringName(side: StringSideInput | null | undefined): string {
  if (!side) return '';
  if (side.own_string) return side.own_string;
  return findString(side.string_id)?.name ?? '';
}

/** Mains and crosses differ in their string: a hybrid. */
export function isHybrid(spec: Pick<JobSpecInput, 'mains' | 'crosses'>): boolean {
  const { mains, crosses } = spec;
  if (!mains || !crosses) return false;
  return (
    (mains.string_id ?? null) !== (crosses.string_id ?? null) || (mains.own_string ?? '') !== (crosses.own_string ?? '')
  );
}
