import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { customerRacketsQueryOptions } from '@/api/customer-rackets';
import { customerPurchasesQueryOptions } from '@/api/customer-purchases';
import { racketEligibilityQueryOptions } from '../api/get-racket-eligibility';
import { addLine, isUnfinished, readCheckout, startBooking, updateCheckout } from '@/lib/checkout-store';
import { FINAL_PATHS, FORM_PATHS, flowPath, lineOnItsWay } from '@/lib/flow-paths';
import { lastStrungRacket, lastTimeLine } from '../lib/last-time-line';
import { useDefaultStore } from '../lib/use-default-store';

/**
 * The counter's "Same as last time" on a customer of the search: the racket strung last, with its last spec and
 * string, Regular, today, booked in the account's store straight to the summary (nothing left to decide); its free
 * stringing when it has one now. Shown only when the search has narrowed to a few customers (each reads its rackets)
 * and the customer has a racket strung here. An unfinished checkout opens the form, which offers it first.
 */
export function SameAsLastButton({ customer, enabled }: { customer: NavCustomer; enabled: boolean }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const client = useQueryClient();
  const defaultStore = useDefaultStore();
  const rackets = useQuery({ ...customerRacketsQueryOptions(customer.id), enabled });
  const [busy, setBusy] = useState(false);
  const racket = lastStrungRacket(rackets.data ?? []);
  const line = racket ? lastTimeLine(racket) : null;
  if (!enabled || !racket || !line) return null;

  async function freeOf(rpId: number | null) {
    if (rpId === null) return null;
    try {
      const { purchases } = await client.fetchQuery(customerPurchasesQueryOptions(customer.id));
      const owed = purchases.find((p) => p.rp_id === rpId && !p.expired && p.remaining_services > 0);
      if (!owed || !(await client.fetchQuery(racketEligibilityQueryOptions(customer.id, rpId))).eligible) return null;
      return { rp_id: rpId, claim_id: owed.claim_id };
    } catch {
      return null; // Not known: a paid line; the summary's Cancel and the chooser still offer the free one.
    }
  }

  async function book() {
    setBusy(true);
    const current = readCheckout(customer.id);
    if (current && isUnfinished(current)) {
      startBooking(customer, { counter: true, racketId: racket!.racket_id, racketName: line!.racketName });
      await navigate(flowPath(FORM_PATHS.string, customer.id));
      return;
    }
    const free = await freeOf(racket!.rp_id);
    const booked = free ? { ...line!, ...free, freeService: true } : line!;
    startBooking(customer, { counter: true });
    if (defaultStore) {
      addLine(customer, booked);
      updateCheckout(customer, (draft) => ({ ...draft, pickup: 'in-store', store: defaultStore }));
      await navigate(flowPath(FINAL_PATHS.string, customer.id));
    } else {
      await navigate(lineOnItsWay(customer, null, booked));
    }
  }

  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRepeat size={14} />}
      loading={busy}
      onClick={() => void book()}
      aria-label={t('sameAsLast.aria', { name: customer.name, racket: line.racketName })}
      title={line.racketName}
    >
      {t('sameAsLast.action')}
    </Button>
  );
}
