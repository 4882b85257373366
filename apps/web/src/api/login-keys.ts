/**
 * The cache keys the login page uses (the public configuration, and the profile a language choice refreshes), apart
 * from the other areas' (query-keys.ts re-exports them): the whole map of keys would add to the JavaScript a first
 * visit loads (e2e/tests/web-bundle.test.ts).
 */
export const publicConfigKeys = { all: ['public-config'] as const };
export const profileKeys = { all: ['profile'] as const };
