import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { GRIPS, STRINGS } from '@shop/domain/catalogue';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { CANCELLATION_MESSAGES, type ChangeBookingRequest } from '@shop/domain/contracts/cancellations';
import { aed } from '@shop/domain/money';
import type { STORES } from '@shop/domain/pickup';
import { entryPrice, freeLinePrice } from '@shop/domain/pricing';
import { shopDate } from '@shop/domain/shop-days';
import { DateField } from '@/components/ui/date-field';
import { useChangeBooking } from '../api/change-booking';
import { FormError } from '@/components/form-actions';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '@/lib/i18n/stores';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { useFailure } from '@/lib/use-failure';

/** The catalogue entries a booking may change to: its kind and its service type (the checkout keeps its mode). */
function choicesFor(booking: BookingListItem, format: Formatter) {
  const entries =
    booking.service_kind === 'string'
      ? STRINGS.filter((s) => s.type === booking.service_type).map((s) => ({
          id: s.string_id,
          name: s.name,
          price: booking.free_service ? freeLinePrice(s) : entryPrice(s),
        }))
      : GRIPS.filter((g) => g.type === booking.service_type).map((g) => ({
          id: g.grip_id,
          name: g.name,
          price: entryPrice(g),
        }));
  return entries.map((e) => ({ value: String(e.id), label: `${e.name} · ${format.money(e.price)}`, name: e.name }));
}

/** "Change booking" before work starts: another string or grip of the same type, another date or store. */
export function ChangeBookingButton({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  if (booking.status !== 'pending' || booking.payment_status === 'awaiting-payment') return null;
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setOpen(true)}>
        {t(CANCELLATION_MESSAGES.changeAction, { ns: 'messages' })}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t(CANCELLATION_MESSAGES.changeAction, { ns: 'messages' })}
        centered
      >
        {open ? <ChangeForm booking={booking} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function ChangeForm({ booking, onClose }: { booking: BookingListItem; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const storeOptions = useStoreOptions();
  const format = useFormat();
  const changing = useChangeBooking();
  const failure = useFailure();
  const choices = choicesFor(booking, format);
  const current = choices.find((c) => c.name === booking.service_name)?.value ?? null;
  const form = useForm({
    initialValues: { item: current, date: booking.booking_date, store: booking.instore_location },
    onValuesChange: failure.clear,
  });

  const submit = form.onSubmit((values) => {
    const body: ChangeBookingRequest = {};
    if (values.item && values.item !== current)
      body[booking.service_kind === 'string' ? 'string_id' : 'grip_id'] = Number(values.item);
    if (values.date !== booking.booking_date) body.booking_date = values.date;
    if (values.store && values.store !== booking.instore_location)
      body.instore_location = values.store as (typeof STORES)[number];
    if (Object.keys(body).length === 0) return failure.set(CANCELLATION_MESSAGES.nothingToChange);
    changing.mutate(
      { bookingId: booking.booking_id, ...body },
      {
        onSuccess: (response) => {
          onClose();
          const diff = response.data.price_difference;
          const money =
            diff > 0
              ? ` ${t('change.moreDue', { amount: format.money(aed(diff)) })}`
              : diff < 0
                ? ` ${t('change.givenBack', { amount: format.money(aed(-diff)) })}`
                : '';
          notifications.show({
            color: 'green',
            title: t('bookingNumber', { id: booking.booking_id }),
            message: `${t(response.message, { ns: 'messages' })}${money}`,
          });
        },
        onError: (error) => failure.fail(error, CANCELLATION_MESSAGES.changeFailed),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('change.intro', { id: booking.booking_id, name: booking.customer_name })}</Text>
        <Select
          label={booking.service_kind === 'string' ? t('string') : t('grip')}
          data={choices}
          searchable
          allowDeselect={false}
          {...form.getInputProps('item')}
        />
        <DateField
          label={t('bookingDate')}
          min={shopDate()}
          clearable={false}
          {...form.getInputProps('date')}
          value={form.values.date}
          onChange={(value) => form.setFieldValue('date', value)}
        />
        {booking.pickup_option === 'in-store' ? (
          <Select label={t('store')} data={storeOptions} allowDeselect={false} {...form.getInputProps('store')} />
        ) : null}
        <FormError message={failure.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={changing.isPending}>
            {t('close')}
          </Button>
          <Button type="submit" loading={changing.isPending}>
            {t('change.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
