import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ui/ltr';
import { useFormat } from '@/lib/i18n/format';
import { Link, useSearchParams } from 'react-router';
import { Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { PAYMENT_MESSAGES, PAYMENT_PAGE_DELAYS_MS, isPaymentSuccessful } from '@shop/domain/contracts/payments';
import { aed } from '@shop/domain/money';
import { findCheckoutByCart, finishCheckout } from '@/lib/checkout-store';
import { FINAL_PATHS, flowPath } from '@/lib/flow-paths';
import { useVerifyPayment } from '../api/verify-payment';
import { Detail, ResultActions, ResultCard, type BookedJobsSlot } from '../components/result-card';

/** Payment success: verifies a paid checkout by cart_id, or confirms a free booking (freeBooking=1). */
export default function PaymentSuccessPage({ bookedJobs }: { bookedJobs?: BookedJobsSlot } = {}) {
  const [params] = useSearchParams();
  const cartId = params.get('cart_id');
  if (params.get('freeBooking') === '1') return <FreeBooking params={params} bookedJobs={bookedJobs} />;
  if (cartId) return <VerifiedPayment cartId={cartId} bookedJobs={bookedJobs} />;
  return <MissingInformation />;
}

function FreeBooking({ params, bookedJobs: BookedJobs }: { params: URLSearchParams; bookedJobs?: BookedJobsSlot }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const ids = (params.get('bookingIds') ?? '').split(',').filter((id) => /^[1-9][0-9]{0,9}$/.test(id));
  return (
    <ResultCard icon={<IconCircleCheck size={40} />} color="green" title={t('confirmed.title')}>
      <Text>{t(params.get('message') ?? 'Booking(s) created successfully!', { ns: 'messages' })}</Text>
      {params.get('name') ? <Detail label={t('detail.customer')} value={params.get('name')} /> : null}
      {ids.length ? (
        <Detail label={t('detail.bookings', { count: ids.length })} value={ids.map((id) => `#${id}`).join(', ')} />
      ) : null}
      <Detail
        label={t('detail.totalCost')}
        value={<Ltr>{format.money(aed(Number(params.get('totalCost') ?? 0) || 0))}</Ltr>}
      />
      {BookedJobs ? <BookedJobs bookingIds={ids.map(Number)} /> : null}
      <ResultActions />
    </ResultCard>
  );
}

function VerifiedPayment({ cartId, bookedJobs: BookedJobs }: { cartId: string; bookedJobs?: BookedJobsSlot }) {
  const { t } = useTranslation('payments');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const format = useFormat();
  const verify = useVerifyPayment(cartId);
  const paid = verify.isSuccess && isPaymentSuccessful(verify.data.message);
  useEffect(() => {
    // The checkout is done: the drafts it came from are no longer needed.
    const checkout = paid ? findCheckoutByCart(cartId) : null;
    if (checkout) finishCheckout(checkout.customer);
  }, [paid, cartId]);
  if (verify.isPending) {
    return (
      <ResultCard icon={<Loader size={32} />} color="blue" title={t('verifying.title')}>
        <Text c="dimmed">{t('verifying.body')}</Text>
      </ResultCard>
    );
  }
  if (verify.isError) {
    return (
      <ResultCard icon={<IconAlertTriangle size={40} />} color="orange" title={t('error.title')}>
        <Text role="alert">{tm(PAYMENT_MESSAGES.verifyError)}</Text>
        <Detail label={t('detail.reference')} value={cartId} />
        <ResultActions />
      </ResultCard>
    );
  }
  if (!paid) {
    return (
      <ResultCard icon={<IconCircleX size={40} />} color="red" title={t('failed.title')}>
        <Text role="alert">{tm(PAYMENT_MESSAGES.verifyFailed)}</Text>
        <Text size="sm" c="dimmed">
          {tm(verify.data.message)}
        </Text>
        <Detail label={t('detail.reference')} value={cartId} />
        <RetryButton cartId={cartId} />
        <ResultActions />
      </ResultCard>
    );
  }
  return (
    <ResultCard icon={<IconCircleCheck size={40} />} color="green" title={t('success.title')}>
      <Text>{tm(PAYMENT_MESSAGES.verifiedSuccess)}</Text>
      <Detail label={t('detail.reference')} value={cartId} />
      {/* The total, bookings and invoice come only with a staff session (a customer's own browser sees the reference). */}
      {verify.data.data.total_cost !== undefined ? (
        <Detail label={t('detail.amountPaid')} value={<Ltr>{format.money(aed(verify.data.data.total_cost))}</Ltr>} />
      ) : null}
      {verify.data.data.booking_ids?.length ? (
        <Detail
          label={t('detail.bookings', { count: verify.data.data.booking_ids.length })}
          value={verify.data.data.booking_ids.map((id) => `#${id}`).join(', ')}
        />
      ) : null}
      {verify.data.data.invoice_number ? (
        <Detail label={t('detail.invoice')} value={verify.data.data.invoice_number} />
      ) : null}
      {BookedJobs && verify.data.data.booking_ids ? <BookedJobs bookingIds={verify.data.data.booking_ids} /> : null}
      <ResultActions />
    </ResultCard>
  );
}

/** The drafts survive a failed payment: offer to go back to the summary and try again. */
function RetryButton({ cartId }: { cartId: string }) {
  const { t } = useTranslation('payments');
  const checkout = findCheckoutByCart(cartId);
  if (!checkout || checkout.lines.length === 0) return null;
  const kind = checkout.lines.some((d) => d.serviceKind === 'string') ? 'string' : 'grip';
  const to = flowPath(FINAL_PATHS[kind], checkout.customer.id);
  return (
    <Button component={Link} to={to} variant="light" mt="xs">
      {t('retry')}
    </Button>
  );
}

function MissingInformation() {
  const { t } = useTranslation('payments');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMissing(true), PAYMENT_PAGE_DELAYS_MS.missingInformation);
    return () => clearTimeout(timer);
  }, []);
  if (!missing) {
    return (
      <ResultCard icon={<Loader size={32} />} color="blue" title={t('checking.title')}>
        <Text c="dimmed">{t('checking.body')}</Text>
      </ResultCard>
    );
  }
  return (
    <ResultCard icon={<IconAlertTriangle size={40} />} color="orange" title={t('missing.title')}>
      <Text role="alert">{t(PAYMENT_MESSAGES.missingInformation, { ns: 'messages' })}</Text>
      <ResultActions />
    </ResultCard>
  );
}
