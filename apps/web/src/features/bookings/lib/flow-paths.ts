/** The booking flow's screens (the spec's paths); every step carries the customer id in the query. */
export const FORM_PATHS = { string: '/dashboard/booking-form', grip: '/dashboard/grip-booking-form' } as const;
export const DETAILS_PATHS = { string: '/dashboard/booking-details', grip: '/dashboard/grip-booking-details' } as const;
export const FINAL_PATHS = { string: '/dashboard/booking-final', grip: '/dashboard/grip-booking-final' } as const;

/** `/dashboard/booking-form?customer=7`: the address of a step for one customer's checkout. */
export function flowPath(path: string, customerId: number): string {
  return `${path}?customer=${customerId}`;
}
