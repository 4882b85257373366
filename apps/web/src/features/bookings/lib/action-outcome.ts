import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

/**
 * What an action on a booking says when it ends, as mutation callbacks: the booking's number and
 * the server's sentence in green, or `failed` (a message key) in red with the server's reason.
 */
export function useBookingOutcome() {
  const { t } = useTranslation('bookings');
  return (bookingId: number, failed: string) => ({
    onSuccess: (response: { message: string }) =>
      notifications.show({
        color: 'green',
        title: t('bookingNumber', { id: bookingId }),
        message: t(response.message, { ns: 'messages' }),
      }),
    onError: (failure: unknown) =>
      notifications.show({
        color: 'red',
        title: t(failed, { ns: 'messages' }),
        message: t(errorMessage(failure, failed), { ns: 'messages' }),
      }),
  });
}
