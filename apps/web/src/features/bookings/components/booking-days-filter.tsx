import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES, type BookingListResponse } from '@shop/domain/contracts/bookings';
import { aed } from '@shop/domain/money';
import { isStore, type Store } from '@shop/domain/pickup';
import { shopDate } from '@shop/domain/shop-days';
import { DateField } from '@/components/ui/date-field';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { useStoreOptions } from '@/lib/i18n/stores';
import { useDownloadBookingsCsv } from '../api/find-bookings';

export interface BookingDays {
  from: string;
  to: string;
  store: Store | '';
}

/** The list's days (the bookings made on them, Dubai) and store, and the CSV of what it shows (both days needed). */
export function BookingDaysFilter(props: {
  value: BookingDays;
  onChange(next: Partial<BookingDays>): void;
  search: string;
  status: BookingStatus | '';
}) {
  const { t } = useTranslation('bookings');
  const storeOptions = useStoreOptions();
  const csv = useDownloadBookingsCsv();
  const { from, to, store } = props.value;
  const download = () =>
    csv.mutate(
      { from, to, store, search: props.search, status: props.status },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t(errorMessage(error, BOOKING_MESSAGES.fetchBookingsFailed), { ns: 'messages' }),
          }),
      },
    );
  return (
    <Group gap="md" align="flex-end" wrap="wrap" mb="md">
      <DateField
        label={t('list.from')}
        value={from}
        max={to || shopDate()}
        onChange={(value) => props.onChange({ from: value })}
      />
      <DateField
        label={t('list.to')}
        value={to}
        min={from || undefined}
        onChange={(value) => props.onChange({ to: value })}
      />
      <Select
        label={t('list.store')}
        value={store}
        onChange={(value) => props.onChange({ store: isStore(value) ? value : '' })}
        data={[{ value: '', label: t('list.allStores') }, ...storeOptions]}
        allowDeselect={false}
        w={200}
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={download}
        loading={csv.isPending}
        disabled={!from || !to}
        title={!from || !to ? t('list.csvNeedsDays') : undefined}
      >
        {t('list.csv')}
      </Button>
    </Group>
  );
}

/** The totals of what the list shows, when it has both days. */
export function BookingTotalsLine({ data }: { data: BookingListResponse | undefined }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  if (!data?.totals) return null;
  const { totals } = data;
  const money = (amount: number) => format.money(aed(amount));
  return (
    <Text size="sm" mb="sm" data-testid="booking-totals">
      {t('list.totals', {
        bookings: format.number(totals.bookings),
        canceled: format.number(totals.canceled),
        amount: money(totals.amount),
        paid: money(totals.paid),
        due: money(totals.balance_due),
      })}
    </Text>
  );
}
