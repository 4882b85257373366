import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_TAG_LAYOUTS, JOB_TAG_MESSAGES, type JobTagLayout } from '@shop/domain/contracts/job-tag';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { formatShopDateTime } from '@shop/domain/time';
import { engine } from '../helpers/app';
import { buildUser } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { gripLine, stringLine } from '../helpers/bookings-factories';
import { pdfText, pdftotextText } from '../invoices/pdf-text';
import { keepPng, pdfPagePng, pngSize, readQr } from './pdf-image';
import { bookJob, jobDueAt, setJobIntake, setJobSpec } from './job-tag-factories';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const PUBLIC_URL = 'https://bench.racketlab.test';
const t = testAppForFile({ env: { SHOP_NAME: 'Baseline Tennis Co', PUBLIC_URL } });
const headers = signedInByRole(t);

const getTag = (id: number, layout?: string, role: keyof typeof headers = 'staff') =>
  t.app.inject({
    method: 'GET',
    url: `/api/jobs/${id}/tag.pdf${layout === undefined ? '' : `?layout=${layout}`}`,
    headers: headers[role],
  });

/** The tag as a person and a scanner see it: its text, its first page as a picture, and the QR code read from it. */
async function readTag(id: number, layout: JobTagLayout, name: string) {
  const res = await getTag(id, layout);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // Lines wrap where the width ends: read the text as one line, as a person reads across the breaks.
  const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
  const png = await pdfPagePng(res.rawPayload, layout === 'label' ? 3 : 1.5);
  await keepPng(`job-tag-${name}-${layout}.png`, png);
  return { res, text, png, qr: await readQr(png) };
}

/** 62 mm in points, as whole pixels at the scale the label is rendered at (3 pixels a point). */
const LABEL_PIXELS = Math.floor((62 / 25.4) * 72 * 3);

