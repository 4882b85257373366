import type { TFunction } from 'i18next';
import type { TicketStatus } from '@shop/domain/ticket-status';

/** The ticket statuses (the domain's TICKET_STATUS_LABELS) in the screen's language. */
export function statusLabels(t: TFunction): Record<TicketStatus, string> {
  return {
    open: t('status.open', { ns: 'tickets' }),
    in_progress: t('status.in_progress', { ns: 'tickets' }),
    resolved: t('status.resolved', { ns: 'tickets' }),
    closed: t('status.closed', { ns: 'tickets' }),
  };
}

/** A priority (low, medium, high) as a person reads it; an unknown one as sent. */
export function priorityLabel(t: TFunction, priority: string): string {
  const labels: Record<string, string> = {
    low: t('priority.low', { ns: 'tickets' }),
    medium: t('priority.medium', { ns: 'tickets' }),
    high: t('priority.high', { ns: 'tickets' }),
  };
  return labels[priority] ?? priority;
}

/** An issue type (stringing, grip, …) as a person reads it; an unknown one as sent. */
export function issueTypeLabel(t: TFunction, type: string): string {
  const labels: Record<string, string> = {
    stringing: t('type.stringing', { ns: 'tickets' }),
    grip: t('type.grip', { ns: 'tickets' }),
    booking: t('type.booking', { ns: 'tickets' }),
    payment: t('type.payment', { ns: 'tickets' }),
    order: t('type.order', { ns: 'tickets' }),
    other: t('type.other', { ns: 'tickets' }),
  };
  return labels[type] ?? type;
}
