import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, pageQuerySchema } from './common';
import { decodeListCursor, encodeListCursor } from './list-cursor';

describe('list cursors', () => {
  it('round-trips a microsecond timestamp key and an id exactly', () => {
    for (const cursor of [
      { key: '1772359200123456', id: 42 },
      { key: '0', id: 1 },
      { key: '253402300799999999', id: 2_147_483_647 },
    ]) {
      expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuses text it did not make', () => {
    for (const text of [
      '',
      'abc',
      '1.0',
      '1.-2',
      'A.b',
      '1.2.3',
      'zzzzzzzzzzzzz.1',
      '1y2p0ij32e8e8.1',
      '1.zzzzzzz',
      ' 1.1',
    ])
      expect(decodeListCursor(text), text).toBeNull();
  });

  it('is an optional query parameter; a bad one is refused with a sentence', () => {
    const schema = pageQuerySchema(10);
    expect(schema.parse({}).cursor).toBeUndefined();
    expect(schema.parse({ cursor: 'a.b' }).cursor).toBe('a.b');
    expect(schema.parse({ cursor: '' }).cursor).toBe('');
    const bad = schema.safeParse({ cursor: 'not a cursor' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(LIST_MESSAGES.badCursor);
  });
});
