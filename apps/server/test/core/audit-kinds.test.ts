import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** `action:` names that are not audit kinds: reCAPTCHA v3 actions given to the bot check. */
const BOT_CHECK_ACTIONS = new Set(['staff_register']);

/** Every audit kind the services write as a literal: `action: 'x'` or `action: condition ? 'x' : 'y'`. */
function auditKinds(): string[] {
  const kinds = new Set<string>();
  for (const file of files(path.join(SERVER, 'src/services')).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, value] of text.matchAll(/\baction: ([^\n]*'[^\n]*),?$/gm)) {
      const choices = value!.includes(' ? ') ? value!.slice(value!.indexOf(' ? ') + 3) : value!;
      for (const [, kind] of choices.matchAll(/'([^']+)'/g)) kinds.add(kind!);
    }
  }
  return [...kinds].filter((kind) => !BOT_CHECK_ACTIONS.has(kind)).sort();
}

describe('the audit trail covers its kinds', () => {
  it('has, for every kind of audit entry the server writes, a test that reads that entry back', () => {
    const kinds = auditKinds();
    expect(kinds.length).toBeGreaterThan(30);
    const tests = files(path.join(SERVER, 'test'))
      .filter((f) => f.endsWith('.test.ts') && !f.endsWith('audit-kinds.test.ts'))
      .map((f) => readFileSync(f, 'utf8'));
    // A test reads the audit trail (helpers/audit.ts's lastAudit, the auditLog table or audit_log) and names the kind.
    const read = (kind: string) =>
      tests.some((text) => /lastAudit|auditLog|audit_log/.test(text) && text.includes(`'${kind}'`));
    expect(kinds.filter((kind) => !read(kind))).toEqual([]);
  });
});
