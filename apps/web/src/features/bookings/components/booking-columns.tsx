import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { CUSTOMER_MESSAGES } from '@shop/domain/contracts/customers-messages';
import { aed } from '@shop/domain/money';
import { actionsColumn, type DataColumn } from '@/components/ui/data-list';
import { jobPath } from '@/lib/job-paths';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingPaymentBadge } from './held-payment';
import { CancellationDetails } from './cancellation-details';
import { pickupLabel, serviceTypeLabel } from '../lib/labels';
import { LinePrice } from './line-price';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { useTranslation } from 'react-i18next';

function where(t: TFunction<'bookings'>, b: BookingListItem): string {
  if (b.pickup_option === 'in-store')
    return b.instore_location ? t(b.instore_location, { ns: 'messages' }) : t('columns.inStore');
  return b.delivery_address ?? '';
}

/** Customer Bookings' columns: the table on wider screens, the cards on phones. */
export function bookingColumns(
  t: TFunction<'bookings'>,
  action: (booking: BookingListItem) => ReactNode,
  format: Formatter,
): DataColumn<BookingListItem>[] {
  return [
    {
      header: t('columns.booking'),
      card: 'title',
      cell: (b) => (
        <>
          <Text size="sm" fw={600}>
            #{b.booking_id}
          </Text>
          <Text size="xs" c="dimmed">
            {format.date(b.booking_date)}
          </Text>
          <Anchor
            component={Link}
            to={jobPath(b.booking_id)}
            size="xs"
            aria-label={t('columns.jobAria', { id: b.booking_id })}
          >
            {t('columns.job')}
          </Anchor>
        </>
      ),
    },
    {
      header: t('columns.customer'),
      cell: (b) => (
        <>
          <Text size="sm" fw={500}>
            {b.customer_name}
          </Text>
          {/* An address reads left to right in Arabic too (an Arabic local part would show after the domain). */}
          <Text size="xs" c="dimmed" dir={b.customer_email ? 'ltr' : undefined}>
            {b.customer_email || t(CUSTOMER_MESSAGES.noEmail, { ns: 'messages' })}
          </Text>
          <Text size="xs" c="dimmed">
            <span dir="ltr">{b.customer_phone}</span>
          </Text>
        </>
      ),
    },
    {
      header: t('columns.service'),
      cell: (b) => (
        <>
          <Text size="sm">{b.service_name}</Text>
          <Text size="xs" c="dimmed">
            {b.service_kind === 'string'
              ? t('columns.stringOf', { type: serviceTypeLabel(t, b.service_type) })
              : t('columns.gripOf', { type: serviceTypeLabel(t, b.service_type) })}{' '}
            · {b.racket_name || '—'}
            {b.free_service ? ` · ${t('free')}` : ''}
          </Text>
        </>
      ),
    },
    {
      header: t('columns.pickup'),
      cell: (b) => (
        <>
          <Text size="sm">{pickupLabel(t, b.pickup_option)}</Text>
          <Text size="xs" c="dimmed" lineClamp={2} maw={220}>
            {where(t, b)}
          </Text>
        </>
      ),
    },
    {
      header: t('columns.total'),
      align: 'right',
      nowrap: true,
      cell: (b) => <BookingTotal booking={b} />,
    },
    {
      header: t('columns.status'),
      card: 'corner',
      cell: (b) => (
        <Stack gap={4} align="flex-start" miw={120}>
          <BookingStatusBadge status={b.status} />
          <BookingPaymentBadge booking={b} />
          <CancellationDetails booking={b} />
        </Stack>
      ),
    },
    actionsColumn(t('columns.actions'), action),
  ];
}

/** The booking's price (list price and discount), its pickup fee, and what was paid and is still due. */
function BookingTotal({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <>
      <LinePrice listPrice={aed(booking.list_price)} discount={aed(booking.discount)} price={aed(booking.total_cost)} />
      {booking.pickup_fee > 0 ? (
        <Text size="xs" c="dimmed">
          {t('columns.feeOf', {
            fee: format.money(aed(booking.pickup_fee)),
            option: pickupLabel(t, booking.pickup_option),
          })}
        </Text>
      ) : null}
      {booking.status !== 'canceled' && booking.amount_paid > 0 && booking.balance_due > 0 ? (
        <Text size="xs" c="dimmed">
          {t('columns.paid', { amount: format.money(aed(booking.amount_paid)) })}
        </Text>
      ) : null}
      {booking.status !== 'canceled' && booking.balance_due > 0 && booking.payment_status !== 'awaiting-payment' ? (
        <Text size="xs" fw={600} c="red.9">
          {t('columns.balance', { amount: format.money(aed(booking.balance_due)) })}
        </Text>
      ) : null}
    </>
  );
}
