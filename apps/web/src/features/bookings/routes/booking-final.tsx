import { BookingSummaryView } from '../components/booking-summary-view';

export default function BookingFinalPage() {
  return <BookingSummaryView flow="string" />;
}
