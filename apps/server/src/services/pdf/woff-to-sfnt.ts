import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font unpacked into the plain TrueType/OpenType (sfnt) file it wraps (W3C WOFF File Format 1.0,
 * section 5: each table is zlib-compressed unless its compressed length equals its original length).
 *
 * PDFKit's font library reads a WOFF by inflating every table it touches with a pure-JavaScript inflater,
 * again for every document: about 650 ms of CPU per tax invoice for the two Arabic faces. Unpacked once with
 * Node's native zlib, a document reads the sfnt bytes directly (docs/decisions/bilingual-invoices.md, "Speed").
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength === origLength ? stored : inflateSync(stored);
    if (data.length !== origLength) throw new Error('WOFF table length does not match its directory entry');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(total);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
