/**
 * The support ticket's life (docs/product/rules.md#ticket-states): open or in_progress -> resolved -> closed.
 * closed is final. A resolved ticket may be reopened (back to open) while it is not closed.
 * Responding moves an open ticket to in_progress; responding is refused once resolved or closed.
 */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Statuses a user may set with PATCH .../status, and from which statuses. */
const TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['resolved'],
  in_progress: ['resolved'],
  resolved: ['closed', 'open'],
  closed: [],
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

export function canChangeTicketStatus(from: TicketStatus, to: TicketStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Every status from which `to` may be reached: the server's conditional update uses it. */
export function ticketStatusesLeadingTo(to: TicketStatus): TicketStatus[] {
  return TICKET_STATUSES.filter((from) => TRANSITIONS[from].includes(to));
}

/** Take Action (respond) is disabled for resolved and closed tickets. */
export function canRespondToTicket(status: TicketStatus): boolean {
  return status === 'open' || status === 'in_progress';
}

/** The status a ticket has after a staff response is sent. */
export function statusAfterResponse(status: TicketStatus): TicketStatus {
  return status === 'open' ? 'in_progress' : status;
}

/** What the detail screen may offer for a ticket in this status. */
export function ticketActions(status: TicketStatus) {
  return {
    markResolved: canChangeTicketStatus(status, 'resolved'),
    close: canChangeTicketStatus(status, 'closed'),
    reopen: canChangeTicketStatus(status, 'open'),
    takeAction: canRespondToTicket(status),
  };
}

/** Why a status change is refused, as a sentence for the person who asked; null when it is allowed. */
export function ticketStatusChangeError(from: TicketStatus, to: TicketStatus): string | null {
  if (canChangeTicketStatus(from, to)) return null;
  if (from === 'closed') return 'This ticket is closed and can no longer be changed.';
  if (from === to) return `This ticket is already ${TICKET_STATUS_LABELS[to].toLowerCase()}.`;
  if (to === 'closed') return 'Only a resolved ticket can be closed. Mark it resolved first.';
  if (to === 'open') return 'Only a resolved ticket can be reopened.';
  return `A ticket cannot move from ${TICKET_STATUS_LABELS[from].toLowerCase()} to ${TICKET_STATUS_LABELS[to].toLowerCase()}.`;
}

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The Updated pill: shown when updated_at is more than 2 seconds after created_at. */
export function ticketWasUpdated(createdAt: string | Date, updatedAt: string | Date): boolean {
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 2000;
}
