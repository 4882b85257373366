import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { purchasesResponseSchema, type PurchasesResponse } from '@shop/domain/contracts/purchases';
import { readCheckout } from '@/lib/checkout-store';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import OurServices from './our-services';
import { fakeCustomerLoadedLater, NO_PURCHASES, WITH_RACKET } from '@/testing/purchases';

const customer = { id: 7, name: 'Hessa Al Falasi', email: 'hessa@example.ae', phone: '+971 50 111 2222' };
const empty = NO_PURCHASES;

/** Customer 7's racket with a free stringing to book now (no claim yet). */
const withRacket: PurchasesResponse = {
  ...WITH_RACKET,
  purchases: WITH_RACKET.purchases.map((racket) => ({ ...racket, claim_id: null })),
};

const PURCHASES = '/api/purchases/customer/:customerId';
const SYNC = '/api/admin/sync-customer/:id';
const fakePurchases = (answer: PurchasesResponse) => fakeApi.get(PURCHASES, purchasesResponseSchema, answer);

/** Shows where the screen navigated to, with its state. */
function Landing() {
  const location = useLocation();
  return (
    <pre data-testid="landing">
      {JSON.stringify({ path: location.pathname, search: location.search, state: location.state })}
    </pre>
  );
}

function open(path: string, state?: unknown) {
  return renderRoutes(
    [
      { path: '/dashboard/our-services/:customerId', element: <OurServices /> },
      { path: '/dashboard/our-services', element: <OurServices /> },
      { path: '*', element: <Landing /> },
    ],
    [{ pathname: path, state }],
  );
}
const landing = async () =>
  JSON.parse((await screen.findByTestId('landing')).textContent ?? '{}') as {
    path: string;
    search: string;
    state: Record<string, unknown> | null;
  };

const byName = (name: string) => screen.getByRole('button', { name });

describe('Our Services', { timeout: 20_000 }, () => {
  it('says No free services available. when the customer has no racket entitlement', async () => {
    const purchases = fakePurchases(empty);
    open('/dashboard/our-services/7', { customer });
    expect(await screen.findByText('No free services available.')).toBeInTheDocument();
    expect(purchases.last()?.params.customerId).toBe('7');
  });

  it('shows the fetch failure sentence', async () => {
    fakeApi.failure('get', PURCHASES, 500, '');
    open('/dashboard/our-services/7', { customer });
    expect(await screen.findByText('Failed to fetch services.')).toBeInTheDocument();
  });

  it('goes to manage-customer without a customer id', async () => {
    fakePurchases(empty);
    open('/dashboard/our-services');
    expect((await landing()).path).toBe('/dashboard/manage-customer');
  });

  it("sends Base Grip to the grip form: the customer's checkout holds the customer and the base preset", async () => {
    fakePurchases(empty);
    open('/dashboard/our-services/7', { customer });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Base Grip' }));
    // The address names the customer; nothing travels in navigation state.
    expect(await landing()).toEqual({ path: '/dashboard/grip-booking-form', search: '?customer=7', state: null });
    expect(readCheckout(7)).toMatchObject({
      customer,
      pending: null,
      start: { presetGripType: 'base', returnTo: null, freeRacket: null },
      store: null,
    });
  });

  it('opened by a direct link, the buttons that start a booking wait for the customer, then book for them', async () => {
    fakePurchases(withRacket);
    const { release } = fakeCustomerLoadedLater();
    open('/dashboard/our-services/7', null);
    const free = await screen.findByRole('button', { name: 'Book free stringing for Babolat Pure Aero 98' });
    const waiting = [free, ...['Book Grip', 'Book Base Grip', 'Book Overgrip'].map((name) => byName(name))];
    // Loading: a click cannot be taken (it used to be taken and do nothing); Stringing Services needs no customer.
    for (const button of waiting) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('data-loading', 'true');
    }
    expect(byName('Book Stringing')).toBeEnabled();
    release();
    await waitFor(() => expect(free).toBeEnabled());
    for (const button of waiting) expect(button).not.toHaveAttribute('data-loading');
    await userEvent.click(free);
    expect(await landing()).toMatchObject({ path: '/dashboard/booking-form', search: '?customer=7' });
    expect(readCheckout(7)).toMatchObject({
      customer: { id: 7, name: 'Hessa Al Falasi' },
      start: { racketName: 'Babolat Pure Aero 98', freeRacket: { rpId: 3, claimId: null } },
    });
  });

  it('opened by a direct link, says when the customer cannot be loaded and keeps their booking buttons disabled', async () => {
    fakePurchases(withRacket);
    fakeApi.failure('get', SYNC, 404, 'No customer with this id exists in the store.');
    open('/dashboard/our-services/7', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('No customer with this id exists in the store.');
    const free = await screen.findByRole('button', { name: 'Book free stringing for Babolat Pure Aero 98' });
    for (const button of [free, byName('Book Grip'), byName('Book Base Grip'), byName('Book Overgrip')]) {
      expect(button).toBeDisabled();
      expect(button).not.toHaveAttribute('data-loading');
    }
    expect(byName('Book Stringing')).toBeEnabled();
  });

  it('Back goes to customer details with name, email and phone', async () => {
    fakePurchases(empty);
    open('/dashboard/our-services/7', { customer });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await landing()).toEqual({ path: '/dashboard/customer-details', search: '', state: { customer } });
  });
});
