const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML part of an Arabic customer email (docs/decisions/i18n-emails.md): right to left, one
 * paragraph per line of the plain text, so both parts say the same.
 */
export function arabicHtml(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => (line ? `<p style="margin:0 0 8px">${escapeHtml(line)}</p>` : '<br>'))
    .join('');
  return `<!doctype html><html dir="rtl" lang="ar"><body dir="rtl" style="font-family:Tahoma,Arial,sans-serif;text-align:right">${lines}</body></html>`;
}
