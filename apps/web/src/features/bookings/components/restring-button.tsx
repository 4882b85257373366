import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBallTennis } from '@tabler/icons-react';
import type { BookingStartInput } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { customerPurchasesQueryOptions } from '@/api/customer-purchases';
import { racketEligibilityQueryOptions } from '../api/get-racket-eligibility';
import { startBooking } from '@/lib/checkout-store';
import { FORM_PATHS, flowPath } from '@/lib/flow-paths';
import { useTranslation } from 'react-i18next';

/**
 * Starts the counter's restring of a customer and opens its form: as a free stringing when one of the customer's
 * rackets has one available now (the first such racket), else as a paid restring; Regular, today and, with the
 * account's store, in store (docs/decisions/counter.md).
 */
export function useStartRestring() {
  const navigate = useNavigate();
  const client = useQueryClient();

  async function freeStart(customerId: number): Promise<BookingStartInput> {
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

  return async (customer: NavCustomer) => {
    const start = await freeStart(customer.id);
    startBooking(customer, { ...start, counter: true });
    await navigate(flowPath(FORM_PATHS.string, customer.id));
  };
}

/** The counter's quick action on a customer (a row of the search): the restring form at once. The form's Cancel leads to the stringing chooser. */
export function RestringButton({ customer }: { customer: NavCustomer }) {
  const { t } = useTranslation('bookings');
  const startRestring = useStartRestring();
  const [busy, setBusy] = useState(false);

  async function restring() {
    setBusy(true);
    await startRestring(customer);
    setBusy(false);
  }

  return (
    <Button
      size="xs"
      leftSection={<IconBallTennis size={14} />}
      loading={busy}
      onClick={() => void restring()}
      aria-label={t('restring.aria', { name: customer.name })}
    >
      {t('restring.action')}
    </Button>
  );
}
