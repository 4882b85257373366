import { useNavigate } from 'react-router';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { findGrip, findString } from '@shop/domain/catalogue';
import { CHECKOUT_DRAFT_MESSAGES, type CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { pickupLabel, serviceTypeLabel } from '../lib/labels';
import { discardCheckout } from '@/lib/checkout-store';
import { FINAL_PATHS, flowPath } from '@/lib/flow-paths';
import { useTranslation } from 'react-i18next';

/**
 * A new booking met an unfinished checkout of the same customer (bookings not submitted, or a payment
 * declined): it is never merged by itself. Continue opens the unfinished checkout's summary (Add More
 * or Add Grip adds the new booking to it there); Discard drops it and this booking starts on its own.
 */
export function UnfinishedCheckout({ customer, checkout }: { customer: NavCustomer; checkout: CheckoutDraft }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const kind = checkout.lines[0]?.serviceKind ?? 'string';
  const count = checkout.lines.length;
  return (
    <Card maw={760} withBorder>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconAlertTriangle size={22} color="var(--mantine-color-yellow-7)" />
          <Title order={2} size="h4">
            {t('unfinished.title')}
          </Title>
        </Group>
        <Text size="sm">{t(CHECKOUT_DRAFT_MESSAGES.unfinished, { ns: 'messages' })}</Text>
        <List size="sm" spacing={4}>
          {checkout.lines.map((line) => {
            const item = line.serviceKind === 'string' ? findString(line.stringId) : findGrip(line.gripId);
            return (
              <List.Item key={line.invoiceNo}>
                {line.racketName || t('racket')}: {item?.name ?? t('unfinished.item')} (
                {item ? serviceTypeLabel(t, item.type) : ''})
              </List.Item>
            );
          })}
        </List>
        <Text size="sm" c="dimmed">
          {t('bookingCount', { count })}
          {checkout.pickup ? ` · ${pickupLabel(t, checkout.pickup)}` : ''}
          {checkout.pickup === 'in-store' && checkout.store ? ` · ${t(checkout.store, { ns: 'messages' })}` : ''}
          {checkout.pickup && checkout.pickup !== 'in-store' && checkout.address ? ` · ${checkout.address}` : ''}
          {checkout.cartId ? `. ${t(CHECKOUT_DRAFT_MESSAGES.unfinishedPayment, { ns: 'messages' })}` : ''}
        </Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" color="red" onClick={() => discardCheckout(customer)}>
            {t('unfinished.discard')}
          </Button>
          <Button onClick={() => void navigate(flowPath(FINAL_PATHS[kind], customer.id))}>
            {t('unfinished.continue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
