import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import type { ServiceKind } from '@shop/domain/contracts/service-kinds';
import { addLine, updateCheckout } from '@/lib/checkout-store';

/** The booking flow's screens (the spec's paths); every step carries the customer id in the query. */
export const FORM_PATHS = { string: '/dashboard/booking-form', grip: '/dashboard/grip-booking-form' } as const;
export const DETAILS_PATHS = { string: '/dashboard/booking-details', grip: '/dashboard/grip-booking-details' } as const;
export const FINAL_PATHS = { string: '/dashboard/booking-final', grip: '/dashboard/grip-booking-final' } as const;

/** `/dashboard/booking-form?customer=7`: the address of a step for one customer's checkout. */
export function flowPath(path: string, customerId: number): string {
  return `${path}?customer=${customerId}`;
}

/**
 * Sends a line on from its form and answers the screen to open: back to the summary the staff came from (Add More,
 * `returnTo`) with the line added, else to the line's details page with the line on its way there.
 */
export function lineOnItsWay(customer: NavCustomer, returnTo: ServiceKind | null, line: BookingDraft): string {
  if (returnTo) {
    addLine(customer, line);
    return flowPath(FINAL_PATHS[returnTo], customer.id);
  }
  updateCheckout(customer, (draft) => ({ ...draft, pending: line }));
  return flowPath(DETAILS_PATHS[line.serviceKind], customer.id);
}
