import { safeCsvText, UTF8_BOM } from '@shop/domain/csv';
import { downloadBlob } from '@/lib/api-client';

/**
 * One field as RFC 4180 wants it: text made safe for spreadsheets (the domain's rule: no formula, no bidirectional
 * control), then quoted (quotes doubled) when it holds a comma, a quote or a line break. Numbers stay numbers.
 */
function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : safeCsvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV text: RFC 4180 (CRLF between records), UTF-8 with a byte order mark, as the server's jobs CSV. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves a table built in the browser as a CSV download. */
export function downloadCsv(fileName: string, rows: readonly (readonly (string | number)[])[]): void {
  downloadBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
