import { describe, expect, it } from 'vitest';

/**
 * The translation files' guard (docs/decisions/i18n.md): every key exists in English and Arabic, every
 * key in a file is used by some source file, and every literal key the source uses exists. Keys are
 * literal (`t('stock.title')`), so this is decidable: a file's `useTranslation('<ns>')` names the
 * namespace of its `t('…')` calls, and `{ ns: '…' }` names it explicitly. The `messages` namespace
 * is the domain's catalogue (English sentences as keys), not a JSON file, and is not checked here.
 */
const locales = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../testing/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** i18next's plural forms: `count_one` and `count_other` (English), and Arabic's six, are one key `count`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

const files: Record<string, Record<string, Set<string>>> = {};
for (const [path, json] of Object.entries(locales)) {
  const [, language = '', namespace = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  (files[namespace] ??= {})[language] = new Set(Object.keys(json).map(baseKey));
}

interface Usage {
  path: string;
  key: string;
  /** The namespaces the key may belong to: the explicit `ns`, else the file's `useTranslation` namespaces. */
  namespaces: string[];
}

/** Every literal `t('…')` call of the source (comments left out). */
function usages(): Usage[] {
  const found: Usage[] = [];
  const call = /\bt\(\s*'([^']+)'\s*(?:,\s*\{([^}]*)\})?/g;
  for (const [path, source] of Object.entries(sources)) {
    const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    // A file's namespaces: its useTranslation('<ns>') calls, and TFunction<'<ns>'> / getFixedT(…, '<ns>') for a t passed in.
    const fileNamespaces = [...text.matchAll(/(?:useTranslation\(\s*|TFunction<\s*|getFixedT\([^)]*?)'([\w-]+)'/g)].map(
      (m) => m[1]!,
    );
    for (const match of text.matchAll(call)) {
      // The call's own options only (a nested t(…, { ns }) inside them names another call's namespace).
      const explicit = /\bns:\s*'([\w-]+)'/.exec((match[2] ?? '').split(/\bt\(/)[0]!)?.[1];
      const namespaces = explicit ? [explicit] : fileNamespaces.length ? fileNamespaces : ['common'];
      if (!namespaces.includes('messages')) found.push({ path, key: match[1]!, namespaces });
    }
    // <Trans i18nKey="…" /> uses the file's namespace too.
    for (const match of text.matchAll(/\bi18nKey="([^"]+)"/g)) {
      found.push({ path, key: match[1]!, namespaces: fileNamespaces.length ? fileNamespaces : ['common'] });
    }
  }
  return found;
}

describe('translation files', () => {
  it("gives every Arabic plural all six of Arabic's forms (a missing one falls back to English)", () => {
    const incomplete: string[] = [];
    for (const [path, json] of Object.entries(locales)) {
      if (!path.includes('/ar/')) continue;
      const groups = new Map<string, Set<string>>();
      for (const key of Object.keys(json)) {
        const form = PLURAL.exec(key)?.[1];
        if (form) groups.set(baseKey(key), (groups.get(baseKey(key)) ?? new Set()).add(form));
      }
      for (const [key, forms] of groups)
        if (forms.size < 6) incomplete.push(`${path}: ${key} has ${[...forms].join(', ')}`);
    }
    expect(incomplete).toEqual([]);
  });

  it('has every namespace in English and Arabic with the same keys', () => {
    const problems: string[] = [];
    for (const [namespace, languages] of Object.entries(files)) {
      const en = languages.en ?? new Set<string>();
      const ar = languages.ar ?? new Set<string>();
      for (const key of en) if (!ar.has(key)) problems.push(`ar/${namespace}.json lacks "${key}"`);
      for (const key of ar) if (!en.has(key)) problems.push(`en/${namespace}.json lacks "${key}"`);
    }
    expect(problems).toEqual([]);
  });

  it('uses every key of every file, and every key the source uses exists', () => {
    const all = usages();
    const used = new Set(all.flatMap((u) => u.namespaces.map((namespace) => `${namespace}:${u.key}`)));
    const problems: string[] = [];
    for (const [namespace, languages] of Object.entries(files)) {
      for (const key of languages.en ?? []) {
        if (!used.has(`${namespace}:${key}`)) problems.push(`${namespace}.json: "${key}" is used by no source file`);
      }
    }
    for (const { path, key, namespaces } of all) {
      if (!namespaces.some((namespace) => files[namespace]?.en?.has(baseKey(key)))) {
        problems.push(`${path}: t('${key}') is in none of ${namespaces.map((n) => `en/${n}.json`).join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
