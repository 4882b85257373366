import { Navigate } from 'react-router';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LoadingState } from '@/components/ui/states';
import type { BookingFlow } from '../lib/use-booking-flow';

/** A flow step without its customer: no customer in the address goes to Manage Customers; else it loads. */
export function FlowFallback({ flow }: { flow: BookingFlow }) {
  if (flow.status === 'no-customer') return <Navigate to="/dashboard/manage-customer" replace />;
  return <LoadingState label="Loading customer…" />;
}

/** The short notice that a stored booking draft was dropped (corrupt, old or another customer's). */
export function CheckoutNotice({ notice, onClose }: { notice: string | null; onClose(): void }) {
  if (!notice) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} withCloseButton onClose={onClose} mb="md">
      {notice}
    </Alert>
  );
}
