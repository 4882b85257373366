import { Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { formatAed } from '@shop/domain/money';
import { PICKUP_LABELS, type PickupOption } from '@shop/domain/pickup';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import { FREE_STRINGING_LABEL } from '@shop/domain/pricing';
import { draftItemName, draftPricing, draftServiceLabel, type DraftTotals } from '../lib/price-drafts';

function Row({ label, value, strong, hint }: { label: string; value: string; strong?: boolean; hint?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" fw={strong ? 700 : 400}>
          {label}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Every line, the subtotals and the pickup fee (charged once) that make the overall cost. */
export function CostBreakdownModal(props: {
  opened: boolean;
  onClose(): void;
  drafts: readonly BookingDraft[];
  totals: DraftTotals;
  pickup: PickupOption;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Cost Breakdown" centered>
      <Stack gap="xs">
        {props.drafts.map((d) => {
          const { listPrice, discount, price } = draftPricing(d);
          const label = `${d.racketName || 'Racket'}: ${draftItemName(d)}`;
          if (discount === 0)
            return <Row key={d.invoiceNo} label={label} hint={draftServiceLabel(d)} value={formatAed(price)} />;
          return (
            <Stack key={d.invoiceNo} gap={2}>
              <Row label={label} hint={`${draftServiceLabel(d)} · list price`} value={formatAed(listPrice)} />
              <Row label={FREE_STRINGING_LABEL} value={`−${formatAed(discount)}`} />
              <Row label="To pay" value={formatAed(price)} />
            </Stack>
          );
        })}
        <Divider my="xs" />
        <Row label="Strings" value={formatAed(props.totals.strings)} />
        <Row label="Grips" value={formatAed(props.totals.grips)} />
        <Row
          label={`Pickup fee (${PICKUP_LABELS[props.pickup]})`}
          value={formatAed(props.totals.pickupFee)}
          hint="Charged once per checkout"
        />
        <Divider my="xs" />
        <Row label="Overall Cost" value={formatAed(props.totals.total)} strong />
      </Stack>
    </Modal>
  );
}
