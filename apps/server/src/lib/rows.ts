/** drizzle's execute() answers rows directly on node-postgres and as { rows } on PGlite; this reads both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
