#!/usr/bin/env node
// The README's test command ("npm test", run by .ci/run): every check and test suite, two at a time.
//
// Each suite below is one vitest (or tool) process that uses about one CPU: vitest gives a 2-CPU machine one
// worker per run. Run one after another they left the second CPU mostly idle; here two run side by side
// (TEST_JOBS, default 2), each taking the next suite of the list below when one ends. No two suites share mutable
// state: the PGlite suite's databases live in its own process, the PostgreSQL suite creates its own databases
// (random names) from its own template, the browser tests run the compiled server on copied data folders in the
// temporary folder, and every server listens on a free port
// (docs/decisions/test-setup.md, "Test command: two suites at a time").
//
// Output: each line is prefixed with its suite's name. A failed suite starts nothing new; the ones running
// finish (their own clean-up runs), then the times of each suite are printed and the exit code is 1.
//   node scripts/test-all.mjs [suite ...]     (default: all; e.g. "node scripts/test-all.mjs lint unit")
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverTestFiles } from './test-split.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The suites, in the order they are started when a lane is free: the longest first, so that the two lanes end close
 * together (docs/decisions/ci-speed.md). The build, then the browser tests, the longest suite, on one lane right
 * after it (the format check, quick and the commonest slip, fills the other lane while the build runs); then the
 * server tests, each file on one engine or both (scripts/test-split.mjs); the unit tests; types and lint, the
 * shortest, last. `after`: suites that must have passed first. Vitest runs use --no-cache: two vitest processes at
 * once would otherwise read and write the same results file (it only orders files, and CI starts without one).
 */
const SUITES = [
  { name: 'build', command: 'npm run build' },
  // The browser tests' servers on PostgreSQL (one database copied from a demo template per file; one file stays on
  // the embedded PGlite), one file at a time (docs/decisions/e2e-setup.md, "Servers on PostgreSQL" and "Two files at
  // a time: measured, not kept").
  { name: 'e2e', command: 'node scripts/with-postgres.mjs vitest run --no-cache --project e2e', after: ['build'] },
  { name: 'format', command: 'prettier --check .' },
  {
    name: 'server',
    command: `vitest run --no-cache --project server ${serverTestFiles(ROOT, 'pglite').join(' ')}`,
    env: { TEST_DATABASE_URL: '' },
  },
  {
    name: 'pg',
    command: `node scripts/with-postgres.mjs vitest run --no-cache --project server ${serverTestFiles(ROOT, 'pg').join(' ')}`,
  },
  { name: 'unit', command: 'vitest run --no-cache --project domain --project web --passWithNoTests' },
  // The type check and the lint in one process, on one TypeScript program per project ("npm run typecheck" and
  // "npm run lint" in one; scripts/check-types-and-lint.mjs). Asking for "typecheck" runs this suite.
  { name: 'lint', command: 'node scripts/check-types-and-lint.mjs', aliases: ['typecheck'] },
  { name: 'docs', command: 'node scripts/check-references.mjs' },
];

const wanted = process.argv.slice(2).map((name) => SUITES.find((s) => s.aliases?.includes(name))?.name ?? name);
for (const name of wanted)
  if (!SUITES.some((s) => s.name === name)) {
    console.error(`Unknown suite "${name}"; the suites are: ${SUITES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
const suites = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;
const lanes = Math.max(1, Number(process.env.TEST_JOBS) || 2);

/** Each vitest suite also writes a JSON report here, read at the end for the slowest tests. */
const REPORTS = mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
const withReport = (suite) =>
  suite.command.includes('vitest run')
    ? `${suite.command} --reporter=default --reporter=json --outputFile.json=${path.join(REPORTS, `${suite.name}.json`)}`
    : suite.command;

/** The slowest tests of every vitest suite that ran, slowest first: suite, seconds, file and test name. */
function slowestTests(count) {
  const tests = [];
  for (const suite of suites) {
    const file = path.join(REPORTS, `${suite.name}.json`);
    if (!existsSync(file)) continue;
    try {
      for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults ?? [])
        for (const test of result.assertionResults ?? [])
          tests.push({
            suite: suite.name,
            ms: test.duration ?? 0,
            file: path.relative(ROOT, result.name),
            name: test.fullName,
          });
    } catch {
      // A suite stopped before writing its report has no figures to give.
    }
  }
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
/** name -> { status: 'running' | 'passed' | 'failed', from, to } */
const state = new Map();
let failed = false;

function prefixed(name, stream, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

function run(suite) {
  return new Promise((resolve) => {
    const shown = suite.command.length > 200 ? `${suite.command.slice(0, 200)} …` : suite.command;
    console.log(`[${suite.name}] $ ${shown}  (at ${minutes(Date.now() - started)})`);
    const child = spawn(withReport(suite), {
      cwd: ROOT,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
        ...suite.env,
      },
    });
    prefixed(suite.name, child.stdout, process.stdout);
    prefixed(suite.name, child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve(code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`));
  });
}

await new Promise((done) => {
  const ready = (suite) =>
    !state.has(suite.name) &&
    (suite.after ?? []).every((n) => state.get(n)?.status === 'passed' || !suites.some((s) => s.name === n));
  const next = () => {
    const running = () => [...state.values()].filter((s) => s.status === 'running').length;
    if (!failed)
      for (const suite of suites) {
        if (running() >= lanes) break;
        if (!ready(suite)) continue;
        const entry = { status: 'running', from: Date.now() - started, to: 0 };
        state.set(suite.name, entry);
        void run(suite).then((status) => {
          Object.assign(entry, { status, to: Date.now() - started });
          console.log(`[${suite.name}] ${status} in ${minutes(entry.to - entry.from)}`);
          if (status !== 'passed') failed = true;
          next();
        });
      }
    // Nothing running: everything has finished, or a failure stopped the rest.
    if (running() === 0) done();
  };
  next();
});

console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${minutes(Date.now() - started)}`);
for (const suite of suites) {
  const s = state.get(suite.name);
  console.log(
    `  ${suite.name.padEnd(10)} ${s ? `${s.status.padEnd(8)} ${minutes(s.from)} -> ${minutes(s.to)} (${minutes(s.to - s.from)})` : 'not run'}`,
  );
}
const slowest = slowestTests(10);
if (slowest.length) {
  console.log('\nThe slowest tests:');
  for (const t of slowest)
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  [${t.suite}] ${t.file} > ${t.name}`);
}
rmSync(REPORTS, { recursive: true, force: true });
process.exit(failed || state.size < suites.length ? 1 : 0);
