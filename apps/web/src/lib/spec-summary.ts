import i18next, { type TFunction } from 'i18next';
import { findString } from '@shop/domain/catalogue';
import type { JobSpecInput, StringSideInput } from '@shop/domain/contracts/jobs';
import { formatTensionBoth, tensionToTenths } from '@shop/domain/stringing/tension';
import { isHybrid } from '@/lib/spec-values';

/** The string as a one-line spec names it: the catalogue's name without its brand ("RPM Blast 1.25"). */
function shortString(t: TFunction, side: StringSideInput): string {
  if (side.own_string) return t('summary.own', { name: side.own_string });
  const entry = findString(side.string_id);
  if (!entry) return t('summary.notChosen');
  return entry.name.startsWith(`${entry.brand} `) ? entry.name.slice(entry.brand.length + 1) : entry.name;
}

function tensionText(side: StringSideInput): string {
  const tenths = tensionToTenths(side.tension);
  return tenths === null ? `${side.tension} ${side.unit}` : formatTensionBoth(tenths, side.unit);
}

/** "Babolat Pure Aero 16x19": the racket as the spec names it. */
export function racketText(racket: JobSpecInput['racket']): string {
  return [racket.brand, racket.model, racket.pattern]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A spec in one line, as the booking's summary screens show it:
 * "Babolat Pure Aero 16x19 · RPM Blast 1.25 / ALU Power 1.25 (hybrid) · 23.5 kg (51.8 lb) / 22.0 kg (48.5 lb)".
 */
export function specSummary(spec: JobSpecInput): string {
  // Called outside components too (a booking's summary): the current language's words.
  const t = i18next.getFixedT(null, 'jobs');
  const parts = [racketText(spec.racket)];
  const { mains, crosses } = spec;
  if (mains && crosses) {
    parts.push(
      isHybrid(spec)
        ? t('summary.hybrid', { mains: shortString(t, mains), crosses: shortString(t, crosses) })
        : shortString(t, mains),
    );
    const [m, c] = [tensionText(mains), tensionText(crosses)];
    parts.push(m === c ? m : `${m} / ${c}`);
  }
  const extras = [
    spec.prestretch_percent ? t('summary.prestretch', { value: spec.prestretch_percent }) : '',
    spec.knots === 2 ? t('summary.twoKnots') : '',
    spec.stencil ? t('summary.stencil', { name: spec.stencil }) : '',
  ].filter(Boolean);
  if (extras.length > 0) parts.push(extras.join(t('summary.listSeparator')));
  return parts.filter(Boolean).join(' · ');
}
