import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import type { CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import { useCustomer } from '@/api/customer';
import { dismissCheckoutNotice, emptyCheckout, updateCheckout, useCheckoutDraft } from '@/lib/checkout-store';

export type BookingFlow =
  | { status: 'no-customer' | 'loading' }
  | {
      status: 'ready';
      customer: NavCustomer;
      checkout: CheckoutDraft;
      /** A short notice when a stored draft was dropped, and how to dismiss it. */
      notice: string | null;
      dismissNotice(): void;
    };

function customerIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number.isSafeInteger(id) ? id : null;
}

/**
 * The booking flow's state for the customer named in the address (`?customer=7`): the stored
 * checkout, or an empty one for a customer loaded by id (a direct link, a fresh browser).
 */
export function useBookingFlow(customerIdParam?: string | null): BookingFlow {
  const [params] = useSearchParams();
  const customerId = customerIdOf(customerIdParam === undefined ? params.get('customer') : customerIdParam);
  const { draft, notice } = useCheckoutDraft(customerId);
  const lookup = useCustomer(customerId ?? 0, customerId !== null && !draft);
  const customer = draft?.customer ?? lookup.data ?? null;
  useEffect(() => {
    // Keep the loaded customer with the checkout, so every later step and a reload have it.
    if (!draft && lookup.data) updateCheckout(lookup.data, (current) => current);
  }, [draft, lookup.data]);
  if (customerId === null || lookup.isError) return { status: 'no-customer' };
  if (!customer) return { status: 'loading' };
  return {
    status: 'ready',
    customer,
    checkout: draft ?? emptyCheckout(customer),
    notice,
    dismissNotice: () => dismissCheckoutNotice(customer.id),
  };
}
