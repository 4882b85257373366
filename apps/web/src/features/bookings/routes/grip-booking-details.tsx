import { BookingDetailsView } from '../components/booking-details-view';

export default function GripBookingDetailsPage() {
  return <BookingDetailsView kind="grip" />;
}
