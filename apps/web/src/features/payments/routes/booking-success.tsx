import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ui/ltr';
import { useFormat } from '@/lib/i18n/format';
import { Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { aed } from '@shop/domain/money';
import { Detail, ResultActions, ResultCard, type BookedJobsSlot } from '../components/result-card';

/** Booking success after Pay in Store: the booking exists and the customer pays at the counter. */
export default function BookingSuccessPage({ bookedJobs: BookedJobs }: { bookedJobs?: BookedJobsSlot } = {}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const [params] = useSearchParams();
  const ids = (params.get('bookingIds') ?? '').split(',').filter((id) => /^[1-9][0-9]{0,9}$/.test(id));
  const total = Number(params.get('totalCost'));
  return (
    <ResultCard icon={<IconBuildingStore size={38} />} color="green" title={t('confirmed.title')}>
      <Text>{t(BOOKING_MESSAGES.payInStoreConfirmed, { ns: 'messages' })}</Text>
      <Text size="sm" c="dimmed">
        {t('payInStore.next')}
      </Text>
      {params.get('name') ? <Detail label={t('detail.customer')} value={params.get('name')} /> : null}
      {ids.length ? (
        <Detail label={t('detail.bookings', { count: ids.length })} value={ids.map((id) => `#${id}`).join(', ')} />
      ) : null}
      {Number.isFinite(total) && params.has('totalCost') ? (
        <Detail label={t('detail.toPay')} value={<Ltr>{format.money(aed(total))}</Ltr>} />
      ) : null}
      {BookedJobs ? <BookedJobs bookingIds={ids.map(Number)} /> : null}
      <ResultActions />
    </ResultCard>
  );
}
