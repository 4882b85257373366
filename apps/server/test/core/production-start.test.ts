import { describe, expect, it } from 'vitest';
import { assertProductionReady, loadConfig } from '../../src/config';
import { buildTestApp, engine, freshDatabase } from '../helpers/app';
import { PRODUCTION_ENV } from '../helpers/production-env';

const strong = PRODUCTION_ENV;

function refusal(env: Record<string, string>): string {
  try {
    assertProductionReady(loadConfig(env));
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('production start-up', () => {
  it('starts with strong settings, seeds nothing (demo mode is off by default in production)', () => {
    expect(refusal(strong)).toBe('');
    expect(loadConfig(strong).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(true);
  });

  it('refuses weak settings with one clear sentence per problem', () => {
    const { SESSION_SECRET: _secret, BOT_CHECK: _bot, ...weak } = strong;
    expect(refusal(weak)).toBe(
      'Refusing to start in production with weak settings:\n' +
        '- SESSION_SECRET must be set to at least 32 random characters.\n' +
        '- BOT_CHECK must be "recaptcha" in production (with RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY).',
    );
    expect(refusal({ ...strong, SESSION_SECRET: 'short-secret' })).toContain(
      '- SESSION_SECRET must be set to at least 32 random characters.',
    );
    expect(refusal({ ...strong, BOT_CHECK: 'off' })).toContain('- BOT_CHECK must be "recaptcha" in production');
    expect(refusal({ ...strong, RECAPTCHA_SECRET: '' })).toContain(
      '- RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required when BOT_CHECK=recaptcha.',
    );
    expect(refusal({ ...strong, DEMO_MODE: 'true' })).toContain('- DEMO_MODE must be off in production.');
    expect(refusal({ ...strong, SMTP_URL: '' })).toContain('- SMTP_URL is required when MAIL_TRANSPORT=smtp.');
    // The outbox alone (the default) would answer "sent to your email" and send nothing.
    const { MAIL_TRANSPORT: _mail, ...outbox } = strong;
    expect(refusal(outbox)).toContain('- MAIL_TRANSPORT must be "smtp" in production (with SMTP_URL)');
  });

  it('refuses a session secret that is long but easy to guess, and the development value', () => {
    const guessable = [
      'a'.repeat(40),
      'abcdefghijklmnopqrstuvwxyzabcdefghijkl',
      'passwordpasswordpasswordpassword',
      '0123456789012345678901234567890123',
      'development-only-session-secret-change-me',
    ];
    for (const SESSION_SECRET of guessable)
      expect(refusal({ ...strong, SESSION_SECRET }), SESSION_SECRET).toBe(
        'Refusing to start in production with weak settings:\n' +
          '- SESSION_SECRET is easy to guess (repeated characters, a sequence, words or the development value): use 32 or more random characters, e.g. `openssl rand -base64 32`.',
      );
    for (const SESSION_SECRET of ['SeDXdwBRqFCrTPnXSBU+P4JLQ/3w4AEN', '2cd663159e4a74b279c344f6edece8a9'])
      expect(refusal({ ...strong, SESSION_SECRET }), SESSION_SECRET).toBe('');
  });

  it('refuses a PUBLIC_URL that is missing, not https or this machine', () => {
    const sentence =
      '- PUBLIC_URL must be set to the https address people use (e.g. https://backoffice.example.ae): links in emails, payment returns and the tag QR code start with it.';
    const { PUBLIC_URL: _url, ...unset } = strong;
    for (const env of [
      unset,
      { ...strong, PUBLIC_URL: 'http://backoffice.racketlab.test' },
      { ...strong, PUBLIC_URL: 'https://localhost:8080' },
      { ...strong, PUBLIC_URL: 'https://127.0.0.1' },
    ])
      expect(refusal(env), 'PUBLIC_URL' in env ? env.PUBLIC_URL : 'unset').toContain(sentence);
    expect(refusal({ ...strong, PUBLIC_URL: 'https://backoffice.racketlab.test/' })).toBe('');
    expect(refusal({ ...strong, PUBLIC_URL: 'backoffice.racketlab.test' })).toBe(
      'PUBLIC_URL must be an absolute address such as https://backoffice.example.ae (got "backoffice.racketlab.test").',
    );
  });

  it('leaves development and test settings alone', () => {
    expect(refusal({ NODE_ENV: 'development' })).toBe('');
    expect(refusal({ NODE_ENV: 'test', BOT_CHECK: 'off' })).toBe('');
  });
});

describe(`GET /api/health when the database is gone (${engine})`, () => {
  it('answers 503 with a sentence', async () => {
    const database = await freshDatabase();
    const t = await buildTestApp({ database });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', message: 'The database is not reachable.' });
    } finally {
      await t.close();
    }
  });
});
