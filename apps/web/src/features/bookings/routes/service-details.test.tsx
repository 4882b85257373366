import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { purchasesResponseSchema } from '@shop/domain/contracts/purchases';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { storeCheckout } from '@/testing/make-draft';
import ServiceDetailsPage from './service-details';
import { NO_PURCHASES } from '@/testing/purchases';

function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{location.pathname + location.search}</pre>;
}

describe('the stringing chooser', { timeout: 20_000 }, () => {
  it('offers a paid stringing and a grip service, each opening its booking form for the customer', async () => {
    storeCheckout();
    fakeApi.get('/api/purchases/customer/:customerId', purchasesResponseSchema, NO_PURCHASES);
    renderRoutes(
      [
        { path: '/dashboard/customer/service-details/:customerId', element: <ServiceDetailsPage /> },
        { path: '*', element: <Landing /> },
      ],
      ['/dashboard/customer/service-details/7'],
    );
    expect(await screen.findByRole('heading', { name: 'Paid stringing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grip service' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book Grip Service' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/dashboard/grip-booking-form?customer=7');
  });
});
