import { Button, Group, List, Modal, Text } from '@mantine/core';

/** The shop's terms for stringing and grip services (docs/product/rules.md#free-stringings). */
export function TermsModal({ opened, onClose, onAgree }: { opened: boolean; onClose(): void; onAgree(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Terms and Conditions" size="lg" centered>
      <List spacing="xs" size="sm">
        <List.Item>
          A racket purchase over 1000 AED gives 10 free stringing services valued at 75 AED each, valid 12 months, for
          that racket only.
        </List.Item>
        <List.Item>
          A racket gets one free stringing per month. A free stringing covers 75 AED of the base price; express service
          adds 25 AED.
        </List.Item>
        <List.Item>
          Pickup and delivery are charged once per booking: pickup 30 AED, delivery 30 AED, both 60 AED; express pickup
          50 AED, express delivery 50 AED, both 100 AED. In-store drop-off is free.
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
