import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * The whole embedded database as SQL, made by PGlite's own pg_dump (WebAssembly, @electric-sql/pglite-tools)
 * on the one session: nothing else runs meanwhile, so it is consistent. pg_dump leaves its read-only
 * transaction open and its settings (search_path '', ...) on the session, which every later statement
 * shares: both are undone here. The caller makes sure no other statement runs meanwhile.
 */
export async function dumpPglite(pg: PGlite): Promise<string> {
  try {
    const file = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
    return await file.text();
  } finally {
    await pg.exec('ROLLBACK; RESET ALL;');
  }
}
