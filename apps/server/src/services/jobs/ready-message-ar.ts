import type { JobSpecView } from '@shop/domain/contracts/jobs';
import { formatAed, type Fils } from '@shop/domain/money';
import { ltr } from '@shop/domain/i18n/bidi';

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

/** The ready-for-pickup message in Arabic (docs/product/emails-and-services.md); brand and string names stay Latin. */
export function readyMessageAr(input: ReadyFacts): string {
  const spec = input.spec;
  const racket = spec
    ? ltr(`${spec.racket.brand} ${spec.racket.model} (${spec.racket.pattern})`.replace(/\s+/g, ' '))
    : input.racket
      ? ltr(input.racket)
      : 'مضربك';
  const lines = [
    input.customerName ? `مرحباً ${input.customerName}،` : 'مرحباً،',
    `مضربك جاهز، تفضّل باستلامه من ${input.shopName}، ${input.store} (طلب رقم ${ltr(String(input.jobId))}).`,
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
