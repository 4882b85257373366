import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The JavaScript a first visit to a screen downloads: the scripts and module preloads in index.html,
 * then the screen's own chunk (from Vite's manifest, dist/.vite/manifest.json) and every chunk it
 * imports statically. `source` is the screen's module, e.g. "src/features/auth/routes/login.tsx".
 */
export function screenScripts(webDist: string, source: string): string[] {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) if (!files.has(manifest[imported]?.file ?? '')) visit(imported);
  };
  visit(source);
  return [...files].sort();
}

/** Bytes sent with gzip: the precompressed .gz file when the build wrote one, else gzip -9 of the file. */
export function gzipSize(webDist: string, file: string): number {
  const gz = path.join(webDist, `${file}.gz`);
  return existsSync(gz)
    ? readFileSync(gz).length
    : gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
}
