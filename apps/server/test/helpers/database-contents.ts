import type { Database } from '../../src/db/client';
import { publicTables, quoteName } from '../../src/db/table-totals';

/**
 * Every table's rows (each as its JSON text, sorted) and every sequence's position: two databases with equal
 * contents hold the same data, row for row, and hand out the same next ids.
 */
export async function databaseContents(database: Database): Promise<Record<string, string[]>> {
  return database.withConnection(async (exec) => {
    await exec("SET TIME ZONE 'UTC'"); // timestamps read the same on both sides
    const contents: Record<string, string[]> = {};
    for (const table of await publicTables(exec)) {
      const rows = (await exec(`SELECT to_jsonb(t)::text AS row FROM ${quoteName(table)} t ORDER BY 1`)) as {
        row: string;
      }[];
      contents[table] = rows.map((r) => r.row);
    }
    const sequences = (await exec(
      "SELECT sequencename AS name, last_value::text AS at FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    )) as { name: string; at: string | null }[];
    contents['(sequences)'] = sequences.map((s) => `${s.name}=${s.at}`);
    return contents;
  });
}
