import { describe, expect, it } from 'vitest';
import { assertProductionReady, loadConfig } from '../../src/config';
import { createPaymentProvider } from '../../src/adapters/payments';
import type { Db } from '../../src/db/client';

const production = {
  NODE_ENV: 'production',
  DEMO_MODE: 'false',
  SESSION_SECRET: 'Vq3x9LmZ2rT8pK4wN7sB1cY6hJ0dF5gE',
  PUBLIC_URL: 'https://backoffice.racketlab.test',
  BOT_CHECK: 'recaptcha',
  RECAPTCHA_SECRET: 'secret',
  RECAPTCHA_SITE_KEY: 'site',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.shop.test',
};

describe('payment provider settings', () => {
  it('chooses the sandbox by default and Telr when configured', () => {
    const db = {} as Db;
    expect(createPaymentProvider(loadConfig({ NODE_ENV: 'test' }), db).name).toBe('sandbox');
    expect(createPaymentProvider(loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'telr' }), db).name).toBe('telr');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be one of sandbox, telr/);
  });

  it('refuses to run production on the sandbox or on Telr without credentials', () => {
    expect(() => assertProductionReady(loadConfig(production))).toThrow(
      /PAYMENT_PROVIDER must be "telr" in production/,
    );
    expect(() => assertProductionReady(loadConfig({ ...production, PAYMENT_PROVIDER: 'telr' }))).toThrow(
      /TELR_STORE_ID and TELR_AUTH_KEY are required/,
    );
    expect(() =>
      assertProductionReady(
        loadConfig({ ...production, PAYMENT_PROVIDER: 'telr', TELR_STORE_ID: '1', TELR_AUTH_KEY: 'k' }),
      ),
    ).not.toThrow();
  });
});
