import { renderRoutes } from '@/testing/render';
import { NavbarSearchProvider } from '@/lib/navbar-search';
import CustomerBookingsPage from '../routes/customer-bookings';

/** Customer Bookings with the navbar search it reads, in a memory router. */
export function renderBookingsPage() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <NavbarSearchProvider>
          <CustomerBookingsPage />
        </NavbarSearchProvider>
      ),
    },
  ]);
}
