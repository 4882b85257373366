/** `%text%` for a case-insensitive LIKE on a lower()ed expression, with %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
