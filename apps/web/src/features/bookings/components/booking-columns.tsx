import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers';
import { aed, formatAed } from '@shop/domain/money';
import { PICKUP_LABELS } from '@shop/domain/pickup';
import { formatShopDate } from '@shop/domain/time';
import type { DataColumn } from '@/components/ui/data-list';
import { jobPath } from '@/features/jobs/lib/paths';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingPaymentBadge } from './held-payment';
import { CancellationDetails } from './cancellation-details';
import { LinePrice } from './line-price';

function where(b: BookingListItem): string {
  if (b.pickup_option === 'in-store') return b.instore_location ?? 'In store';
  return b.delivery_address ?? '';
}

/** Customer Bookings' columns: the table on wider screens, the cards on phones. */
export function bookingColumns(action: (booking: BookingListItem) => ReactNode): DataColumn<BookingListItem>[] {
  return [
    {
      header: 'Booking',
      card: 'title',
      cell: (b) => (
        <>
          <Text size="sm" fw={600}>
            #{b.booking_id}
          </Text>
          <Text size="xs" c="dimmed">
            {formatShopDate(b.booking_date)}
          </Text>
          <Anchor component={Link} to={jobPath(b.booking_id)} size="xs" aria-label={`Job #${b.booking_id}`}>
            Job
          </Anchor>
        </>
      ),
    },
    {
      header: 'Customer',
      cell: (b) => (
        <>
          <Text size="sm" fw={500}>
            {b.customer_name}
          </Text>
          <Text size="xs" c="dimmed">
            {b.customer_email || CUSTOMER_MESSAGES.noEmail}
          </Text>
          <Text size="xs" c="dimmed">
            {b.customer_phone}
          </Text>
        </>
      ),
    },
    {
      header: 'Service',
      cell: (b) => (
        <>
          <Text size="sm">{b.service_name}</Text>
          <Text size="xs" c="dimmed">
            {b.service_type} {b.service_kind === 'string' ? 'String' : 'Grip'} · {b.racket_name || '—'}
            {b.free_service ? ' · Free' : ''}
          </Text>
        </>
      ),
    },
    {
      header: 'Pickup',
      cell: (b) => (
        <>
          <Text size="sm">{PICKUP_LABELS[b.pickup_option]}</Text>
          <Text size="xs" c="dimmed" lineClamp={2} maw={220}>
            {where(b)}
          </Text>
        </>
      ),
    },
    {
      header: 'Total',
      align: 'right',
      nowrap: true,
      cell: (b) => (
        <>
          <LinePrice listPrice={aed(b.list_price)} discount={aed(b.discount)} price={aed(b.total_cost)} />
          {b.pickup_fee > 0 ? (
            <Text size="xs" c="dimmed">
              + {formatAed(aed(b.pickup_fee))} pickup
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'Status',
      card: 'corner',
      cell: (b) => (
        <Stack gap={4} align="flex-start" miw={120}>
          <BookingStatusBadge status={b.status} />
          <BookingPaymentBadge booking={b} />
          <CancellationDetails booking={b} />
        </Stack>
      ),
    },
    { header: 'Actions', hideHeader: true, align: 'right', card: 'footer', cell: action },
  ];
}
