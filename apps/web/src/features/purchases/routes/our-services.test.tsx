import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { PurchasesResponse } from '@shop/domain/contracts/purchases';
import { renderRoutes } from '@/testing/render';
import OurServices from './our-services';

afterEach(() => vi.unstubAllGlobals());

const customer = { id: 7, name: 'Hessa Al Falasi', email: 'hessa@example.ae', phone: '+971 50 111 2222' };
const empty: PurchasesResponse = {
  customer_id: 7,
  free_stringing_services: 0,
  used_services: 0,
  purchases: [],
  service_claims: [],
  recorded_purchases: [],
};

function stubFetch(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
}
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** Shows where the screen navigated to, with its state. */
function Landing() {
  const location = useLocation();
  return <pre data-testid="landing">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
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
    state: Record<string, unknown>;
  };

describe('Our Services', { timeout: 20_000 }, () => {
  it('says No free services available. when the customer has no racket entitlement', async () => {
    stubFetch(() => json(empty));
    open('/dashboard/our-services/7', { customer });
    expect(await screen.findByText('No free services available.')).toBeInTheDocument();
  });

  it('shows the fetch failure sentence', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    open('/dashboard/our-services/7', { customer });
    expect(await screen.findByText('Failed to fetch services.')).toBeInTheDocument();
  });

  it('goes to manage-customer without a customer id', async () => {
    stubFetch(() => json(empty));
    open('/dashboard/our-services');
    expect((await landing()).path).toBe('/dashboard/manage-customer');
  });

  it('sends Base Grip to the grip form with the customer, today, no store and the base preset', async () => {
    stubFetch(() => json(empty));
    open('/dashboard/our-services/7', { customer });
    await userEvent.click(await screen.findByRole('button', { name: 'Book Base Grip' }));
    const { path, state } = await landing();
    expect(path).toBe('/dashboard/grip-booking-form');
    expect(state).toMatchObject({
      customer,
      customerId: 7,
      customerName: 'Hessa Al Falasi',
      store: null,
      presetGripType: 'base',
    });
    expect(state.bookingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Back goes to customer details with name, email and phone', async () => {
    stubFetch(() => json(empty));
    open('/dashboard/our-services/7', { customer });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await landing()).toEqual({ path: '/dashboard/customer-details', state: { customer } });
  });
});
