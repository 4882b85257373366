import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerRackets, jobs } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { stringLine } from '../helpers/bookings-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildRacket, plainSpecKg } from '../helpers/rackets-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const SPECS = [
  { pattern: '16x19', head_size: 100 },
  { pattern: '18x20', head_size: 98 },
  { pattern: '16x18', head_size: 97 },
  { pattern: '18x19', head_size: 95 },
  { pattern: '16x20', head_size: 102 },
];

describe(`bookings at once for a racket without a pattern (${engine})`, () => {
  it('all open their jobs and the racket takes the pattern and head size of one of them, never a mix', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id, { pattern: '', headSize: null });
    const answers = await Promise.all(
      SPECS.map((racketSpec) =>
        t.app.inject({
          method: 'POST',
          url: '/api/store-payment/confirm-instore-payment',
          headers: staff,
          payload: {
            bookings: [
              stringLine(customer.id, {
                racket_id: racket.id,
                spec: { ...plainSpecKg(), racket: { brand: 'Babolat', model: 'Pure Aero', ...racketSpec } },
              }),
            ],
            recaptchaToken: '',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(SPECS.map(() => 201));
    const [row] = await t.ctx.db.select().from(customerRackets).where(eq(customerRackets.id, racket.id));
    expect(SPECS).toContainEqual({ pattern: row!.pattern, head_size: row!.headSize });
    const opened = await t.ctx.db.select().from(jobs).where(eq(jobs.racketId, racket.id));
    expect(opened.map((j) => j.racketPattern).sort()).toEqual(SPECS.map((s) => s.pattern).sort());
  });
});
