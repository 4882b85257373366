/** Runs one SQL text and answers the rows of its (last) statement. */
export type Exec = (sql: string) => Promise<unknown[]>;

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the product (schema public), by name. */
export async function publicTables(exec: Exec): Promise<string[]> {
  const rows = (await exec("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")) as {
    tablename: string;
  }[];
  return rows.map((r) => r.tablename);
}

/** Per table: its row count and the sum of each money column (`*_fils`), as text (exact, whatever the size). */
export type TableTotals = Record<string, Record<string, string>>;

export async function tableTotals(exec: Exec): Promise<TableTotals> {
  const columns = (await exec(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name LIKE '%\\_fils' ESCAPE '\\' ORDER BY 1, 2",
  )) as { table_name: string; column_name: string }[];
  const totals: TableTotals = {};
  for (const table of await publicTables(exec)) {
    const sums = columns
      .filter((c) => c.table_name === table)
      .map((c) => `coalesce(sum(${quoteName(c.column_name)}), 0)::text AS ${quoteName(c.column_name)}`);
    const [row] = (await exec(
      `SELECT ${['count(*)::text AS rows', ...sums].join(', ')} FROM ${quoteName(table)}`,
    )) as Record<string, string>[];
    totals[table] = row!;
  }
  return totals;
}

/** The differences between two databases' totals, one sentence each (none: they match). */
export function totalsDifferences(source: TableTotals, target: TableTotals): string[] {
  const problems: string[] = [];
  for (const [table, expected] of Object.entries(source)) {
    const got = target[table];
    if (!got) {
      problems.push(`${table}: missing in PostgreSQL`);
      continue;
    }
    for (const [what, value] of Object.entries(expected))
      if (got[what] !== value)
        problems.push(`${table}: ${what} is ${got[what]} in PostgreSQL, ${value} in the data folder`);
  }
  return problems;
}
