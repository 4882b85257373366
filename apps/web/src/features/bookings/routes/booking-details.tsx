import { BookingDetailsView } from '../components/booking-details-view';

export default function BookingDetailsPage() {
  return <BookingDetailsView kind="string" />;
}
