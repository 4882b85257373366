import { Button, Group, Paper, Select, Stack, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { formatAed } from '@shop/domain/money';
import {
  PICKUP_LABELS,
  STORES,
  pickupOptionsFor,
  type PickupOption,
  type ServiceMode,
  type Store,
} from '@shop/domain/pickup';
import { PICKUP_FEES } from '@shop/domain/business';

/** The Additional Charges tooltip: every fee of the current mode. */
export function AdditionalCharges({ mode }: { mode: ServiceMode }) {
  const label = (
    <Stack gap={2}>
      <Text size="xs" fw={700}>
        Additional Charges ({mode})
      </Text>
      {pickupOptionsFor(mode).map((option) => (
        <Text size="xs" key={option}>
          {PICKUP_LABELS[option]}: {option === 'in-store' ? 'Free' : formatAed(PICKUP_FEES[option])}
        </Text>
      ))}
      <Text size="xs">Charged once per checkout.</Text>
    </Stack>
  );
  return (
    <Tooltip label={label} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" aria-label="Additional Charges" size="sm">
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
  const data = pickupOptionsFor(props.mode).map((option) => ({
    value: option,
    label:
      option === 'in-store'
        ? `${PICKUP_LABELS[option]} (free)`
        : `${PICKUP_LABELS[option]} (+${formatAed(PICKUP_FEES[option])})`,
  }));
  return (
    <Stack gap="md">
      <Select
        label={
          <Group gap={4} component="span" wrap="nowrap">
            Choose Service <AdditionalCharges mode={props.mode} />
          </Group>
        }
        data={data}
        value={props.pickup}
        disabled={props.locked}
        description={
          props.locked ? 'Set by the earlier bookings of this checkout. Change it on the summary page.' : undefined
        }
        allowDeselect={false}
        onChange={(value) => value && props.onPickup(value as PickupOption)}
      />
      {props.pickup === 'in-store' ? (
        <Select
          label="Store"
          placeholder="Choose a store"
          data={[...STORES]}
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
                    ? 'Pickup and delivery address'
                    : props.pickup.includes('delivery')
                      ? 'Delivery address'
                      : 'Pickup address'}
                </Text>
                <Text size="sm">{props.address || 'No address selected yet.'}</Text>
              </div>
            </Group>
            <Button variant="light" onClick={props.onChangeAddress}>
              {props.address ? 'Change Address' : 'Add Address'}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
