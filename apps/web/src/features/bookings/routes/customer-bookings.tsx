import { useState } from 'react';
import { Card, Group, ScrollArea, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BookingStatus } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES, type BookingListItem } from '@shop/domain/contracts/bookings';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { aed, formatAed } from '@shop/domain/money';
import { PICKUP_LABELS } from '@shop/domain/pickup';
import { formatShopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal, PaginationBar } from '@/components/ui/pagination-bar';
import { useListPaging, usePagerProps } from '@/components/ui/use-list-paging';
import { ListStates } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-client';
import { useNavbarSearch } from '@/lib/navbar-search';
import { useCompleteBooking } from '../api/complete-booking';
import { useFindBookings } from '../api/find-bookings';
import { BookingStatusBadge } from '../components/booking-status-badge';
import { CompleteInstoreDialog } from '../components/complete-instore-dialog';
import { BookingPaymentBadge, canVoidHeldPayments, VoidHeldPaymentButton } from '../components/held-payment';
import { MarkCompleteButton } from '../components/mark-complete-button';

export const BOOKINGS_PAGE_SIZE = 5;

const STATUS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'canceled', label: 'Canceled' },
];
/** Admins also filter on held payments (the filter is a status or 'held'). */
const HELD_FILTER = { value: 'held', label: HELD_PAYMENT_MESSAGES.filterLabel };
type ListFilter = BookingStatus | '' | 'held';

function where(b: BookingListItem): string {
  if (b.pickup_option === 'in-store') return b.instore_location ?? 'In store';
  return b.delivery_address ?? '';
}

/** Customer Bookings: 5 per page, searchable from the navbar, with Mark as Complete. */
export default function CustomerBookingsPage() {
  const search = useNavbarSearch('Search bookings by customer, racket or booking #');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [filter, setFilter] = useState<ListFilter>('');
  const filters = canVoidHeldPayments() ? [...STATUS_FILTERS, HELD_FILTER] : STATUS_FILTERS;
  const paging = useListPaging(`${filter}|${search}`, BOOKINGS_PAGE_SIZE);
  const bookings = useFindBookings({
    search,
    status: filter === 'held' ? '' : filter,
    payment: filter === 'held' ? 'held' : '',
    page: paging.page,
    cursor: paging.cursor,
    pageSize: BOOKINGS_PAGE_SIZE,
  });
  const pager = usePagerProps(paging, bookings);
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

  const items = bookings.data?.items ?? [];
  const action = (b: BookingListItem) => (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      <VoidHeldPaymentButton booking={b} />
      <MarkCompleteButton
        booking={b}
        loading={complete.isPending && complete.variables === b.booking_id}
        onComplete={(route) => onComplete(b, route)}
      />
    </Group>
  );

  return (
    <>
      <PageHeader
        title="Customer Bookings"
        description="Every stringing and grip booking. Mark a job complete when the racket is ready."
      />
      <Card>
        <Group justify="space-between" mb="md" wrap="wrap">
          {/* On a phone the four filters share the full width in a smaller size, so none is cut off; the
              admins' five (with Payment held) do not fit in one row, so they stand one above the other. */}
          <SegmentedControl
            value={filter}
            onChange={(v) => setFilter(v as ListFilter)}
            data={filters}
            size={phone ? 'xs' : 'sm'}
            fullWidth={phone}
            w={phone ? '100%' : undefined}
            orientation={phone && filters.length > STATUS_FILTERS.length ? 'vertical' : 'horizontal'}
          />
          {bookings.data ? (
            <Text size="sm" c="dimmed">
              {formatListTotal(bookings.data.total, bookings.data.totalIsExact !== false)} booking
              {bookings.data.total === 1 ? '' : 's'}
            </Text>
          ) : null}
        </Group>
        <ListStates
          loading={bookings.isPending}
          loadingLabel="Loading bookings…"
          error={bookings.isError ? BOOKING_MESSAGES.fetchBookingsFailed : null}
          empty={items.length === 0}
          emptyMessage={BOOKING_MESSAGES.noBookingsFound}
          breakpoint="md"
          table={
            <ScrollArea>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Booking</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Service</Table.Th>
                    <Table.Th>Pickup</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((b) => (
                    <Table.Tr key={b.booking_id} data-booking-id={b.booking_id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          #{b.booking_id}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatShopDate(b.booking_date)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {b.customer_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {b.customer_email}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {b.customer_phone}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{b.service_name}</Text>
                        <Text size="xs" c="dimmed">
                          {b.service_type} {b.service_kind === 'string' ? 'String' : 'Grip'} · {b.racket_name || '—'}
                          {b.free_service ? ' · Free' : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{PICKUP_LABELS[b.pickup_option]}</Text>
                        <Text size="xs" c="dimmed" lineClamp={2} maw={220}>
                          {where(b)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm" fw={600}>
                          {formatAed(aed(b.total_cost))}
                        </Text>
                        {b.pickup_fee > 0 ? (
                          <Text size="xs" c="dimmed">
                            + {formatAed(aed(b.pickup_fee))} pickup
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={{ minWidth: 140 }}>
                        <Stack gap={4} align="flex-start">
                          <BookingStatusBadge status={b.status} />
                          <BookingPaymentBadge booking={b} />
                        </Stack>
                      </Table.Td>
                      <Table.Td ta="right">{action(b)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          }
          cards={
            <Stack gap="sm">
              {items.map((b) => (
                <Card key={b.booking_id} withBorder radius="md" padding="md" data-booking-id={b.booking_id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text fw={600}>
                        #{b.booking_id} · {b.customer_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatShopDate(b.booking_date)} · {b.customer_phone}
                      </Text>
                    </div>
                    <BookingStatusBadge status={b.status} />
                  </Group>
                  <Text size="sm" mt="xs">
                    {b.service_name} ({b.service_type} {b.service_kind === 'string' ? 'String' : 'Grip'})
                  </Text>
                  <Text size="xs" c="dimmed">
                    {b.racket_name || '—'} · {PICKUP_LABELS[b.pickup_option]} · {where(b)}
                  </Text>
                  <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
                    <Group gap="xs">
                      <Text fw={700} size="sm">
                        {formatAed(aed(b.total_cost) + aed(b.pickup_fee))}
                      </Text>
                      <BookingPaymentBadge booking={b} />
                    </Group>
                    {action(b)}
                  </Group>
                </Card>
              ))}
            </Stack>
          }
        />
        {pager ? <PaginationBar {...pager} /> : null}
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
