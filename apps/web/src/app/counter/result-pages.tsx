import BookingSuccessPage from '@/features/payments/routes/booking-success';
import PaymentSuccessPage from '@/features/payments/routes/payment-success';
import { BookedJobs } from '@/features/jobs/components/booked-jobs';

/**
 * The result pages of a checkout (Pay in Store, a free booking, a verified online payment) with, for staff, each new
 * job's Print tag and link: the racket is tagged without leaving the counter's flow (docs/decisions/counter.md).
 */
export function CounterBookingSuccess() {
  return <BookingSuccessPage bookedJobs={BookedJobs} />;
}

export function CounterPaymentSuccess() {
  return <PaymentSuccessPage bookedJobs={BookedJobs} />;
}
