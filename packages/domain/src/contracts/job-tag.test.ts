import { describe, expect, it } from 'vitest';
import { JOB_TAG_MESSAGES, jobPageUrl, jobTagFileName, jobTagQuerySchema } from './job-tag';

describe('job tag contract', () => {
  it('prints the label unless the A4 sheet is asked for, and refuses any other layout with a sentence', () => {
    expect(jobTagQuerySchema.parse({})).toEqual({ layout: 'label' });
    expect(jobTagQuerySchema.parse({ layout: 'a4' })).toEqual({ layout: 'a4' });
    const refused = jobTagQuerySchema.safeParse({ layout: 'letter' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(JOB_TAG_MESSAGES.layout);
  });

  it('points the QR code at the job page under the public address, with or without its trailing slash', () => {
    expect(jobPageUrl('https://shop.example.ae', 1042)).toBe('https://shop.example.ae/dashboard/jobs/1042');
    expect(jobPageUrl('https://shop.example.ae/', 1042)).toBe('https://shop.example.ae/dashboard/jobs/1042');
  });

  it('names the files after the job and the layout', () => {
    expect(jobTagFileName(1042, 'label')).toBe('job-1042-tag.pdf');
    expect(jobTagFileName(1042, 'a4')).toBe('job-1042-tag-a4.pdf');
  });
});
