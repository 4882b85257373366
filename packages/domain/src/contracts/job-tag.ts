import { z } from 'zod';

/**
 * `GET /api/jobs/:id/tag.pdf?layout=label|a4` (docs/product/job-tag.md): the job's printable tag, a
 * 62 mm thermal label (the default) or an A4 sheet. A label printer calls it: keep path and values.
 */
export const JOB_TAG_LAYOUTS = ['label', 'a4'] as const;
export type JobTagLayout = (typeof JOB_TAG_LAYOUTS)[number];

export const JOB_TAG_MESSAGES = {
  layout: 'The layout must be label (a 62 mm thermal label) or a4 (an A4 sheet).',
} as const;

export const jobTagQuerySchema = z.object({
  layout: z.enum(JOB_TAG_LAYOUTS, { error: JOB_TAG_MESSAGES.layout }).optional().default('label'),
});
export type JobTagQuery = z.input<typeof jobTagQuerySchema>;

/** The job page's address, which the tag's QR code holds: PUBLIC_URL + /dashboard/jobs/<id>. */
export function jobPageUrl(publicUrl: string, jobId: number): string {
  return `${publicUrl.replace(/\/$/, '')}/dashboard/jobs/${jobId}`;
}

/** "job-1042-tag.pdf" or "job-1042-tag-a4.pdf". */
export function jobTagFileName(jobId: number, layout: JobTagLayout): string {
  return layout === 'label' ? `job-${jobId}-tag.pdf` : `job-${jobId}-tag-a4.pdf`;
}
