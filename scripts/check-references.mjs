#!/usr/bin/env node
// The docs link check of the test command ("node scripts/test-all.mjs docs"): every relative link in the
// repository's Markdown (README.md, docs/, bench/, e2e/) names a file that exists (and, for a link into a
// Markdown file with #anchor, a heading that exists), and every repository path a source comment or a
// document cites in backticks or plainly (docs/..., apps/..., packages/..., bench/..., e2e/..., scripts/...)
// exists (a migration also by its name alone, a document's source path also from its app's folder), a section cited by its title after such a path ((bench/README.md, "Method")) is a heading there, and every
// decision file is listed in docs/decisions.md. Prints each broken reference with where it is, and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\0')
  .filter((f) => f && existsSync(path.join(ROOT, f)));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const seen = new Map();
    const list = new Set();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^#{1,6}\s+(.*)$/.exec(line);
      if (!match) continue;
      const base = slug(match[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      list.add(n ? `${base}-${n}` : base);
    }
    anchorsOf.set(file, list);
  }
  return anchorsOf.get(file);
}

const problems = [];
const exists = (absolute) => existsSync(absolute);

// 1. Markdown links: [text](relative/path.md#anchor)
for (const file of files.filter((f) => f.endsWith('.md'))) {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  // Inline links [text](target), reference definitions [label]: target, and HTML href/src attributes.
  const targets = [
    ...[...text.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]),
  ];
  for (const target of targets) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('mailto:')) continue;
    const [where, anchor] = target.split('#');
    const absolute = where ? path.resolve(ROOT, path.dirname(file), where) : path.join(ROOT, file);
    if (!exists(absolute)) problems.push(`${file}: link to ${target}: no such file`);
    else if (anchor && absolute.endsWith('.md') && statSync(absolute).isFile() && !anchors(absolute).has(anchor))
      problems.push(`${file}: link to ${target}: no such heading`);
  }
}

// 2. Repository paths cited in comments and documents: docs/x.md, apps/server/src/x.ts, bench/x.ts ...
const CITED =
  /(?<![\w./-])((?:docs|apps|packages|bench|e2e|scripts)\/[\w./-]*\.(?:md|ts|tsx|mjs|js|sql|json|sh))(?![\w/-])/g;
const SOURCES = /\.(md|ts|tsx|mjs|js|sql)$/;
for (const file of files.filter((f) => SOURCES.test(f) && !f.endsWith('package-lock.json'))) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  for (const match of text.matchAll(CITED)) {
    const cited = match[1].replace(/[.]+$/, '');
    // Build output (apps/*/dist) exists only after a build; the checker's own examples are not references.
    if (
      cited.includes('*') ||
      cited.includes('<') ||
      cited.includes('/dist/') ||
      file === 'scripts/check-references.mjs'
    )
      continue;
    if (!exists(path.join(ROOT, cited))) problems.push(`${file}: cites ${cited}: no such file`);
  }
}

// A source path a document cites from its app's folder (`features/jobs/api/find-jobs.ts`, `services/...`,
// `test/core/...`): a file of one of those folders.
const BASES = ['apps/web/src', 'apps/server/src', 'apps/server', 'packages/domain/src', 'e2e', 'bench'];
const SHORT =
  /`((?:features|components|lib|app|testing|services|db|routes|plugins|adapters|test)\/[\w./-]+\.(?:ts|tsx))`/g;
for (const file of files.filter((f) => /^(docs\/.*|bench\/README)\.md$/.test(f)))
  for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(SHORT))
    if (!BASES.some((base) => exists(path.join(ROOT, base, match[1]))))
      problems.push(`${file}: cites ${match[1]}: no such file under ${BASES.join(', ')}`);

// A migration cited by its name alone (`0037_list_leaves.sql`) is one of apps/server/migrations.
const MIGRATION = /(?<![\w/-])(\d{4}_[\w-]+\.sql)\b/g;
for (const file of files.filter((f) => SOURCES.test(f) && f !== 'scripts/check-references.mjs'))
  for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(MIGRATION))
    if (!exists(path.join(ROOT, 'apps/server/migrations', match[1])))
      problems.push(`${file}: cites migration ${match[1]}: no such file in apps/server/migrations`);

/** The sections of a Markdown file a reader can find by title: its headings and its bold lead-ins ("- **Speed**: ..."). */
const sectionsOf = new Map();
function sections(file) {
  if (!sectionsOf.has(file)) {
    const leads = [...readFileSync(file, 'utf8').matchAll(/^\s*(?:[-*]\s+)?\*\*([^*]+)\*\*/gm)].map((m) => words(m[1]));
    sectionsOf.set(file, [...[...anchors(file)].map((anchor) => anchor.replace(/-+/g, ' ').trim()), ...leads]);
  }
  return sectionsOf.get(file);
}

// 3. A section cited by its title after a Markdown path: (docs/decisions/lists.md, "Screens") or
// [lists.md](lists.md), "Screens": the target has a heading or a bold lead-in that starts with that title.
const SECTION = /(?:\]\(([^)\s#]+\.md)\)|(?<![\w./-])((?:docs|bench|e2e|apps|packages)\/[\w./-]+\.md))\)?,? "([^"]+)"/g;
const words = (text) => slug(text).replace(/-+/g, ' ').trim();
for (const file of files.filter((f) => SOURCES.test(f) && f !== 'scripts/check-references.mjs')) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  for (const match of text.matchAll(SECTION)) {
    const absolute = match[1] ? path.resolve(ROOT, path.dirname(file), match[1]) : path.join(ROOT, match[2]);
    if (!existsSync(absolute) || !statSync(absolute).isFile()) continue;
    const cited = match[3].replace(/\s*\n\s*(?:--|\/\/|\*|#)?\s*/g, ' ');
    if (!sections(absolute).some((section) => section.startsWith(words(cited))))
      problems.push(`${file}: cites section "${cited}" of ${path.relative(ROOT, absolute)}: no such heading`);
  }
}

// 4. Every decision file is in the index (docs/decisions.md), where a reader looks for it.
const index = readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8');
for (const file of files.filter((f) => /^docs\/decisions\/[^/]+\.md$/.test(f)))
  if (!index.includes(`(decisions/${path.basename(file)})`)) problems.push(`docs/decisions.md: does not list ${file}`);

const unique = [...new Set(problems)];
if (unique.length) {
  console.error(`${unique.length} broken reference(s):\n${unique.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`references: every link and cited path of ${files.length} files resolves`);
