import { useEffect } from 'react';
import { useNavCustomer } from '@/features/customers/lib/nav-customer';
import { readStoredCustomer, saveCustomer, type BookingCustomer } from './drafts';

/**
 * The customer of the booking flow: from navigation state (location.state.customer), else the
 * customer kept with the drafts, so a reload or a new tab keeps going. Null when neither exists.
 */
export function useBookingCustomer(): BookingCustomer | null {
  const fromState = useNavCustomer();
  useEffect(() => {
    if (fromState) saveCustomer(fromState);
  }, [fromState?.id, fromState?.name, fromState?.email, fromState?.phone]); // eslint-disable-line react-hooks/exhaustive-deps
  return fromState ?? readStoredCustomer();
}
