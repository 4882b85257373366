import type { Database } from '../../src/db/client';

type Exec = (sql: string) => Promise<unknown[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(exec: Exec): Promise<string[]> {
  const rows = (await exec("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")) as {
    tablename: string;
  }[];
  return rows.map((r) => r.tablename);
}

/**
 * Every table's rows (each as its JSON text, sorted) and every sequence's position: two databases with equal
 * contents hold the same data, row for row, and hand out the same next ids.
 */
export async function databaseContents(database: Database): Promise<Record<string, string[]>> {
  return database.withConnection(async (exec) => {
    await exec("SET TIME ZONE 'UTC'"); // timestamps read the same on both sides
    const contents: Record<string, string[]> = {};
    for (const table of await tablesOf(exec)) {
      const rows = (await exec(`SELECT to_jsonb(t)::text AS row FROM ${quote(table)} t ORDER BY 1`)) as {
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

/** Per table: the row count and the sum of each money column (`*_fils`). */
export async function countsAndMoney(database: Database): Promise<Record<string, Record<string, string>>> {
  return database.withConnection(async (exec) => {
    const columns = (await exec(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name LIKE '%\\_fils' ESCAPE '\\' ORDER BY 1, 2",
    )) as { table_name: string; column_name: string }[];
    const result: Record<string, Record<string, string>> = {};
    for (const table of await tablesOf(exec)) {
      const sums = columns
        .filter((c) => c.table_name === table)
        .map((c) => `coalesce(sum(${quote(c.column_name)}), 0)::text AS ${quote(c.column_name)}`);
      const [row] = (await exec(
        `SELECT ${['count(*)::text AS rows', ...sums].join(', ')} FROM ${quote(table)}`,
      )) as Record<string, string>[];
      result[table] = row!;
    }
    return result;
  });
}
