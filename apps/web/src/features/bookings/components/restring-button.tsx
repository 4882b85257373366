import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBallTennis } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavCustomer } from '@shop/domain/contracts/customers';

/** The restring's start (lib/start-restring.ts), fetched once: when a Restring is pointed at, focused or pressed. */
const importStart = () => import('../lib/start-restring');
let starting: ReturnType<typeof importStart> | null = null;
const loadStart = () => (starting ??= importStart());

/**
 * Starts the counter's restring of a customer and opens its form (lib/start-restring.ts, loaded on first use): as a
 * free stringing when one of the customer's rackets has one available now, else as a paid restring.
 */
export function useStartRestring() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (customer: NavCustomer) => (await loadStart()).startRestring({ navigate, client }, customer);
}

/**
 * The counter's quick action on a customer (a row of the search): the restring form at once. The form's Cancel leads
 * to the stringing chooser. The button itself is light: a list of customers shows one on every row.
 */
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
      onPointerEnter={() => void loadStart()}
      onFocus={() => void loadStart()}
      onPointerDown={() => void loadStart()}
      onClick={() => void restring()}
      aria-label={t('restring.aria', { name: customer.name })}
    >
      {t('restring.action')}
    </Button>
  );
}
