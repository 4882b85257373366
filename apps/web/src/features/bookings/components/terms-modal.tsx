import { Button, Group, List, Modal, Text } from '@mantine/core';
import { FREE_STRINGING as FREE, PICKUP_FEES } from '@shop/domain/business';
import { formatAed } from '@shop/domain/money';
import type { PickupOption } from '@shop/domain/pickup';
import { FREE_EXPRESS_SURCHARGE } from '@shop/domain/pricing';

const fee = (option: PickupOption) => formatAed(PICKUP_FEES[option]);

/** The shop's terms for stringing and grip services (docs/product/rules.md#free-stringings). */
export function TermsModal({ opened, onClose, onAgree }: { opened: boolean; onClose(): void; onAgree(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Terms and Conditions" size="lg" centered>
      <List spacing="xs" size="sm">
        <List.Item>
          A racket purchase over {formatAed(FREE.thresholdFils)} gives {FREE.servicesPerRacket} free stringing services
          valued at {formatAed(FREE.valueFils)} each, valid {FREE.validityMonths} months, for that racket only.
        </List.Item>
        <List.Item>
          A racket gets one free stringing per month. A free stringing covers {formatAed(FREE.valueFils)} of the base
          price; express service adds {formatAed(FREE_EXPRESS_SURCHARGE)}.
        </List.Item>
        <List.Item>
          Pickup and delivery are charged once per booking: pickup {fee('pickup')}, delivery {fee('delivery')}, both{' '}
          {fee('pickup/delivery')}; express pickup {fee('express-pickup')}, express delivery {fee('express-delivery')},
          both {fee('express-pickup/delivery')}. In-store drop-off is free.
        </List.Item>
        <List.Item>
          Strings and grips the customer brings are fitted at the customer's risk; the shop is not responsible for their
          quality.
        </List.Item>
        <List.Item>
          Disputes about a completed service must be raised within 48 hours of collection or delivery.
        </List.Item>
        <List.Item>Prices are in UAE dirhams (AED) and include VAT.</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="md">
        By agreeing, the customer accepts these terms for every booking in this checkout.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onAgree}>I Agree</Button>
      </Group>
    </Modal>
  );
}
