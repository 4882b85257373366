#!/usr/bin/env node
// Compiles the server to plain JavaScript so production needs no TypeScript tooling (tsx, vite):
//   node scripts/build-server.mjs [outdir]        (default apps/server/dist)
// esbuild bundles apps/server/src and the workspace packages it imports as TypeScript source
// (@shop/domain); every npm package stays an external import resolved from node_modules at run
// time. Each entry is one file (no shared chunks, so import.meta.url is the entry's folder for
// every module in it). The SQL migrations are copied next to the bundle. meta.json lists what the bundle imports
// (a test checks those are runtime dependencies).
import { build } from 'esbuild';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../apps/server');
const outdir = path.resolve(process.argv[2] ?? path.join(SERVER, 'dist'));

/** Entry points: the server, the CLI, and any worker thread script (src/**\/*.worker.ts). */
async function entryPoints() {
  const entries = { main: 'src/main.ts' };
  for (const command of ['create-superadmin', 'backup', 'restore', 'move-to-postgres'])
    entries[command] = `src/cli/${command}.ts`;
  for (const file of await readdir(path.join(SERVER, 'src'), { recursive: true })) {
    if (file.endsWith('.worker.ts')) entries[file.replace(/\.ts$/, '')] = `src/${file}`;
  }
  return Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(SERVER, file)]));
}

/** npm packages and Node built-ins are imported at run time; workspace packages (@shop/*) are TypeScript source and bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  entryPoints: await entryPoints(),
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  banner: { js: '// Built by scripts/build-server.mjs from apps/server/src: do not edit.' },
});
await cp(path.join(SERVER, 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
await writeFile(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
console.log(`server built in ${path.relative(process.cwd(), outdir) || '.'}`);
