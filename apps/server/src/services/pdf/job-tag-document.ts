import type { JobSpecView } from '@shop/domain/contracts/jobs';
import { INTAKE_WARNING_LABELS } from '@shop/domain/stringing/intake';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { formatShopDateTime } from '@shop/domain/time';

/** Everything a job tag shows (docs/product/job-tag.md); both layouts draw it. */
export interface JobTag {
  jobId: number;
  shopName: string;
  store: string;
  stage: JobStage;
  express: boolean;
  dueAt: Date;
  customer: { name: string; phone: string };
  /** The booked service: a string job's string, or the grip fitted. */
  service: { kind: 'string' | 'grip'; name: string };
  /** The booking's racket name (brand and model), shown when no spec names the racket. */
  racketName: string;
  /** Null until a spec was entered. */
  spec: JobSpecView | null;
  /** Intake findings ("Frame crack", ...); null when the drop-off check was not done yet. */
  warnings: string[] | null;
  /** A frame crack the customer was told about and accepted. */
  crackRiskAccepted: boolean;
  /** What the QR code holds: PUBLIC_URL + /dashboard/jobs/<id>. */
  jobUrl: string;
}

/** One line of the tag: a short name and what it says. */
export interface TagRow {
  label: string;
  value: string;
  /** Drawn below the value, not bold (the string whose tension the value is). */
  detail?: string;
}

export const SPEC_NOT_ENTERED = 'Spec not entered';

export const jobNumber = (tag: JobTag) => `Job #${tag.jobId}`;

/** "24/11/2026, 21:00" in Dubai. */
export const dueText = (tag: JobTag) => formatShopDateTime(tag.dueAt);

/** "Babolat Pure Aero · 16x19", or the booking's racket name until a spec gives the pattern. */
export function racketText(tag: JobTag): string {
  const racket = tag.spec?.racket;
  if (!racket) return tag.racketName || 'Racket not named';
  const name = [racket.brand, racket.model].filter(Boolean).join(' ');
  const head = racket.head_size ? ` · ${racket.head_size} sq in` : '';
  return `${name} · ${racket.pattern}${head}`;
}

/** The work to do, row by row: tensions first, each with its string (or the grip), then pre-stretch, knots, stencil, notes. */
export function workRows(tag: JobTag): TagRow[] {
  if (tag.service.kind === 'grip') {
    const rows: TagRow[] = [{ label: 'Grip', value: tag.service.name }];
    if (tag.spec?.notes) rows.push({ label: 'Notes', value: tag.spec.notes });
    return rows;
  }
  const spec = tag.spec;
  if (!spec?.mains || !spec.crosses) return [{ label: 'Booked', value: tag.service.name }];
  const rows: TagRow[] = [
    { label: 'Mains', value: spec.mains.tension_text, detail: spec.mains.string_name },
    { label: 'Crosses', value: spec.crosses.tension_text, detail: spec.crosses.string_name },
    { label: 'Pre-stretch', value: `${spec.prestretch_percent} %` },
    { label: 'Knots', value: String(spec.knots) },
    { label: 'Stencil', value: spec.stencil || 'None' },
  ];
  if (spec.notes) rows.push({ label: 'Notes', value: spec.notes });
  return rows;
}

/** True when a string job still lacks its strings and tensions (or any job its racket). */
export function specMissing(tag: JobTag): boolean {
  if (!tag.spec) return true;
  return tag.service.kind === 'string' && (!tag.spec.mains || !tag.spec.crosses);
}

/** The warnings as printed: a frame crack says whether the customer accepted the risk. */
export function warningLines(tag: JobTag): string[] {
  if (!tag.warnings) return [];
  return tag.warnings.map((w) =>
    w === INTAKE_WARNING_LABELS.frame_crack
      ? `${w} - ${tag.crackRiskAccepted ? 'customer told, accepts the risk' : 'do not start: tell the customer'}`
      : w,
  );
}
