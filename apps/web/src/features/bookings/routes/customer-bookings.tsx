import { useState } from 'react';
import { Card, Group, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { Store } from '@shop/domain/pickup';
import { BOOKING_MESSAGES, type BookingListItem } from '@shop/domain/contracts/bookings';
import { HELD_PAYMENT_MESSAGES, type BookingPaymentFilter } from '@shop/domain/contracts/held-payments';
import { PageHeader } from '@/components/ui/page-header';
import { DataList } from '@/components/ui/data-list';
import { useListQuery } from '@/lib/list/use-list-query';
import { useCompleteBooking } from '../api/complete-booking';
import { findBookingsQueryOptions } from '../api/find-bookings';
import { bookingColumns } from '../components/booking-columns';
import { BookingDaysFilter, BookingTotalsLine } from '../components/booking-days-filter';
import { CancelBookingButton } from '../components/cancel-booking-dialog';
import { ChangeBookingButton } from '../components/change-booking-dialog';
import { CompleteInstoreDialog } from '../components/complete-instore-dialog';
import { canVoidHeldPayments, CaptureHeldPaymentButton, VoidHeldPaymentButton } from '../components/held-payment';
import { MarkCompleteButton } from '../components/mark-complete-button';
import { paymentTarget, TakePaymentButton } from '@/components/take-payment-dialog';
import { useTranslation } from 'react-i18next';
import { useBookingOutcome } from '../lib/action-outcome';
import { useFormat } from '@/lib/i18n/format';

export const BOOKINGS_PAGE_SIZE = 5;

const STATUS_FILTER_COUNT = 4;

/** Customer Bookings: 5 per page, searchable from the navbar, filtered by status, with Mark as Complete. */
export default function CustomerBookingsPage() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const list = useListQuery({
    pageSize: BOOKINGS_PAGE_SIZE,
    searchPlaceholder: t('list.search'),
    filters: {
      status: '' as BookingStatus | '',
      payment: '' as BookingPaymentFilter | '',
      from: '',
      to: '',
      store: '' as Store | '',
    },
    query: findBookingsQueryOptions,
  });
  const bookings = list.query;
  const complete = useCompleteBooking();
  const outcome = useBookingOutcome();
  const [instore, setInstore] = useState<BookingListItem | null>(null);

  function onComplete(booking: BookingListItem, route: 'status' | 'in-store') {
    if (route === 'in-store') return setInstore(booking);
    complete.mutate(booking.booking_id, outcome(booking.booking_id, BOOKING_MESSAGES.markCompleteFailed));
  }

  const action = (b: BookingListItem) => (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      <CaptureHeldPaymentButton booking={b} />
      <VoidHeldPaymentButton booking={b} />
      <ChangeBookingButton booking={b} />
      <CancelBookingButton booking={b} />
      <TakePaymentButton target={paymentTarget(b)} />
      <MarkCompleteButton
        booking={b}
        loading={complete.isPending && complete.variables === b.booking_id}
        onComplete={(route) => onComplete(b, route)}
      />
    </Group>
  );

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Card>
        <BookingDaysFilter
          value={{ from: list.filters.from, to: list.filters.to, store: list.filters.store }}
          onChange={(days) => list.setFilters(days)}
          search={list.search}
          status={list.filters.status}
        />
        <Group justify="space-between" mb="md" wrap="wrap">
          <StatusFilter
            status={list.filters.status}
            payment={list.filters.payment}
            onChange={(status, payment) => list.setFilters({ status, payment })}
          />
          {bookings.data ? (
            <Text size="sm" c="dimmed">
              {t('list.total', {
                count: bookings.data.total,
                total: format.listTotal(bookings.data.total, bookings.data.totalIsExact),
              })}
            </Text>
          ) : null}
        </Group>
        <BookingTotalsLine data={bookings.data} />
        <DataList
          columns={bookingColumns(t, action, format)}
          rows={list.items}
          rowKey={(b) => b.booking_id}
          rowLabel={(b) => t('bookingNumber', { id: b.booking_id })}
          rowAttributes={(b) => ({ 'data-booking-id': b.booking_id })}
          loading={bookings.isPending}
          loadingLabel={t('list.loading')}
          error={bookings.isError ? t(BOOKING_MESSAGES.fetchBookingsFailed, { ns: 'messages' }) : null}
          onRetry={() => void bookings.refetch()}
          emptyMessage={t(BOOKING_MESSAGES.noBookingsFound, { ns: 'messages' })}
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
          notifications.show({ color: 'green', title: t('list.completedTitle'), message });
        }}
      />
    </>
  );
}

/**
 * All, In progress, Completed, Canceled (and Payment held for admins, who may void held payments). On a phone the four
 * filters share the full width in a smaller size, so none is cut off; the admins' five do not fit in one row, so they
 * stand one above the other.
 */
function StatusFilter(props: {
  status: BookingStatus | '';
  payment: BookingPaymentFilter | '';
  onChange(status: BookingStatus | '', payment: BookingPaymentFilter | ''): void;
}) {
  const { t } = useTranslation('bookings');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const held = canVoidHeldPayments();
  const filters = [
    { value: '', label: t('list.all') },
    { value: 'pending', label: t('list.inProgress') },
    { value: 'completed', label: t('list.completed') },
    { value: 'canceled', label: t('list.canceled') },
    // Admins also filter on held payments (the filter is a status or 'held').
    ...(held ? [{ value: 'held', label: t(HELD_PAYMENT_MESSAGES.filterLabel, { ns: 'messages' }) }] : []),
  ];
  return (
    <SegmentedControl
      value={props.payment === 'held' ? 'held' : props.status}
      onChange={(v) => (v === 'held' ? props.onChange('', 'held') : props.onChange(v as BookingStatus | '', ''))}
      data={filters}
      orientation={phone && filters.length > STATUS_FILTER_COUNT ? 'vertical' : 'horizontal'}
      size={phone ? 'xs' : 'sm'}
      fullWidth={phone}
      w={phone ? '100%' : undefined}
    />
  );
}
