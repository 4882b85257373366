import { useNavigate } from 'react-router';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { findGrip, findString } from '@shop/domain/catalogue';
import { CHECKOUT_DRAFT_MESSAGES, type CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { PICKUP_LABELS } from '@shop/domain/pickup';
import { discardCheckout } from '../lib/checkout-store';
import { FINAL_PATHS, flowPath } from '../lib/flow-paths';

/**
 * A new booking met an unfinished checkout of the same customer (bookings not submitted, or a payment
 * declined): it is never merged by itself. Continue opens the unfinished checkout's summary (Add More
 * or Add Grip adds the new booking to it there); Discard drops it and this booking starts on its own.
 */
export function UnfinishedCheckout({ customer, checkout }: { customer: NavCustomer; checkout: CheckoutDraft }) {
  const navigate = useNavigate();
  const kind = checkout.lines[0]?.serviceKind ?? 'string';
  const count = checkout.lines.length;
  return (
    <Card maw={760} withBorder>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconAlertTriangle size={22} color="var(--mantine-color-yellow-7)" />
          <Title order={2} size="h4">
            Unfinished booking
          </Title>
        </Group>
        <Text size="sm">{CHECKOUT_DRAFT_MESSAGES.unfinished}</Text>
        <List size="sm" spacing={4}>
          {checkout.lines.map((line) => {
            const item = line.serviceKind === 'string' ? findString(line.stringId) : findGrip(line.gripId);
            return (
              <List.Item key={line.invoiceNo}>
                {line.racketName || 'Racket'}: {item?.name ?? 'item'} ({item?.type ?? ''})
              </List.Item>
            );
          })}
        </List>
        <Text size="sm" c="dimmed">
          {count} booking{count === 1 ? '' : 's'}
          {checkout.pickup ? ` · ${PICKUP_LABELS[checkout.pickup]}` : ''}
          {checkout.pickup === 'in-store' && checkout.store ? ` · ${checkout.store}` : ''}
          {checkout.pickup && checkout.pickup !== 'in-store' && checkout.address ? ` · ${checkout.address}` : ''}
          {checkout.cartId ? `. ${CHECKOUT_DRAFT_MESSAGES.unfinishedPayment}` : ''}
        </Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" color="red" onClick={() => discardCheckout(customer)}>
            Discard it and start a new booking
          </Button>
          <Button onClick={() => void navigate(flowPath(FINAL_PATHS[kind], customer.id))}>
            Continue the unfinished booking
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
