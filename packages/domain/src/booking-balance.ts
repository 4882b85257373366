import type { BookingPaymentStatus, BookingStatus } from './booking-status';
import { addFils, fils, subFils, type Fils } from './money';

/**
 * What is still to pay on a booking (docs/decisions/instore-deposits.md): its price plus the pickup fee it carries,
 * less what was actually paid (the online charge's share and the in-store payments), never below 0. A canceled or
 * free booking owes nothing.
 */
export function balanceDueFils(booking: {
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  priceFils: Fils;
  pickupFeeFils: Fils;
  paidFils: Fils;
}): Fils {
  if (booking.status === 'canceled' || booking.paymentStatus === 'free') return fils(0);
  const owed = subFils(addFils(booking.priceFils, booking.pickupFeeFils), booking.paidFils);
  return owed > 0 ? owed : fils(0);
}
