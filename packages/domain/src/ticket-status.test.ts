import { describe, expect, it } from 'vitest';
import {
  TICKET_STATUSES,
  canChangeTicketStatus,
  canRespondToTicket,
  statusAfterResponse,
  ticketActions,
  ticketStatusChangeError,
  ticketStatusesLeadingTo,
  ticketWasUpdated,
} from './ticket-status';

describe('ticket status machine', () => {
  it('lets open and in-progress tickets be resolved, and only resolved tickets be closed or reopened', () => {
    const allowed = TICKET_STATUSES.flatMap((from) =>
      TICKET_STATUSES.filter((to) => canChangeTicketStatus(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(['in_progress->resolved', 'open->resolved', 'resolved->closed', 'resolved->open']);
  });

  it('keeps closed final, with a sentence for every refused change', () => {
    for (const to of TICKET_STATUSES) {
      expect(canChangeTicketStatus('closed', to)).toBe(false);
      expect(ticketStatusChangeError('closed', to)).toBe('This ticket is closed and can no longer be changed.');
    }
    expect(ticketStatusChangeError('open', 'closed')).toBe(
      'Only a resolved ticket can be closed. Mark it resolved first.',
    );
    expect(ticketStatusChangeError('resolved', 'resolved')).toBe('This ticket is already resolved.');
    expect(ticketStatusChangeError('open', 'in_progress')).toBe('A ticket cannot move from open to in progress.');
    expect(ticketStatusChangeError('in_progress', 'open')).toBe('Only a resolved ticket can be reopened.');
    expect(ticketStatusChangeError('open', 'resolved')).toBeNull();
  });

  it('lists the statuses a change may start from', () => {
    expect(ticketStatusesLeadingTo('resolved')).toEqual(['open', 'in_progress']);
    expect(ticketStatusesLeadingTo('closed')).toEqual(['resolved']);
    expect(ticketStatusesLeadingTo('in_progress')).toEqual([]);
  });

  it('allows responding only before the ticket is resolved, and a response starts the work', () => {
    expect(TICKET_STATUSES.filter(canRespondToTicket)).toEqual(['open', 'in_progress']);
    expect(statusAfterResponse('open')).toBe('in_progress');
    expect(statusAfterResponse('in_progress')).toBe('in_progress');
  });

  it('offers the detail screen actions per status', () => {
    expect(ticketActions('open')).toEqual({ markResolved: true, close: false, reopen: false, takeAction: true });
    expect(ticketActions('resolved')).toEqual({ markResolved: false, close: true, reopen: true, takeAction: false });
    expect(ticketActions('closed')).toEqual({ markResolved: false, close: false, reopen: false, takeAction: false });
  });

  it('shows the Updated pill only past 2 seconds', () => {
    expect(ticketWasUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:02.000Z')).toBe(false);
    expect(ticketWasUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:02.001Z')).toBe(true);
  });
});
