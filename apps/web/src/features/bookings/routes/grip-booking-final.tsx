import { BookingSummaryView } from '../components/booking-summary-view';

export default function GripBookingFinalPage() {
  return <BookingSummaryView flow="grip" />;
}
