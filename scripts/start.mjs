#!/usr/bin/env node
// "npm start" and "npm run create-superadmin" run the compiled server (apps/server/dist):
// - in production (NODE_ENV=production) or without development tools (npm ci --omit=dev), the
//   build must already exist: this says how to make it when it does not;
// - otherwise (a development machine) "npm start" builds the web app and the server first, and the
//   command-line tools run from the TypeScript source (always current, no build needed).
//   node scripts/start.mjs [--no-build] [main|create-superadmin] [args...]
// ("npm run serve" is --no-build: it serves the last build.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const noBuild = process.argv[2] === '--no-build';
const [entry = 'main', ...args] = process.argv.slice(noBuild ? 3 : 2);
const bundle = path.join(ROOT, 'apps/server/dist', `${entry}.js`);
const webIndex = path.join(
  process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(ROOT, 'apps/web/dist'),
  'index.html',
);
const production = process.env.NODE_ENV === 'production';
const devTools = ['vite', 'esbuild', 'tsx'].every((name) => existsSync(path.join(ROOT, 'node_modules', name)));

if (entry !== 'main' && devTools) {
  const source = path.join(ROOT, 'apps/server/src/cli', `${entry}.ts`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', source, ...args], { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
if (!production && devTools && entry === 'main' && !noBuild) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const missing = [bundle, ...(entry === 'main' ? [webIndex] : [])].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    [
      `The build is missing: ${missing.map((f) => path.relative(ROOT, f)).join(', ')}.`,
      'Build it where development tools are installed ("npm ci && npm run build"), then start again.',
      production ? 'NODE_ENV=production never builds: it serves the built output only.' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exit(1);
}
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
