import { beforeAll, describe, expect, it } from 'vitest';
import type { loadConfig } from '../../src/config';
import { createTelrProvider } from '../../src/adapters/payments/telr';
import { TELR_KEY_MESSAGES } from '../../src/adapters/payments/telr-keys';
import {
  assertPaymentKeys,
  checkPaymentKeys,
  PAYMENT_KEYS_UNREACHABLE,
} from '../../src/services/payments/check-payment-keys';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { TELR_CREDENTIALS, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';
import { startTelrStandIn } from './telr-stand-in';

let standIn: TelrStandIn;
let t: TestApp;
// This file's app holds a Remote API key Telr does not know.
withTelrTestApp((setup) => ({ standIn, t } = setup), { TELR_REMOTE_AUTH_KEY: 'a-key-telr-refuses' });

/** The Telr adapter against the stand-in with these keys. */
const telrWith = (keys: { remoteAuthKey?: string; serviceKey?: string }, url = standIn.url) =>
  createTelrProvider({
    storeId: TELR_CREDENTIALS.storeId,
    authKey: TELR_CREDENTIALS.authKey,
    url,
    testMode: true,
    ...keys,
  });

describe(`Telr's keys checked at start and on Settings (${engine})`, () => {
  // A Telr that cannot be reached: a stand-in started and closed at once (its port refuses connections).
  let closed: TelrStandIn;
  beforeAll(async () => {
    closed = await startTelrStandIn(TELR_CREDENTIALS);
    await closed.close();
  });

  it('accepts the keys Telr accepts, with requests that change nothing', async () => {
    const sent = standIn.remoteRequests.length;
    const check = await checkPaymentKeys({ payments: telrWith({ serviceKey: TELR_CREDENTIALS.serviceKey }) });
    expect(check).toEqual({ problems: [], refused: false });
    expect(standIn.remoteRequests.at(-1)).toContain('<ref>000000000000</ref>');
    expect(standIn.remoteRequests).toHaveLength(sent + 1);
  });

  it('names a refused Remote API key and a refused or missing Service API key', async () => {
    const refused = await checkPaymentKeys({
      payments: telrWith({ remoteAuthKey: 'wrong', serviceKey: 'wrong-too' }),
    });
    expect(refused.refused).toBe(true);
    expect(refused.problems).toEqual([
      TELR_KEY_MESSAGES.remoteRefused('Invalid store ID or authentication key'),
      TELR_KEY_MESSAGES.serviceRefused,
    ]);
    const missing = await checkPaymentKeys({ payments: telrWith({}) });
    expect(missing).toEqual({ problems: [TELR_KEY_MESSAGES.serviceMissing], refused: false });
  });

  it('refuses a production start on a refused key, and only logs an unreachable Telr', async () => {
    const production = { env: 'production' } as ReturnType<typeof loadConfig>;
    const logged: string[] = [];
    const log = { error: (m: string) => logged.push(m) };
    await expect(
      assertPaymentKeys({ payments: telrWith({ remoteAuthKey: 'wrong' }), config: production }, log),
    ).rejects.toThrow(/Refusing to start in production\. .*Telr refused the Remote API key/);
    await assertPaymentKeys(
      { payments: telrWith({ serviceKey: TELR_CREDENTIALS.serviceKey }, closed.url), config: production },
      log,
    );
    expect(logged).toEqual([expect.stringContaining(PAYMENT_KEYS_UNREACHABLE)]);
  });

  it("shows the refusal on the Settings screen's overview", async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      payments_adapter: 'telr',
      payments_warning: TELR_KEY_MESSAGES.remoteRefused('Invalid store ID or authentication key'),
    });
  });
});
