import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../helpers/production-env';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../../..');
const server = path.join(repo, 'apps/server');

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = async (dir: string): Promise<Manifest> =>
  JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
/** "pdfkit/js/x" -> "pdfkit", "@scope/name/sub" -> "@scope/name". */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// Built into a scratch folder inside apps/server (so its node_modules resolve), not over apps/server/dist.
let outdir = '';
let dataDir = '';
beforeAll(async () => {
  await mkdir(path.join(server, '.tmp'), { recursive: true });
  outdir = await mkdtemp(path.join(server, '.tmp', 'build-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-prod-'));
  await run(process.execPath, [path.join(repo, 'scripts/build-server.mjs'), outdir], { cwd: repo });
}, 60_000);
afterAll(async () => {
  await rm(outdir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the compiled server (scripts/build-server.mjs)', () => {
  it('imports only Node built-ins and the server runtime dependencies (no tsx, vite or other development tool)', async () => {
    const meta = JSON.parse(await readFile(path.join(outdir, 'meta.json'), 'utf8')) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    // The domain package is bundled in; its own dependencies are installed with it (npm ci --omit=dev keeps them).
    const runtime = new Set<string>();
    for (const dir of [server, path.join(repo, 'packages/domain')])
      for (const name of Object.keys((await manifest(dir)).dependencies ?? {})) runtime.add(name);
    const devOnly = new Set(
      (
        await Promise.all(
          ['.', 'apps/server', 'apps/web', 'packages/domain', 'e2e'].map((dir) => manifest(path.join(repo, dir))),
        )
      ).flatMap((m) => Object.keys(m.devDependencies ?? {})),
    );
    const builtins = new Set(builtinModules);
    const imported = new Set(
      Object.values(meta.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)),
    );
    const packages = [...imported].filter((p) => !p.startsWith('node:') && !builtins.has(p)).map(packageOf);
    expect(packages.length).toBeGreaterThan(5);
    expect(packages.filter((p) => !runtime.has(p))).toEqual([]);
    expect(packages.filter((p) => devOnly.has(p))).toEqual([]);
    // The workspace's TypeScript (@shop/domain) is compiled in, not imported.
    expect([...imported].filter((p) => p.startsWith('@shop/') || p.endsWith('.ts'))).toEqual([]);
  });

  it(
    'starts with plain node in production, migrates a fresh database, answers /api/health, and stops on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
        cwd: os.tmpdir(),
        env: {
          PATH: process.env.PATH,
          ...PRODUCTION_ENV,
          NODE_OPTIONS: '',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const started = new Promise<string>((resolve, reject) => {
        const check = () => {
          const match = /Open: http:\/\/localhost:(\d+)\//.exec(output);
          if (match) resolve(match[1]!);
        };
        child.stdout.on('data', (d) => ((output += d), check()));
        child.stderr.on('data', (d) => (output += d));
        void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
      });
      const port = await started;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );
});

describe('npm start in production', () => {
  it('serves only a build and says how to make it when it is missing', async () => {
    const result = await run(process.execPath, [path.join(repo, 'scripts/start.mjs')], {
      cwd: repo,
      env: { ...process.env, ...PRODUCTION_ENV, WEB_DIST: '/nonexistent' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in result && result.code).toBe(1);
    expect(result.stderr).toContain('The build is missing:');
    expect(result.stderr).toContain(
      'Build it where development tools are installed ("npm ci && npm run build"), then start again.',
    );
  });
});
