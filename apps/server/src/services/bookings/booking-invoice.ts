import { addFils, fils, subFils, type Fils } from '@shop/domain/money';
import { pickupFeeLine, type PickupOption } from '@shop/domain/pickup';
import { bookingDiscount, FREE_STRINGING_LABEL } from '@shop/domain/pricing';
import type { IssueInvoiceInput } from '../invoices/issue-invoice';
import type { BookingRow } from './create-checkout';

/**
 * One invoice line per booking at its list price, followed by a "Free stringing" line taking the
 * discount off when it is a free stringing, plus the pickup fee line when there is one. Prices in
 * fils, VAT included; each line's VAT is derived on its own.
 */
export function bookingInvoiceLines(
  rows: Pick<
    BookingRow,
    'serviceKind' | 'serviceName' | 'serviceType' | 'racketName' | 'freeService' | 'stringId' | 'priceFils'
  >[],
  pickup: { option: PickupOption; feeFils: Fils },
): IssueInvoiceInput['lines'] {
  const lines = rows.flatMap((row) => {
    const discount = bookingDiscount(row);
    const line = {
      description: bookingLineDescription(row),
      quantity: 1,
      unitPriceFils: addFils(row.priceFils, discount),
    };
    if (discount === 0) return [line];
    return [line, { description: FREE_STRINGING_LABEL, quantity: 1, unitPriceFils: subFils(fils(0), discount) }];
  });
  if (pickup.feeFils > 0)
    lines.push({ description: pickupFeeLine(pickup.option), quantity: 1, unitPriceFils: pickup.feeFils });
  return lines;
}

export function bookingLineDescription(
  row: Pick<BookingRow, 'serviceKind' | 'serviceName' | 'serviceType' | 'racketName' | 'freeService'>,
): string {
  const service = row.serviceKind === 'string' ? 'Stringing' : 'Grip';
  const free = row.freeService ? ', free stringing' : '';
  const racket = row.racketName ? ` for ${row.racketName}` : '';
  return `${service} (${row.serviceType}${free}): ${row.serviceName}${racket}`;
}

export function bookingsSummary(rows: Pick<BookingRow, 'serviceKind'>[]): string {
  const strings = rows.filter((r) => r.serviceKind === 'string').length;
  const grips = rows.length - strings;
  // Each count with its own plural: "1 stringing booking and 2 grip bookings" (never "1 stringing and 1 grip bookings").
  const counted = (n: number, kind: string) => `${n} ${kind} booking${n === 1 ? '' : 's'}`;
  const parts = [strings ? counted(strings, 'stringing') : '', grips ? counted(grips, 'grip') : ''].filter(Boolean);
  return `Racket service: ${parts.join(' and ')}`;
}
