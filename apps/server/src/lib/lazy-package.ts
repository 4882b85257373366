import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * An npm package loaded when first used instead of when the server starts: the PDF, photo, QR and SMTP libraries
 * cost a start about 0.5 CPU seconds together and most requests never touch them (docs/decisions/ci-speed.md,
 * "Heavy packages on first use"). The type is the package's own (`typeof import('name')`), read once and kept.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
