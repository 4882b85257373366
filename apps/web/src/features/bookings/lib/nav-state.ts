import { useLocation } from 'react-router';
import type { ServiceType } from '@shop/domain/catalogue';
import type { GripPreset } from '@shop/domain/pickup';
import type { BookingCustomer, BookingDraft } from './drafts';

/**
 * What the booking screens pass each other in navigation state. Our Services sends the grip
 * fields (customerId, customerName, bookingDate, store, presetGripType); the chooser sends the
 * free-stringing fields (freeService, rpId, racketName).
 */
export interface BookingFlowState {
  customer?: BookingCustomer;
  customerId?: number;
  customerName?: string;
  bookingDate?: string;
  store?: string | null;
  presetGripType?: GripPreset;
  lockedGripType?: ServiceType | null;
  freeService?: boolean;
  rpId?: number;
  claimId?: number | null;
  racketName?: string;
  /** Set when a form was opened from a final page: the new draft is added and the user returns there. */
  returnTo?: string;
  /** A booking on its way from a form to its details page. */
  draft?: BookingDraft;
}

export function useFlowState(): BookingFlowState {
  return (useLocation().state ?? {}) as BookingFlowState;
}

export const FINAL_PATHS = { string: '/dashboard/booking-final', grip: '/dashboard/grip-booking-final' } as const;
