import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { createRecaptchaBotCheck } from '../../src/adapters/bot-check';
import { buildTestApp, type TestApp } from '../helpers/app';
import { buildUser, TEST_PASSWORD } from '../helpers/factories';
import { staffUsers } from '../../src/db/schema';

/**
 * A local stand-in for https://www.google.com/recaptcha/api/siteverify: it reads the form body
 * (secret, response, remoteip) and answers the JSON Google would for the token it was given.
 */
const answers: Record<string, unknown> = {
  'good-login': {
    success: true,
    score: 0.9,
    action: 'login',
    hostname: 'shop.test',
    challenge_ts: '2026-01-01T00:00:00Z',
  },
  'good-register': { success: true, score: 0.7, action: 'staff_register', hostname: 'shop.test' },
  'at-threshold': { success: true, score: 0.5, action: 'login', hostname: 'shop.test' },
  'low-score': { success: true, score: 0.3, action: 'login', hostname: 'shop.test' },
  'other-host': { success: true, score: 0.9, action: 'login', hostname: 'evil.example' },
  'not-success': { success: false, 'error-codes': ['invalid-input-response'] },
  'no-score': { success: true, action: 'login', hostname: 'shop.test' },
};
const received: URLSearchParams[] = [];
let server: Server;
let verifyUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response') ?? '';
      if (token === 'server-error') {
        res.writeHead(500).end('oops');
        return;
      }
      const answer =
        form.get('secret') === 'the-secret'
          ? (answers[token] ?? { success: false, 'error-codes': ['invalid-input-response'] })
          : { success: false, 'error-codes': ['invalid-input-secret'] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  verifyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/recaptcha/api/siteverify`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

const check = () => createRecaptchaBotCheck({ secret: 'the-secret', minScore: 0.5, hostname: 'shop.test', verifyUrl });

describe('reCAPTCHA v3 bot check', () => {
  it('accepts a successful token for the expected action, host and a score at or above the threshold', async () => {
    expect(await check().verify({ token: 'good-login', action: 'login', remoteIp: '10.0.0.9' })).toBe(true);
    expect(await check().verify({ token: 'at-threshold', action: 'login' })).toBe(true);
    expect(await check().verify({ token: 'good-register', action: 'staff_register' })).toBe(true);
    const form = received.find((f) => f.get('response') === 'good-login')!;
    expect(form.get('secret')).toBe('the-secret');
    expect(form.get('remoteip')).toBe('10.0.0.9');
  });

  it('refuses a token made for another action', async () => {
    expect(await check().verify({ token: 'good-login', action: 'staff_register' })).toBe(false);
    expect(await check().verify({ token: 'good-register', action: 'login' })).toBe(false);
  });

  it('refuses a low score, another hostname, success false, a missing score, an empty token and a wrong secret', async () => {
    expect(await check().verify({ token: 'low-score', action: 'login' })).toBe(false);
    expect(await check().verify({ token: 'other-host', action: 'login' })).toBe(false);
    expect(await check().verify({ token: 'not-success', action: 'login' })).toBe(false);
    expect(await check().verify({ token: 'no-score', action: 'login' })).toBe(false);
    const before = received.length;
    expect(await check().verify({ token: '', action: 'login' })).toBe(false);
    expect(received.length).toBe(before); // an empty token is refused without asking Google
    const wrongSecret = createRecaptchaBotCheck({ secret: 'nope', minScore: 0.5, hostname: 'shop.test', verifyUrl });
    expect(await wrongSecret.verify({ token: 'good-login', action: 'login' })).toBe(false);
  });

  it("logs Google's error codes (never the token) and a wrong secret as a configuration problem", async () => {
    const lines: string[] = [];
    const log = { warn: (obj: unknown, msg?: string) => void lines.push(`${msg} ${JSON.stringify(obj)}`) };
    const wrongSecret = createRecaptchaBotCheck(
      { secret: 'not-the-secret', minScore: 0.5, hostname: 'shop.test', verifyUrl },
      log,
    );
    expect(await wrongSecret.verify({ token: 'good-login-token-secret-value', action: 'login' })).toBe(false);
    expect(lines[0]).toContain('reCAPTCHA is misconfigured (invalid-input-secret): check RECAPTCHA_SECRET.');
    expect(wrongSecret.configurationProblem()).toContain('invalid-input-secret');
    const refused = createRecaptchaBotCheck(
      { secret: 'the-secret', minScore: 0.5, hostname: 'shop.test', verifyUrl },
      log,
    );
    expect(await refused.verify({ token: 'not-success', action: 'login' })).toBe(false);
    expect(lines[1]).toContain('reCAPTCHA refused a login (invalid-input-response).');
    expect(refused.configurationProblem()).toBeNull();
    expect(lines.join('\n')).not.toContain('good-login-token-secret-value');
    expect(lines.join('\n')).not.toContain('not-success');
  });

  it('refuses when siteverify fails or cannot be reached', async () => {
    expect(await check().verify({ token: 'server-error', action: 'login' })).toBe(false);
    const unreachable = createRecaptchaBotCheck({
      secret: 'the-secret',
      minScore: 0.5,
      hostname: 'shop.test',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    expect(await unreachable.verify({ token: 'good-login', action: 'login' })).toBe(false);
  });
});

describe('login and registration with reCAPTCHA on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        BOT_CHECK: 'recaptcha',
        RECAPTCHA_SECRET: 'the-secret',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_HOSTNAME: 'shop.test',
        RECAPTCHA_VERIFY_URL: verifyUrl,
      },
    });
  });
  afterAll(async () => t.close());

  it('logs in only with a good login token', async () => {
    const user = await buildUser(t.ctx);
    for (const token of ['', 'low-score', 'good-register']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: user.email, password: TEST_PASSWORD, recaptchaToken: token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ACCOUNT_MESSAGES.recaptchaFailed);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: user.email, password: TEST_PASSWORD, recaptchaToken: 'good-login' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('registers only with a good staff_register token', async () => {
    const body = { firstName: 'Bot', lastName: 'Maybe', email: 'bot.maybe@shop.test' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { ...body, recaptchaToken: 'good-login' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(ACCOUNT_MESSAGES.recaptchaFailed);
    const [none] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffUsers)
      .where(eq(staffUsers.email, body.email));
    expect(Number(none!.n)).toBe(0);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { ...body, recaptchaToken: 'good-register' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('tells the web app to load reCAPTCHA with the site key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json().botCheck).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });
});
