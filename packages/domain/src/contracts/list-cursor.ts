import { z } from 'zod';

/**
 * A keyset cursor: the sort key and id of the last row of a page. Lists hand it out as
 * `nextCursor` and take it back as `cursor`; clients treat it as opaque. The key is an integer:
 * microseconds since 1970 for lists sorted by a timestamp, the id itself for lists sorted by id.
 */
export interface ListCursor {
  /** The sort key as a decimal integer string (microseconds fit no JS number exactly enough). */
  key: string;
  id: number;
}

export const BAD_CURSOR_MESSAGE = 'This cursor is not one the list gave out. Start again from page 1.';
const PATTERN = /^([0-9a-z]{1,13})\.([0-9a-z]{1,7})$/;
/** 9999-12-31T23:59:59.999999Z in microseconds: any real timestamp or id is below it. */
const MAX_KEY = 253_402_300_799_999_999n;

export function encodeListCursor(cursor: ListCursor): string {
  return `${BigInt(cursor.key).toString(36)}.${cursor.id.toString(36)}`;
}

/** The cursor a list gave out, or null when the text is not one. */
export function decodeListCursor(text: string): ListCursor | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  let key = 0n;
  for (const char of match[1]!) key = key * 36n + BigInt(parseInt(char, 36));
  const id = parseInt(match[2]!, 36);
  if (key > MAX_KEY || id < 1 || id > 2_147_483_647) return null;
  return { key: key.toString(), id };
}

/**
 * The `cursor` query parameter: absent or empty for paging by number, else a cursor from
 * `nextCursor` (checked here, decoded by the server with decodeListCursor).
 */
export const listCursorSchema = z
  .string({ error: BAD_CURSOR_MESSAGE })
  .trim()
  .max(40, BAD_CURSOR_MESSAGE)
  .refine((text) => text === '' || decodeListCursor(text) !== null, BAD_CURSOR_MESSAGE)
  .optional();
