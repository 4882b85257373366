import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { addFils, aed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useFindBookings } from '../api/find-bookings';
import { BookingStatusBadge } from './booking-status-badge';
import { useFormat } from '@/lib/i18n/format';
import { Ltr } from '@/components/ui/ltr';
import { useTranslation } from 'react-i18next';

/** Dashboard home card: the 3 most recent bookings and View All. */
export function RecentBookingsCard() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const bookings = useFindBookings({ page: 1, pageSize: 3 });
  const items = bookings.data?.items ?? [];
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={36} radius="md">
            <IconCalendarEvent size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
            {t('recent.title')}
          </Title>
        </Group>
        <Button component={Link} to="/dashboard/booking-customer" variant="subtle" size="xs" style={{ flexShrink: 0 }}>
          {t('recent.viewAll')}
        </Button>
      </Group>
      {bookings.isPending ? <LoadingState /> : null}
      {bookings.isError ? <ErrorState message={t(BOOKING_MESSAGES.fetchBookingsFailed, { ns: 'messages' })} /> : null}
      {bookings.isSuccess && items.length === 0 ? (
        <EmptyState message={t(BOOKING_MESSAGES.noBookingsFound, { ns: 'messages' })} />
      ) : null}
      <Stack gap="sm">
        {items.map((b) => (
          <Group key={b.booking_id} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {b.customer_name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                #{b.booking_id} · {b.service_name} · {formatShopDate(b.booking_date)}
              </Text>
            </div>
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <BookingStatusBadge status={b.status} />
              <Text size="xs" fw={600}>
                <Ltr>{format.money(addFils(aed(b.total_cost), aed(b.pickup_fee)))}</Ltr>
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
