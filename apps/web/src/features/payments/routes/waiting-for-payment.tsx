import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Loader, Text } from '@mantine/core';
import { PAYMENT_PAGE_DELAYS_MS } from '@shop/domain/contracts/payments';
import { ResultCard } from '../components/result-card';

/** Waiting for payment: the provider is still confirming; after 5 seconds go to payment-success (keeping cart_id). */
export default function WaitingForPaymentPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(`/payment-success${params.size ? `?${params.toString()}` : ''}`, { replace: true }),
      PAYMENT_PAGE_DELAYS_MS.waitingPage,
    );
    return () => clearTimeout(timer);
  }, [navigate, params]);
  return (
    <ResultCard icon={<Loader size={32} />} color="blue" title={t('waiting.title')}>
      <Text>{t('waiting.body')}</Text>
      <Text size="sm" c="dimmed">
        {t('waiting.next')}
      </Text>
    </ResultCard>
  );
}