describe(`GET /api/jobs/:id/tag.pdf (${engine})`, () => {
  let hybridJob: number;
  beforeAll(async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad', phone: '+971 50 123 4567' });
    // Express Head Lynx Tour, collected at the Marina Store.
    hybridJob = await bookJob(t, headers.staff, stringLine(customer.id, { string_id: 102, total_cost: 175 }));
    await setJobSpec(t, hybridJob, {
      racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' },
      mains: { string_id: 7, tension: 23.5, unit: 'kg' },
      crosses: { own_string: 'Wilson Natural Gut 16', tension: 52, unit: 'lb' },
      prestretch_percent: 10,
      knots: 4,
      stencil: 'Babolat',
    });
    const checker = await buildUser(t.ctx, { role: 'staff' });
    await setJobIntake(t, hybridJob, { frame_crack: true, grommets_worn: true }, { byId: checker.id, accepted: true });
  });

  for (const layout of JOB_TAG_LAYOUTS)
    it(`prints an express hybrid job with a frame crack on the ${layout} layout, its QR opening the job page`, async () => {
      const { res, text, png, qr } = await readTag(hybridJob, layout, 'express-hybrid');
      const fileName = layout === 'label' ? `job-${hybridJob}-tag.pdf` : `job-${hybridJob}-tag-a4.pdf`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      for (const expected of [
        `Job #${hybridJob}`,
        'EXPRESS',
        'HYBRID',
        'Marina Store',
        'Layla Haddad',
        '+971 50 123 4567',
        'Babolat Pure Aero · 16x19',
        'Babolat RPM Blast 1.25',
        '23.5 kg (51.8 lb)',
        'Wilson Natural Gut 16',
        '52.0 lb (23.6 kg)',
        '10 %',
        'Babolat',
        'Frame crack - customer told, accepts the risk',
        'Grommets worn or broken',
        formatShopDateTime(await jobDueAt(t, hybridJob)),
        'Baseline Tennis Co',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Spec not entered');
      expect(qr).toBe(`${PUBLIC_URL}/dashboard/jobs/${hybridJob}`);
      const { width, height } = await pngSize(png);
      if (layout === 'label') expect(width).toBe(LABEL_PIXELS);
      else expect({ width, height }).toEqual({ width: Math.floor(595.28 * 1.5), height: Math.floor(841.89 * 1.5) });
    });

  it('prints a regular job with no spec and no intake yet: what is known, "Spec not entered", no EXPRESS', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Omar', lastName: 'Saleh' });
    const id = await bookJob(t, headers.staff, stringLine(customer.id, { racket_name: 'Wilson Blade 98' }));
    for (const layout of JOB_TAG_LAYOUTS) {
      const { text, qr } = await readTag(id, layout, 'no-spec');
      for (const expected of ['Omar Saleh', 'Wilson Blade 98', 'Head Lynx Tour 1.25', 'Spec not entered'])
        expect(text).toContain(expected);
      expect(text).toContain('Intake check not done yet.');
      expect(text).not.toContain('EXPRESS');
      expect(text).not.toContain('Mains');
      expect(qr).toBe(`${PUBLIC_URL}/dashboard/jobs/${id}`);
    }
  });

  it("prints a customer's Arabic name in Arabic letters, read back in reading order, on both layouts", async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'عمر', lastName: 'الحمادي' });
    const id = await bookJob(t, headers.staff, stringLine(customer.id, { racket_name: 'Wilson Blade 98' }));
    for (const layout of JOB_TAG_LAYOUTS) {
      const { res, text, qr } = await readTag(id, layout, 'arabic-name');
      expect(text).toContain('عمر الحمادي');
      expect(await pdftotextText(res.rawPayload)).toContain('عمر الحمادي');
      expect(text).toContain('Wilson Blade 98');
      expect(qr).toBe(`${PUBLIC_URL}/dashboard/jobs/${id}`);
    }
  });

  it('prints a grip job with the grip to fit instead of strings, and a crack not yet accepted', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Sara', lastName: 'Nasser' });
    const id = await bookJob(t, headers.staff, gripLine(customer.id, { instore_location: 'Bluewaters Store' }));
    await setJobSpec(t, id, { racket: { brand: 'Head', model: 'Speed MP', pattern: '16x19' }, notes: 'Thin grip' });
    const checker = await buildUser(t.ctx, { role: 'staff' });
    await setJobIntake(t, id, { frame_crack: true, other_damage: 'Paint chipped at 12' }, { byId: checker.id });
    for (const layout of JOB_TAG_LAYOUTS) {
      const { text, qr } = await readTag(id, layout, 'grip');
      for (const expected of [
        'Bluewaters Store',
        'Head Speed MP · 16x19',
        'Grip',
        'Babolat Syntec Pro',
        'Thin grip',
        'Frame crack - do not start: tell the customer',
        'Other damage: Paint chipped at 12',
      ])
        expect(text).toContain(expected);
      for (const absent of ['Mains', 'Crosses', 'Spec not entered', 'HYBRID']) expect(text).not.toContain(absent);
      expect(qr).toBe(`${PUBLIC_URL}/dashboard/jobs/${id}`);
    }
  });

  it('prints the 62 mm label when no layout is asked for, for every role', async () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const res = await getTag(hybridJob, undefined, role);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="job-${hybridJob}-tag.pdf"`);
      expect((await pngSize(await pdfPagePng(res.rawPayload))).width).toBe(LABEL_PIXELS);
    }
  });
});

describe(`GET /api/jobs/:id/tag.pdf refusals (${engine})`, () => {
  let id: number;
  beforeAll(async () => {
    const customer = await buildCustomer(t.ctx);
    id = await bookJob(t, headers.staff, stringLine(customer.id));
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}/tag.pdf` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers 404 with a sentence for a job that does not exist', async () => {
    const res = await getTag(id + 100_000, 'label');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(JOB_MESSAGES.notFound);
  });

  it('answers 400 naming the layouts for any other layout, and for an id that is not a number', async () => {
    for (const layout of ['letter', 'A4', '']) {
      const res = await getTag(id, layout);
      expect(res.statusCode, layout).toBe(400);
      expect(res.json().fields).toEqual({ layout: JOB_TAG_MESSAGES.layout });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/abc/tag.pdf', headers: headers.staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('id');
  });
});
