import { renderWithProviders } from '@/testing/render';
import CustomerBookingsPage from '../routes/customer-bookings';

/** Customer Bookings on its own, in a memory router. */
export function renderBookingsPage() {
  return renderWithProviders(<CustomerBookingsPage />);
}
