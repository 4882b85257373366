import { useState } from 'react';
import { Card, Group, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BookingStatus } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES, type BookingListItem } from '@shop/domain/contracts/bookings';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal } from '@/components/ui/list-pager';
import { DataList } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useListQuery } from '@/lib/list/use-list-query';
import { useCompleteBooking } from '../api/complete-booking';
import { findBookingsQueryOptions } from '../api/find-bookings';
import { bookingColumns } from '../components/booking-columns';
import { CompleteInstoreDialog } from '../components/complete-instore-dialog';
import { MarkCompleteButton } from '../components/mark-complete-button';

export const BOOKINGS_PAGE_SIZE = 5;

const STATUS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'canceled', label: 'Canceled' },
];

/** Customer Bookings: 5 per page, searchable from the navbar, filtered by status, with Mark as Complete. */
export default function CustomerBookingsPage() {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const list = useListQuery({
    pageSize: BOOKINGS_PAGE_SIZE,
    searchPlaceholder: 'Search bookings by customer, racket or booking #',
    filters: { status: '' as BookingStatus | '' },
    query: findBookingsQueryOptions,
  });
  const bookings = list.query;
  const complete = useCompleteBooking();
  const [instore, setInstore] = useState<BookingListItem | null>(null);

  function onComplete(booking: BookingListItem, route: 'status' | 'in-store') {
    if (route === 'in-store') return setInstore(booking);
    complete.mutate(booking.booking_id, {
      onSuccess: (response) =>
        notifications.show({ color: 'green', title: `Booking #${booking.booking_id}`, message: response.message }),
      onError: (failure) =>
        notifications.show({
          color: 'red',
          title: BOOKING_MESSAGES.markCompleteFailed,
          message: errorMessage(failure, BOOKING_MESSAGES.markCompleteFailed),
        }),
    });
  }

  const action = (b: BookingListItem) => (
    <MarkCompleteButton
      booking={b}
      loading={complete.isPending && complete.variables === b.booking_id}
      onComplete={(route) => onComplete(b, route)}
    />
  );

  return (
    <>
      <PageHeader
        title="Customer Bookings"
        description="Every stringing and grip booking. Mark a job complete when the racket is ready."
      />
      <Card>
        <Group justify="space-between" mb="md" wrap="wrap">
          {/* On a phone the four filters share the full width in a smaller size, so none is cut off. */}
          <SegmentedControl
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v as BookingStatus | '')}
            data={STATUS_FILTERS}
            size={phone ? 'xs' : 'sm'}
            fullWidth={phone}
            w={phone ? '100%' : undefined}
          />
          {bookings.data ? (
            <Text size="sm" c="dimmed">
              {formatListTotal(bookings.data.total, bookings.data.totalIsExact)} booking
              {bookings.data.total === 1 ? '' : 's'}
            </Text>
          ) : null}
        </Group>
        <DataList
          columns={bookingColumns(action)}
          rows={list.items}
          rowKey={(b) => b.booking_id}
          rowLabel={(b) => `Booking #${b.booking_id}`}
          rowAttributes={(b) => ({ 'data-booking-id': b.booking_id })}
          loading={bookings.isPending}
          loadingLabel="Loading bookings…"
          error={bookings.isError ? BOOKING_MESSAGES.fetchBookingsFailed : null}
          onRetry={() => void bookings.refetch()}
          emptyMessage={BOOKING_MESSAGES.noBookingsFound}
          pager={list.pager}
          breakpoint="md"
          minWidth={900}
        />
      </Card>
      <CompleteInstoreDialog
        booking={instore}
        onClose={() => setInstore(null)}
        onDone={(message) => {
          setInstore(null);
          notifications.show({ color: 'green', title: 'Booking completed', message });
        }}
      />
    </>
  );
}
