import { shopDate } from '@shop/domain/time';
import type { BookingCustomer, BookingDraft } from '../lib/drafts';

export const testCustomer: BookingCustomer = {
  id: 7,
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '+971501234567',
};

/** A draft for the test customer: Babolat RPM Blast, regular, today, unless overridden. */
export function makeDraft(over: Partial<BookingDraft> = {}): BookingDraft {
  return {
    customerId: 7,
    invoiceNo: 'D1',
    racketName: 'Pure Aero',
    bookingDate: shopDate(),
    serviceKind: 'string',
    stringId: 7,
    stringType: 'Regular',
    gripId: null,
    gripType: null,
    freeService: false,
    rp_id: null,
    claim_id: null,
    totalCost: 185,
    ...over,
  };
}
