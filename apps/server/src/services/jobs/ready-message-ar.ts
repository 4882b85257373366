import type { JobSpecView } from '@shop/domain/contracts/jobs';
import { formatAed, type Fils } from '@shop/domain/money';

/** Left-to-right isolate: numbers, amounts and tensions keep their order inside Arabic text. */
export const ltr = (value: string): string => `\u2066${value}\u2069`;

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Arabic email's HTML part: right to left, one paragraph per line. */
export function arabicHtml(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
    .join('');
  return `<!doctype html><html dir="rtl" lang="ar"><body dir="rtl" style="font-family:Tahoma,Arial,sans-serif;text-align:right">${lines}</body></html>`;
}

/** The ready-for-pickup message in Arabic (docs/product/emails-and-services.md); brand and string names stay Latin. */
/** What the ready-for-pickup message names (both languages). */
export interface ReadyFacts {
  shopName: string;
  customerName: string;
  jobId: number;
  store: string;
  racket: string;
  serviceName: string;
  spec: JobSpecView | null;
  amountDueInStoreFils: Fils;
}

export function readyMessageAr(input: ReadyFacts): string {
  const spec = input.spec;
  const racket = spec
    ? ltr(`${spec.racket.brand} ${spec.racket.model} (${spec.racket.pattern})`.replace(/\s+/g, ' '))
    : input.racket
      ? ltr(input.racket)
      : 'مضربك';
  const lines = [
    input.customerName ? `مرحباً ${input.customerName}،` : 'مرحباً،',
    `مضربك جاهز للاستلام من ${input.shopName}، ${input.store} (طلب رقم ${ltr(String(input.jobId))}).`,
    `المضرب: ${racket}`,
  ];
  if (spec?.mains && spec.crosses) {
    const mains = ltr(spec.mains.tension_text);
    const crosses = ltr(spec.crosses.tension_text);
    if (spec.hybrid) {
      lines.push(`الأوتار الطولية: ${ltr(spec.mains.string_name)} بشدّ ${mains}`);
      lines.push(`الأوتار العرضية: ${ltr(spec.crosses.string_name)} بشدّ ${crosses}`);
    } else {
      lines.push(`الأوتار: ${ltr(spec.mains.string_name)}، الطولية ${mains}، العرضية ${crosses}`);
    }
  } else {
    lines.push(`الخدمة: ${input.serviceName}`);
  }
  lines.push(
    input.amountDueInStoreFils > 0
      ? `المبلغ المتبقي للدفع في المحل: ${ltr(formatAed(input.amountDueInStoreFils))}`
      : 'لا يوجد أي مبلغ متبقٍ للدفع.',
  );
  lines.push(`شكراً لك، ${input.shopName}`);
  return lines.join('\n');
}
