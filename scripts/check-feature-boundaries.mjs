#!/usr/bin/env node
// Proves the lint run's web import rule (eslint.config.js, docs/conventions.md) still bites: the linter is given
// a feature file with a planted import of another feature, of the app, and a shared file importing a feature, and
// each must be refused. Run by the test command's lint suite after "eslint .".
import { ESLint } from 'eslint';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
// The import rule needs no type information: the probes are parsed without the TypeScript project (they are not in it).
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});
const CASES = [
  ['apps/web/src/features/customers/lib', "import { jobPath } from '@/features/jobs/lib/job-text';", true],
  ['apps/web/src/features/customers/lib', "import { theme } from '@/app/theme';", true],
  ['apps/web/src/features/customers/lib', "import { x } from '../../jobs/lib/job-text';", true],
  ['apps/web/src/lib', "import { x } from '@/features/jobs/lib/job-text';", true],
  ['apps/web/src/features/customers/lib', "import { x } from '@/features/customers/api/find-customers';", false],
  ['apps/web/src/features/customers/lib', "import { x } from '@/lib/job-paths';", false],
];
let failed = 0;
// [folder the planted file is in, its import, refused?]
for (const [folder, line, refused] of CASES) {
  const file = `${folder}/planted-import.ts`;
  const [result] = await eslint.lintText(`${line}\nexport const probe = x;\n`, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  const hits = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  if (hits.length > 0 !== refused) {
    failed += 1;
    console.error(
      `${file}: "${line}" was ${hits.length ? 'refused' : 'allowed'}; expected ${refused ? 'refused' : 'allowed'}`,
    );
  }
}
if (failed) process.exit(1);
console.log(`Web import rule: ${CASES.length} planted imports judged as expected.`);
