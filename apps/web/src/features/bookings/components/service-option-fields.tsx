import { Button, Group, Paper, Select, Stack, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { pickupOptionsFor, type PickupOption, type ServiceMode, type Store } from '@shop/domain/pickup';
import { PICKUP_FEES } from '@shop/domain/business';
import { pickupLabel, serviceTypeLabel } from '../lib/labels';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '@/lib/i18n/stores';

/** The Additional Charges tooltip: every fee of the current mode. */
export function AdditionalCharges({ mode }: { mode: ServiceMode }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const label = (
    <Stack gap={2}>
      <Text size="xs" fw={700}>
        {t('options.chargesOf', { mode: serviceTypeLabel(t, mode) })}
      </Text>
      {pickupOptionsFor(mode).map((option) => (
        <Text size="xs" key={option}>
          {pickupLabel(t, option)}: {option === 'in-store' ? t('free') : <Ltr>{format.money(PICKUP_FEES[option])}</Ltr>}
        </Text>
      ))}
      <Text size="xs">{t('options.once')}</Text>
    </Stack>
  );
  return (
    <Tooltip label={label} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" aria-label={t('options.charges')} size="sm">
        <IconInfoCircle size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Choose Service (pickup option for the mode), then a store for in-store or an address otherwise. */
export function ServiceOptionFields(props: {
  mode: ServiceMode;
  /** The checkout's earlier bookings fixed the option: shown, not changeable here (Change on the summary). */
  locked?: boolean;
  pickup: PickupOption;
  onPickup(option: PickupOption): void;
  store: Store | null;
  onStore(store: Store | null): void;
  address: string;
  onChangeAddress(): void;
  /** Marked red; the message itself is the form's one alert below. */
  storeInvalid?: boolean;
  addressInvalid?: boolean;
}) {
  const { t } = useTranslation('bookings');
  const storeOptions = useStoreOptions();
  const format = useFormat();
  const data = pickupOptionsFor(props.mode).map((option) => ({
    value: option,
    label:
      option === 'in-store'
        ? t('options.free', { option: pickupLabel(t, option) })
        : t('options.withFee', { option: pickupLabel(t, option), fee: format.money(PICKUP_FEES[option]) }),
  }));
  return (
    <Stack gap="md">
      <Select
        label={
          <Group gap={4} component="span" wrap="nowrap">
            {t('options.choose')} <AdditionalCharges mode={props.mode} />
          </Group>
        }
        data={data}
        value={props.pickup}
        disabled={props.locked}
        description={props.locked ? t('options.locked') : undefined}
        allowDeselect={false}
        onChange={(value) => value && props.onPickup(value as PickupOption)}
      />
      {props.pickup === 'in-store' ? (
        <Select
          label={t('store')}
          placeholder={t('options.chooseStore')}
          data={storeOptions}
          value={props.store}
          onChange={(value) => props.onStore(value as Store | null)}
          error={props.storeInvalid}
        />
      ) : (
        <Paper
          withBorder
          p="md"
          radius="md"
          style={props.addressInvalid ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
        >
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 200 }}>
              <IconMapPin size={20} style={{ flexShrink: 0, marginTop: 2 }} />
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {props.pickup.includes('delivery') && props.pickup.includes('pickup')
                    ? t('options.pickupDeliveryAddress')
                    : props.pickup.includes('delivery')
                      ? t('options.deliveryAddress')
                      : t('options.pickupAddress')}
                </Text>
                <Text size="sm">{props.address || t('noAddress')}</Text>
              </div>
            </Group>
            <Button variant="light" onClick={props.onChangeAddress}>
              {props.address ? t('options.changeAddress') : t('options.addAddress')}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
