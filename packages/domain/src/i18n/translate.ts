import type { Language } from './languages';
import { MESSAGES_AR, MESSAGE_PATTERNS_AR } from './messages-ar';

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  arabic: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "This job is already {stage}." → /^This job is already (.+?)\.$/ with the placeholder names in order. */
function compile(english: string, arabic: string): CompiledPattern {
  const names: string[] = [];
  const source = english
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names, arabic };
}

let compiled: CompiledPattern[] | null = null;

/** A value inside a message ("ready for pickup" in "This job is already ready for pickup."), translated if it is a known label. */
function translateValue(value: string): string {
  const exact = MESSAGES_AR[value];
  if (exact) return exact;
  const capitalised = value.charAt(0).toUpperCase() + value.slice(1);
  return MESSAGES_AR[capitalised] ?? value;
}

/**
 * A person-facing message in the given language; English (and anything without a translation) unchanged.
 * Messages built from a template ("Job moved to Ready for pickup.") are matched against the catalogue's
 * patterns and their values (labels, amounts, names) carried over.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const exact = MESSAGES_AR[message];
  if (exact) return exact;
  compiled ??= Object.entries(MESSAGE_PATTERNS_AR).map(([english, arabic]) => compile(english, arabic));
  for (const pattern of compiled) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    return pattern.names.reduce(
      (text, name, index) => text.replaceAll(`{${name}}`, translateValue(match[index + 1] ?? '')),
      pattern.arabic,
    );
  }
  return message;
}

/** Whether the catalogue has Arabic for this message (exactly or through a pattern). */
export function hasArabic(message: string): boolean {
  return translateMessage(message, 'ar') !== message || message in MESSAGES_AR;
}
