import { useSearchParams } from 'react-router';
import { Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { aed, formatAed } from '@shop/domain/money';
import { Detail, ResultActions, ResultCard } from '../components/result-card';

/** Booking success after Pay in Store: the booking exists and the customer pays at the counter. */
export default function BookingSuccessPage() {
  const [params] = useSearchParams();
  const ids = (params.get('bookingIds') ?? '').split(',').filter(Boolean);
  const total = Number(params.get('totalCost'));
  return (
    <ResultCard icon={<IconBuildingStore size={38} />} color="green" title="Booking confirmed">
      <Text>{BOOKING_MESSAGES.payInStoreConfirmed}</Text>
      <Text size="sm" c="dimmed">
        Take the payment when the customer collects the racket, then record the receipt number under View Bookings with
        Mark as Complete.
      </Text>
      {params.get('name') ? <Detail label="Customer" value={params.get('name')} /> : null}
      {ids.length ? (
        <Detail label={ids.length === 1 ? 'Booking' : 'Bookings'} value={ids.map((id) => `#${id}`).join(', ')} />
      ) : null}
      {Number.isFinite(total) && params.has('totalCost') ? (
        <Detail label="To pay in store" value={formatAed(aed(total))} />
      ) : null}
      <ResultActions />
    </ResultCard>
  );
}
