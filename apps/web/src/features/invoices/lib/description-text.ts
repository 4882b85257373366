import type { TFunction } from 'i18next';

/** "Racket service: 1 stringing booking and 2 grip bookings" (bookingsSummary, services/bookings/booking-invoice.ts). */
const SUMMARY = /^Racket service: (.+)$/;
/** "Stringing (Express, free stringing): Luxilon ALU Power for Babolat Pure Aero" (bookingLineDescription there). */
const LINE = /^(Stringing|Grip) \((Regular|Express)(, free stringing)?\): (.+?)(?: for (.+))?$/s;

/**
 * An invoice's description in the screen's language. The server writes it in English when it issues the invoice
 * (the invoice keeps it); its two shapes are translated here, the product and racket names kept as written.
 * Anything else, and English, shows as the server wrote it.
 */
export function invoiceDescriptionText(t: TFunction, description: string, language: string): string {
  if (language !== 'ar') return description;
  const summary = SUMMARY.exec(description);
  if (summary) {
    const count = (kind: string) => Number(new RegExp(`(\\d+) ${kind} booking`).exec(summary[1]!)?.[1] ?? 0);
    const [strings, grips] = [count('stringing'), count('grip')];
    if (strings + grips === 0) return description;
    const parts = [
      strings ? t('description.stringingBookings', { ns: 'invoices', count: strings }) : '',
      grips ? t('description.gripBookings', { ns: 'invoices', count: grips }) : '',
    ].filter(Boolean);
    const and = t('description.and', { ns: 'invoices' });
    return t('description.summary', { ns: 'invoices', parts: parts.join(and) });
  }
  const line = LINE.exec(description);
  if (line) {
    const [, service, type, free, name, racket] = line;
    const serviceText =
      service === 'Stringing'
        ? t('description.stringing', { ns: 'invoices' })
        : t('description.grip', { ns: 'invoices' });
    const typeText =
      type === 'Express' ? t('description.express', { ns: 'invoices' }) : t('description.regular', { ns: 'invoices' });
    const freeText = free ? t('description.free', { ns: 'invoices' }) : '';
    const racketText = racket ? t('description.racket', { ns: 'invoices', racket }) : '';
    return t('description.line', {
      ns: 'invoices',
      service: serviceText,
      type: typeText,
      free: freeText,
      name,
      racket: racketText,
    });
  }
  return description;
}
