import { findString } from '@shop/domain/catalogue';
import type { JobSpecInput, StringSideInput } from '@shop/domain/contracts/jobs';
import { formatTensionBoth, tensionToTenths } from '@shop/domain/stringing/tension';
import { isHybrid } from './spec-values';

/** The string as a one-line spec names it: the catalogue's name without its brand ("RPM Blast 1.25"). */
function shortString(side: StringSideInput): string {
  if (side.own_string) return `${side.own_string} (own)`;
  const entry = findString(side.string_id);
  if (!entry) return 'String not chosen';
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
  const parts = [racketText(spec.racket)];
  const { mains, crosses } = spec;
  if (mains && crosses) {
    parts.push(isHybrid(spec) ? `${shortString(mains)} / ${shortString(crosses)} (hybrid)` : shortString(mains));
    const [m, c] = [tensionText(mains), tensionText(crosses)];
    parts.push(m === c ? m : `${m} / ${c}`);
  }
  const extras = [
    spec.prestretch_percent ? `pre-stretch ${spec.prestretch_percent} %` : '',
    spec.knots === 2 ? '2 knots' : '',
    spec.stencil ? `stencil ${spec.stencil}` : '',
  ].filter(Boolean);
  if (extras.length > 0) parts.push(extras.join(', '));
  return parts.filter(Boolean).join(' · ');
}
