import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { buildTestApp } from '../helpers/app';
import { tokenFromLink } from '../accounts/account-helpers';
import { runCreateSuperadmin, setPasswordAndLogIn } from '../helpers/cli';

// The command on its own process and a data folder of its own (PGlite whatever the suite's engine): run once, in
// the PGlite suite.

const SECRET = 'a-production-secret-of-more-than-32-characters';

describe('npm run create-superadmin', () => {
  it('prints its usage and exits 2 without the three arguments', async () => {
    const result = await runCreateSuperadmin(process.env, ['--email', 'owner@shop.test']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'Usage: npm run create-superadmin -- --email <email> --first <first name> --last <last name>',
    );
  });

  it('refuses to sign a link without SESSION_SECRET in production', async () => {
    const result = await runCreateSuperadmin({ ...process.env, NODE_ENV: 'production', SESSION_SECRET: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "SESSION_SECRET must be set to the server's value: the set-password link is signed with it.",
    );
  });

  it(
    'creates the superadmin in a fresh data folder; the printed link sets the password and the login works',
    { timeout: 90_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'create-superadmin-'));
      try {
        const { code, stdout } = await runCreateSuperadmin({
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PUBLIC_URL: 'https://back.shop.test',
          NODE_ENV: 'production',
          SESSION_SECRET: SECRET,
        });
        expect(code).toBe(0);
        expect(stdout).toMatch(
          /Superadmin owner@shop\.test created\. Set the password within 24 hours at:\n\s+https:\/\/back\.shop\.test\/admin\/set-password\?token=\S+/,
        );
        const token = tokenFromLink(stdout, '/admin/set-password');
        // The server started on the same data folder and secret accepts the link.
        const database = await openPglite(dataDir);
        const t = await buildTestApp({ database, env: { SESSION_SECRET: SECRET } });
        try {
          expect(await setPasswordAndLogIn(t.app, token)).toBe('superadmin');
        } finally {
          await t.close();
          await database.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
