import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, screenScripts } from '../web-bundle';

const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
// Issue 9's target (docs/decisions/ci-speed.md, "The login budget: 150 kB reached").
const LOGIN_BUDGET_BYTES = 150 * 1024;

/** A size budget (bytes, not time): what a first visit to /login downloads. Needs "npm run build". */
describe('the web build', () => {
  it('sends at most 150 kB of gzipped JavaScript to open /login', () => {
    const files = screenScripts(webDist, 'src/features/auth/routes/login.tsx');
    const sizes = files.map((file) => [file, gzipSize(webDist, file)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const report = sizes.map(([file, size]) => `${(size / 1024).toFixed(1)} kB ${file}`).join('\n');
    expect(total, `login JS is ${(total / 1024).toFixed(1)} kB gzip:\n${report}`).toBeLessThanOrEqual(
      LOGIN_BUDGET_BYTES,
    );
    // The dashboard's frame, its route table with the role guards, and the dialogs are not part of it.
    expect(files.filter((f) => /dashboard-layout|session-routes|modals/i.test(f))).toEqual([]);
  });

  it('writes brotli and gzip copies of every script of at least 1 kB, and of index.html', () => {
    const files = [...screenScripts(webDist, 'src/features/auth/routes/login.tsx'), 'index.html'].filter(
      (f) => statSync(path.join(webDist, f)).size >= 1024,
    );
    expect(files.length).toBeGreaterThan(3);
    const missing = files
      .flatMap((f) => ['.br', '.gz'].map((ext) => `${f}${ext}`))
      .filter((f) => !existsSync(path.join(webDist, f)));
    expect(missing).toEqual([]);
  });
});
