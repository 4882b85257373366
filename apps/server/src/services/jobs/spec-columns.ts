import { findString } from '@shop/domain/catalogue';
import type { JobSpecView, ParsedJobSpec, StringSideView } from '@shop/domain/contracts/jobs';
import { formatTensionBoth, tensionToTenths, tenthsToTension, type TensionUnit } from '@shop/domain/stringing/tension';
import type { jobs } from '../../db/schema';

type JobRow = typeof jobs.$inferSelect;

/** The spec columns of a job row (what PUT /api/jobs/:id/spec and a checkout line store). */
export type SpecColumns = Pick<
  JobRow,
  | 'racketBrand'
  | 'racketModel'
  | 'racketPattern'
  | 'racketHeadSize'
  | 'mainsStringId'
  | 'mainsOwnString'
  | 'mainsTensionTenths'
  | 'mainsUnit'
  | 'crossesStringId'
  | 'crossesOwnString'
  | 'crossesTensionTenths'
  | 'crossesUnit'
  | 'prestretchPercent'
  | 'knots'
  | 'stencil'
  | 'notes'
>;

type Side = NonNullable<ParsedJobSpec['mains']>;

function sideColumns(side: Side | null) {
  if (!side) return { stringId: null, own: null, tenths: null, unit: null };
  return {
    stringId: side.string_id ?? null,
    own: side.string_id ? null : (side.own_string ?? null),
    // The contract has checked it has at most one decimal and is in range.
    tenths: tensionToTenths(side.tension),
    unit: side.unit,
  };
}

/** A parsed spec as the job row's columns: tension in tenths, exactly as entered. */
export function toSpecColumns(spec: ParsedJobSpec): SpecColumns {
  const mains = sideColumns(spec.mains);
  const crosses = sideColumns(spec.crosses);
  return {
    racketBrand: spec.racket.brand,
    racketModel: spec.racket.model,
    racketPattern: spec.racket.pattern,
    racketHeadSize: spec.racket.head_size ?? null,
    mainsStringId: mains.stringId,
    mainsOwnString: mains.own,
    mainsTensionTenths: mains.tenths,
    mainsUnit: mains.unit,
    crossesStringId: crosses.stringId,
    crossesOwnString: crosses.own,
    crossesTensionTenths: crosses.tenths,
    crossesUnit: crosses.unit,
    prestretchPercent: spec.prestretch_percent,
    knots: spec.knots,
    stencil: spec.stencil || null,
    notes: spec.notes,
  };
}

function sideView(
  stringId: number | null,
  own: string | null,
  tenths: number | null,
  unit: TensionUnit | null,
): StringSideView | null {
  if (tenths === null || unit === null) return null;
  return {
    string_id: stringId,
    own_string: own,
    string_name: stringId !== null ? (findString(stringId)?.name ?? `String ${stringId}`) : (own ?? ''),
    tension: tenthsToTension(tenths),
    unit,
    tension_text: formatTensionBoth(tenths, unit),
  };
}

/** The job row's spec as the API shows it; null until a spec was entered. */
export function specView(row: SpecColumns): JobSpecView | null {
  if (!row.racketBrand || !row.racketPattern) return null;
  const mains = sideView(row.mainsStringId, row.mainsOwnString, row.mainsTensionTenths, row.mainsUnit);
  const crosses = sideView(row.crossesStringId, row.crossesOwnString, row.crossesTensionTenths, row.crossesUnit);
  return {
    racket: {
      brand: row.racketBrand,
      model: row.racketModel ?? '',
      pattern: row.racketPattern,
      head_size: row.racketHeadSize,
    },
    mains,
    crosses,
    hybrid: !!mains && !!crosses && (mains.string_id !== crosses.string_id || mains.own_string !== crosses.own_string),
    prestretch_percent: row.prestretchPercent,
    knots: row.knots,
    stencil: row.stencil,
    notes: row.notes,
  };
}

/** "Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25" (hybrid) or the one string's name. */
export function stringsText(spec: JobSpecView | null): string {
  if (!spec?.mains) return '';
  if (!spec.crosses || !spec.hybrid) return spec.mains.string_name;
  return `${spec.mains.string_name} / ${spec.crosses.string_name}`;
}

type SummaryColumns = Pick<
  SpecColumns,
  | 'mainsStringId'
  | 'mainsOwnString'
  | 'mainsTensionTenths'
  | 'mainsUnit'
  | 'crossesStringId'
  | 'crossesOwnString'
  | 'crossesTensionTenths'
  | 'crossesUnit'
>;

/**
 * The bench's one line of a job's strings and tensions, as the tag has them: "Babolat RPM Blast 1.25 · 23.5 kg
 * (51.8 lb)", a hybrid "Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25 · 24.0 kg (52.9 lb) / 23.0 kg (50.7 lb)"
 * (mains / crosses); a customer's own string is its name with "(own)". Null until the spec has strings.
 */
export function specSummaryOf(row: SummaryColumns): string | null {
  const side = (id: number | null, own: string | null, tenths: number | null, unit: TensionUnit | null) => {
    if (tenths === null || unit === null) return null;
    const name = id !== null ? (findString(id)?.name ?? `String ${id}`) : `${own ?? ''} (own)`;
    return { name, tension: formatTensionBoth(tenths, unit) };
  };
  const mains = side(row.mainsStringId, row.mainsOwnString, row.mainsTensionTenths, row.mainsUnit);
  const crosses = side(row.crossesStringId, row.crossesOwnString, row.crossesTensionTenths, row.crossesUnit);
  if (!mains || !crosses) return null;
  const both = (a: string, b: string) => (a === b ? a : `${a} / ${b}`);
  return `${both(mains.name, crosses.name)} · ${both(mains.tension, crosses.tension)}`;
}
