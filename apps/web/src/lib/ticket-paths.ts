/** The link to a customer's tickets: the customer's id in the URL, so a reload or a shared link keeps it. */
export function customerTicketsPath(customerId: number): string {
  return `/dashboard/ticket-details?customerId=${customerId}`;
}

/** One ticket's detail screen. */
export function ticketPath(ticketId: number): string {
  return `/dashboard/detailed-ticket/${ticketId}`;
}

/** The shop-wide Support Tickets screen (status=open: the open ones, as the badges count them). */
export const SUPPORT_TICKETS_PATH = '/dashboard/support-tickets';
export const OPEN_TICKETS_PATH = `${SUPPORT_TICKETS_PATH}?status=open`;
