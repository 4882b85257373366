import { Navigate } from 'react-router';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoadingState } from '@/components/ui/states';
import type { BookingFlow } from '../lib/use-booking-flow';
import { useTranslation } from 'react-i18next';

/** A flow step without its customer: no customer in the address goes to Manage Customers; else it loads. */
export function FlowFallback({ flow }: { flow: BookingFlow }) {
  const { t } = useTranslation('bookings');
  if (flow.status === 'no-customer') return <Navigate to="/dashboard/manage-customer" replace />;
  return <LoadingState label={t('loadingCustomer')} />;
}

/** The short notice that a stored booking draft was dropped (corrupt, old or another customer's). */
export function CheckoutNotice({ notice, onClose }: { notice: string | null; onClose(): void }) {
  const { t } = useTranslation('bookings');
  if (!notice) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} withCloseButton onClose={onClose} mb="md">
      {t(notice, { ns: 'messages' })}
    </Alert>
  );
}
