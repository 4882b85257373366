/** The link to a customer's tickets: the customer's id in the URL, so a reload or a shared link keeps it. */
export function customerTicketsPath(customerId: number): string {
  return `/dashboard/ticket-details?customerId=${customerId}`;
}
