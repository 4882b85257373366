import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * After the build, writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside every text file of
 * at least 1 kB, once, so the server sends them as they are (@fastify/static preCompressed) instead
 * of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if ((await stat(full)).size < MIN_BYTES) return;
          const body = await readFile(full);
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}
