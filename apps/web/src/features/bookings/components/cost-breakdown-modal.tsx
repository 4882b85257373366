import { Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { PickupOption } from '@shop/domain/pickup';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import { pickupLabel } from '../lib/labels';
import { draftItemName, draftPricing, draftServiceLabel, type DraftTotals } from '../lib/price-drafts';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { useTranslation } from 'react-i18next';

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
        <Ltr>{value}</Ltr>
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
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('breakdown.title')} centered>
      <Stack gap="xs">
        {props.drafts.map((d) => {
          const { listPrice, discount, price } = draftPricing(d);
          const label = `${d.racketName || t('racket')}: ${draftItemName(t, d)}`;
          if (discount === 0)
            return <Row key={d.invoiceNo} label={label} hint={draftServiceLabel(t, d)} value={format.money(price)} />;
          return (
            <Stack key={d.invoiceNo} gap={2}>
              <Row
                label={label}
                hint={`${draftServiceLabel(t, d)} · ${t('breakdown.listPrice')}`}
                value={format.money(listPrice)}
              />
              <Row label={t('freeStringing')} value={`−${format.money(discount)}`} />
              <Row label={t('breakdown.toPay')} value={format.money(price)} />
            </Stack>
          );
        })}
        <Divider my="xs" />
        <Row label={t('breakdown.strings')} value={format.money(props.totals.strings)} />
        <Row label={t('breakdown.grips')} value={format.money(props.totals.grips)} />
        <Row
          label={t('breakdown.pickupFee', { option: pickupLabel(t, props.pickup) })}
          value={format.money(props.totals.pickupFee)}
          hint={t('breakdown.once')}
        />
        <Divider my="xs" />
        <Row label={t('breakdown.overall')} value={format.money(props.totals.total)} strong />
      </Stack>
    </Modal>
  );
}
