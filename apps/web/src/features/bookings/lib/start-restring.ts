import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import type { BookingStartInput } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { customerPurchasesQueryOptions } from '@/api/customer-purchases';
import { racketEligibilityQueryOptions } from '../api/get-racket-eligibility';
import { startBooking } from '@/lib/checkout-store';
import { FORM_PATHS, flowPath } from '@/lib/flow-paths';

/** A free stringing of one of the customer's rackets available now (the first such racket), else a paid restring. */
async function freeStart(client: QueryClient, customerId: number): Promise<BookingStartInput> {
  try {
    const { purchases } = await client.fetchQuery(customerPurchasesQueryOptions(customerId));
    for (const racket of purchases.filter((r) => !r.expired && r.remaining_services > 0)) {
      const eligibility = await client.fetchQuery(racketEligibilityQueryOptions(customerId, racket.rp_id));
      if (eligibility.eligible) {
        return { racketName: racket.racket_name, freeRacket: { rpId: racket.rp_id, claimId: racket.claim_id } };
      }
    }
  } catch {
    // The rackets could not be read: a paid restring; the chooser still offers the free ones.
  }
  return {};
}

/**
 * Starts the counter's restring of a customer and opens its form: as a free stringing when one of the customer's
 * rackets has one available now, else as a paid restring; Regular, today and, with the account's store, in store
 * (docs/decisions/counter.md). A module of its own: the booking flow's modules it needs (the checkout's store, its
 * paths and their schemas) load when a Restring is about to be clicked, not with the list that shows the button.
 */
export async function startRestring(
  { navigate, client }: { navigate: NavigateFunction; client: QueryClient },
  customer: NavCustomer,
): Promise<void> {
  const start = await freeStart(client, customer.id);
  startBooking(customer, { ...start, counter: true });
  await navigate(flowPath(FORM_PATHS.string, customer.id));
}
