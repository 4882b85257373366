import { Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { addFils, aed } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { HomeCard, HomeCardRow } from '@/components/ui/home-card';
import { useFindBookings } from '../api/find-bookings';
import { BookingStatusBadge } from './booking-status-badge';

/** Dashboard home card: the 3 most recent bookings and View All. */
export function RecentBookingsCard() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const bookings = useFindBookings({ page: 1, pageSize: 3 });
  const items = bookings.data?.items ?? [];
  return (
    <HomeCard
      icon={IconCalendarEvent}
      title={t('recent.title')}
      view={{ to: '/dashboard/booking-customer', label: t('recent.viewAll') }}
      loading={bookings.isPending}
      error={bookings.isError ? t(BOOKING_MESSAGES.fetchBookingsFailed, { ns: 'messages' }) : null}
      empty={bookings.isSuccess && items.length === 0 ? t(BOOKING_MESSAGES.noBookingsFound, { ns: 'messages' }) : null}
    >
      <Stack gap="sm">
        {items.map((b) => (
          <HomeCardRow
            key={b.booking_id}
            name={b.customer_name}
            details={[`#${b.booking_id}`, b.service_name, format.date(b.booking_date)]}
          >
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <BookingStatusBadge status={b.status} />
              <Text size="xs" fw={600}>
                <Ltr>{format.money(addFils(aed(b.total_cost), aed(b.pickup_fee)))}</Ltr>
              </Text>
            </Stack>
          </HomeCardRow>
        ))}
      </Stack>
    </HomeCard>
  );
}
