import { BRING_OWN_STRING_ID, EXPRESS_ID_OFFSET, findString } from '@shop/domain/catalogue';
import type { ReportTopString } from '@shop/domain/contracts/reports';
import { jobLengthCm, splitMainsCrosses, type StringLengths } from '@shop/domain/stringing/string-length';
import type { SpecRow } from './jobs-figures';

const TOP = 10;

/** A catalogue string's product (its Regular id); the customer's own string is no product. */
function productOf(id: number | null): number | null {
  if (id === null) return null;
  const product = id > EXPRESS_ID_OFFSET ? id - EXPRESS_ID_OFFSET : id;
  return product === BRING_OWN_STRING_ID ? null : product;
}

/**
 * The strings of the period's stringing jobs (their spec rows, jobCountsOf): jobs and metres per catalogue string.
 * The customer's own string is left out. A job's length follows its racket's pattern (16x19 when unknown), half to
 * the mains and half to the crosses, so a hybrid counts one job for each of its two strings with its half of the
 * length.
 */
export function topStringsOf(
  rows: SpecRow[],
  lengths?: StringLengths,
): { by_jobs: ReportTopString[]; by_metres: ReportTopString[] } {
  const tally = new Map<number, { jobs: number; cm: number }>();
  const add = (id: number, jobs: number, cm: number) => {
    const entry = tally.get(id) ?? { jobs: 0, cm: 0 };
    tally.set(id, { jobs: entry.jobs + jobs, cm: entry.cm + cm });
  };
  for (const row of rows) {
    const n = row.n;
    const total = jobLengthCm(row.pattern || '16x19', lengths);
    const half = splitMainsCrosses(total);
    const mains = productOf(row.mains);
    const crosses = productOf(row.crosses);
    if (mains !== null && mains === crosses) {
      add(mains, n, total * n);
      continue;
    }
    if (mains !== null) add(mains, n, half.mains * n);
    if (crosses !== null) add(crosses, n, half.crosses * n);
  }
  const all = [...tally].map(([id, t]) => ({
    string_id: id,
    name: findString(id)?.name ?? `String ${id}`,
    jobs: t.jobs,
    metres: t.cm / 100,
  }));
  const byName = (a: ReportTopString, b: ReportTopString) => a.name.localeCompare(b.name);
  return {
    by_jobs: [...all].sort((a, b) => b.jobs - a.jobs || byName(a, b)).slice(0, TOP),
    by_metres: [...all].sort((a, b) => b.metres - a.metres || byName(a, b)).slice(0, TOP),
  };
}
