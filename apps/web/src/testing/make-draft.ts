import type { BookingDraft, BookingStartInput, CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import { syncCustomerResponseSchema, type NavCustomer } from '@shop/domain/contracts/customers';
import { fakeApi } from '@/testing/api';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { emptyCheckout, startBooking, updateCheckout } from '@/lib/checkout-store';

export const testCustomer: NavCustomer = {
  id: 7,
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '+971501234567',
};

/**
 * A line for the test customer: Babolat RPM Blast, regular, tomorrow, unless overridden. Tomorrow: today, read
 * here, is already in the past for a form validating after the shop's midnight (20:00 UTC).
 */
export function makeDraft(over: Partial<BookingDraft> = {}): BookingDraft {
  return {
    invoiceNo: 'D1',
    racketName: 'Pure Aero',
    bookingDate: addDays(shopDate(), 1),
    serviceKind: 'string',
    stringId: 7,
    stringType: 'Regular',
    gripId: null,
    gripType: null,
    freeService: false,
    rp_id: null,
    claim_id: null,
    ...over,
  };
}

/** Stores the test customer's checkout with these changes (through the store, so it is checked). */
export function storeCheckout(over: Partial<CheckoutDraft> = {}, start?: BookingStartInput): void {
  if (start) startBooking(testCustomer, start);
  updateCheckout(testCustomer, (draft) => ({ ...draft, ...over }));
}

/** The test customer's checkout as stored (parsed JSON), or null. */
export function storedCheckout(): CheckoutDraft | null {
  const raw = localStorage.getItem(`checkout.v1.${testCustomer.id}`);
  return raw === null ? null : (JSON.parse(raw) as CheckoutDraft);
}

export { emptyCheckout };

/** The sync call a flow step makes to load a customer it has no checkout for (a direct link). */
export function fakeCustomerSync() {
  return fakeApi.get('/api/admin/sync-customer/:id', syncCustomerResponseSchema, ({ params }) => ({
    message: 'Customer details updated from the online store.',
    customer: { ...testCustomer, id: Number(params.id), first_name: 'Layla', last_name: 'Haddad' },
  }));
}
