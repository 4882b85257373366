import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStoredCustomer, saveCustomer, type BookingCustomer } from './drafts';

/** Navigation state shared by the customer-scoped booking screens. */
export interface BookingNavState {
  customer?: BookingCustomer;
  [key: string]: unknown;
}

function isCustomer(value: unknown): value is BookingCustomer {
  const c = value as Partial<BookingCustomer> | null;
  return !!c && typeof c.id === 'number' && typeof c.name === 'string';
}

/**
 * The customer of the booking flow: from navigation state (location.state.customer), else the
 * customer kept with the drafts, so a reload or a new tab keeps going. Null when neither exists.
 */
export function useBookingCustomer(): BookingCustomer | null {
  const location = useLocation();
  const state = (location.state ?? {}) as BookingNavState;
  const fromState = isCustomer(state.customer)
    ? { id: state.customer.id, name: state.customer.name, email: state.customer.email ?? '', phone: state.customer.phone ?? '' }
    : null;
  useEffect(() => {
    if (fromState) saveCustomer(fromState);
  }, [fromState?.id, fromState?.name, fromState?.email, fromState?.phone]); // eslint-disable-line react-hooks/exhaustive-deps
  return fromState ?? readStoredCustomer();
}
