#!/usr/bin/env node
// The test command's "lint" suite (scripts/test-all.mjs): the type check and the lint run in one process, on one
// TypeScript program per project (docs/decisions/ci-speed.md, "Types and lint in one process").
//   node scripts/check-types-and-lint.mjs
// It reports what "npm run typecheck" (tsc -p on the four projects) and "npm run lint" (eslint . and the planted
// imports of scripts/check-feature-boundaries.mjs) report, and exits 1 when either finds an error. Run apart, eslint's
// type-aware rules (no-floating-promises, no-misused-promises) make the TypeScript checker compute again the types
// tsc has just computed in another process; here they ask the checker the type check has filled.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The projects "npm run typecheck" checks, in its order. */
const TYPECHECKED = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];
/** Linted with its own program, as eslint's project service gives each file its nearest tsconfig.json. */
const LINTED_ONLY = ['bench'];
/** The files outside every tsconfig.json, linted on a default program: eslint.config.js's allowDefaultProject. */
const DEFAULT_PROJECT = (await import('../eslint.config.js')).default
  .map((config) => config.languageOptions?.parserOptions?.projectService?.allowDefaultProject)
  .find(Boolean);

/** The program of a tsconfig.json, as tsc -p builds it. */
function programOf(dir) {
  const configFile = path.join(ROOT, dir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  report(config.errors);
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
  });
}

let failed = false;
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  failed = true;
  console.log(
    ts.formatDiagnosticsWithColorAndContext(diagnostics, {
      getCanonicalFileName: (file) => file,
      getCurrentDirectory: () => ROOT,
      getNewLine: () => '\n',
    }),
  );
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const programs = new Map();
for (const dir of TYPECHECKED) {
  programs.set(dir, programOf(dir));
  report(ts.getPreEmitDiagnostics(programs.get(dir)));
  console.log(`types: ${dir} checked (${seconds()})`);
}
for (const dir of LINTED_ONLY) programs.set(dir, programOf(dir));

// The root files no tsconfig.json includes, on one program with a default project's settings (JavaScript allowed).
/** `*.js` → the .js files in the root folder itself, `scripts/*.mjs` → those in scripts/. */
const globPattern = (glob) => new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
const inSomeProgram = (file) => [...programs.values()].some((program) => program.getSourceFile(file));
const outside = ts.sys
  .readDirectory(ROOT, ['.js', '.ts', '.mjs', '.cjs'], ['**/node_modules', '**/dist'], undefined)
  .filter((file) => DEFAULT_PROJECT.some((glob) => globPattern(glob).test(path.relative(ROOT, file))))
  .filter((file) => !inSomeProgram(file));
console.log(`default project: ${outside.map((f) => path.relative(ROOT, f)).join(', ')}`);
const defaultProgram = ts.createProgram({
  rootNames: outside,
  options: {
    allowJs: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
    noEmit: true,
  },
});

/**
 * Each file is linted with the program of the tsconfig.json that includes it (bench's files, included by the server's
 * too, with bench's own: the nearest), the others with the default one: what eslint's project service chooses.
 */
const withProgram = (program, files) => ({
  ...(files ? { files: [files] } : {}),
  languageOptions: { parserOptions: { projectService: false, project: null, programs: [program] } },
});
const rootsOf = (program) => {
  const roots = new Set(program.getRootFileNames().map((file) => path.resolve(file)));
  return (file) => roots.has(file);
};
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    withProgram(defaultProgram),
    ...[...TYPECHECKED, ...LINTED_ONLY].map((dir) => withProgram(programs.get(dir), rootsOf(programs.get(dir)))),
  ],
});
const results = await eslint.lintFiles(['.']);
const output = await (await eslint.loadFormatter('stylish')).format(results);
if (output) console.log(output);
if (results.some((result) => result.errorCount > 0)) failed = true;
console.log(`lint: ${results.length} files (${seconds()})`);

// The web import rule still bites (its own small ESLint run without types).
const planted = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-feature-boundaries.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (planted.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
