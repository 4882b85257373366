import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/** apps/server/migrations from the source (src/db), or the copy beside the compiled bundle (dist/migrations). */
const MIGRATIONS_DIR =
  [new URL('../../migrations/', import.meta.url), new URL('./migrations/', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(dir)) ?? fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies every migrations/*.sql file not yet applied, in name order, each in its own transaction,
 * on one connection. An advisory lock makes two server instances starting together apply them once.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return database.withConnection(async (exec) => {
    await exec('SELECT pg_advisory_lock(727274)');
    try {
      await exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = (await exec('SELECT name FROM schema_migrations')) as { name: string }[];
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const body = await readFile(path.join(dir, file), 'utf8');
        try {
          await exec(
            `BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
          );
        } catch (error) {
          await exec('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec('SELECT pg_advisory_unlock(727274)');
    }
  });
}
