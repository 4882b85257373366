import { describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/adapters/mail';
import { loadConfig } from '../../src/config';

function capture() {
  const lines: string[] = [];
  const log = {
    info: (obj: unknown, msg?: string) => void lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`),
    warn: () => undefined,
  };
  return { lines, log };
}

const resetMail = {
  kind: 'password.reset',
  to: 'admin@shop.test',
  subject: 'Reset your password',
  text: 'https://shop.test/reset-password?token=SECRET-TOKEN',
};

describe('the outbox transport writes to the log', () => {
  it('prints whole messages in development, so a link can be followed without a mail server', async () => {
    const { lines, log } = capture();
    await createMailTransport(loadConfig({ NODE_ENV: 'development' }), log).send(resetMail);
    expect(lines.join('\n')).toContain('SECRET-TOKEN');
  });

  it('never prints a message body (links carry tokens) outside development', async () => {
    const { lines, log } = capture();
    await createMailTransport(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) }), log).send(
      resetMail,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('admin@shop.test');
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN');
  });
});
