import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { safeCsvText, UTF8_BOM } from '@shop/domain/csv';

/** A cell that is a number (an amount, hours, an id): written as is, so a spreadsheet reads it as a number. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** Marks a cell as a number; every other cell is text and is made safe by `safeCsvText`. */
export const csvNumber = (value: string | number): CsvNumber => new CsvNumber(String(value));

export type CsvCell = string | CsvNumber;

/**
 * Every CSV download of the server: RFC 4180 (CRLF, quotes doubled), UTF-8 with a byte order mark, text cells made
 * safe by the domain's `safeCsvText`, number cells ({@link csvNumber}) written as they are.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) => (value instanceof CsvNumber ? value.text : safeCsvText(value));
  return UTF8_BOM + stringify([header.map(cell), ...rows.map((row) => row.map(cell))], { record_delimiter: 'windows' });
}

/** Answers a CSV document as a download with its file name. */
export function sendCsv(reply: FastifyReply, body: string, fileName: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
