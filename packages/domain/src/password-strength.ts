import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** A new password needs this many characters and a zxcvbn score of at least MIN_PASSWORD_SCORE (0 to 4). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
export const MIN_PASSWORD_SCORE = 3;

/**
 * Passwords that are published, so an attacker tries them first whatever their strength: the demo accounts'
 * password printed in the README and by `npm start`. Compared without case.
 */
export const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set(['demo-pass-2026']);

export const PASSWORD_MESSAGES = {
  published: 'This password is published (it is the demo password). Choose one of your own.',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Password can be at most ${MAX_PASSWORD_LENGTH} characters.`,
  tooGuessable:
    'This password is too easy to guess (a common password, a word with numbers, or a keyboard pattern). Use a longer one, for example three or four unrelated words.',
} as const;

let factory: ZxcvbnFactory | null = null;

/** The strength estimator with the common-password list and keyboard layouts, built on first use. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

/**
 * Why a new password is refused, or null when it is strong enough: at least 12 characters and not
 * guessable (zxcvbn score 3 or more, judged against common passwords, dictionary words, dates,
 * sequences and keyboard patterns; `userInputs` such as the person's name and email count against it).
 */
export function passwordStrengthError(password: string, userInputs: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (PUBLISHED_PASSWORDS.has(password.toLowerCase())) return PASSWORD_MESSAGES.published;
  return estimator().check(password, userInputs).score >= MIN_PASSWORD_SCORE ? null : PASSWORD_MESSAGES.tooGuessable;
}

/**
 * How many guesses, as a power of ten, a secret would take by zxcvbn's estimate (repeats, sequences, keyboard
 * patterns and dictionary words count for little): the production start asks SESSION_SECRET for at least
 * MIN_SECRET_GUESSES_LOG10 (about 66 bits; 32 random hexadecimal or base64 characters give 31–32).
 */
export const MIN_SECRET_GUESSES_LOG10 = 20;
export const secretGuessesLog10 = (secret: string): number => estimator().check(secret).guessesLog10;
