import { defineConfig } from 'vitest/config';

/**
 * expect.poll() waits for what it polls for up to 15 s (vitest's default, 1 s, is a time limit a loaded machine
 * misses: a message the outbox sent 1.2 s after the click failed a browser test; issue 34). A poll that succeeds
 * returns as soon as it does, so only a real failure waits the whole time.
 */
const expect = { poll: { timeout: 15_000 } };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', expect } },
      {
        test: {
          name: 'server',
          expect,
          include: ['apps/server/test/**/*.test.ts'],
          // *.pg.test.ts files (races, locking) need a real PostgreSQL server: they run under "npm run test:pg";
          // *.pglite.test.ts files test the embedded database itself, or start processes on a data folder of their
          // own whatever the suite's engine (the build, a shutdown, the CLI): they run once, under "npm run test:server".
          exclude: process.env.TEST_DATABASE_URL
            ? ['apps/server/test/**/*.pglite.test.ts']
            : ['apps/server/test/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One process runs the files one after another and imports the server once, instead of a new
          // process importing it for every file (docs/decisions/test-setup.md). Each file still builds
          // its own app on its own database.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          expect,
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // Screens with a form and a calendar take 1-2 s under jsdom on an idle machine, and 6-7 s on a loaded
          // one: the default 5 s failed tests by chance.
          testTimeout: 20_000,
          // One process runs the files one after another in one jsdom, importing React, Mantine and the app once
          // instead of once per file (about half the suite's CPU; docs/decisions/ci-speed.md). Each file still
          // renders its own app with its own query client; testing/setup.ts puts back what a file may change.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          expect,
          include: ['e2e/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One process runs the files one after another: playwright-core and axe imported once, one Chromium
          // launched once (e2e/harness.ts), instead of a new process and a new Chromium for every file
          // (docs/decisions/ci-speed.md). Each file still has its own server and its own browser profiles.
          isolate: false,
        },
      },
    ],
  },
});
