import { fils, subFils, type Fils } from '@shop/domain/money';
import { pickupFeeLine, type PickupOption } from '@shop/domain/pickup';
import { bookingLineDescription } from './booking-invoice';
import type { BookingRow } from './create-checkout';

type RefundLine = { kind: 'line' | 'fee'; description: string; totalFils: Fils };

/**
 * What canceling a booking paid online gives back (docs/decisions/instore-deposits.md, the cancel dialog): its line
 * as paid online (its price less a change's difference still due in store), and the pickup or delivery fee, under
 * its own label, when no other booking of the checkout is left (canceling the last one gives the checkout back).
 * The cancellation refunds exactly these lines, and the cancel dialog shows them before the click.
 */
export function cancelRefundLines(
  booking: Pick<
    BookingRow,
    'priceFils' | 'dueInStoreFils' | 'serviceKind' | 'serviceName' | 'serviceType' | 'racketName' | 'freeService'
  >,
  fee: { option: PickupOption; feeFils: Fils; othersLeft: boolean },
): RefundLine[] {
  const lines: RefundLine[] = [
    {
      kind: 'line',
      description: bookingLineDescription(booking),
      totalFils: subFils(booking.priceFils, booking.dueInStoreFils),
    },
  ];
  if (!fee.othersLeft && fee.feeFils > 0)
    lines.push({ kind: 'fee', description: pickupFeeLine(fee.option), totalFils: fee.feeFils });
  return lines.filter((line) => line.totalFils > fils(0));
}
