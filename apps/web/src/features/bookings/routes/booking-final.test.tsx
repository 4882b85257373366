import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { saveDrafts, type BookingDraft } from '../lib/drafts';
import { makeDraft, testCustomer } from '../testing/make-draft';
import { CART_ID_PATTERN, PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { CART_ID_ATTEMPTS } from '../lib/use-checkout';
import BookingFinalPage from './booking-final';

const customer = testCustomer;
const line = (over: Partial<BookingDraft>): BookingDraft => makeDraft({ invoiceNo: `D${Math.random()}`, ...over });

function renderFinal() {
  return renderRoutes(
    [
      { path: '/dashboard/booking-final', element: <BookingFinalPage /> },
      { path: '/payment-success', element: <p>payment success page</p> },
      { path: '/booking-success', element: <p>booking success page</p> },
    ],
    [{ pathname: '/dashboard/booking-final', state: { customer } }],
  );
}

async function agreeToTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox'));
  await user.click(await screen.findByRole('button', { name: 'I Agree' }));
}

function stubFetch(answer: unknown, status = 201) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** One regular line collected at a store, the terms agreed, then Proceed to Pay (stub fetch first). */
async function proceedToPayWithOneLine() {
  const user = userEvent.setup({ delay: null });
  saveDrafts([line({})]);
  localStorage.setItem('instoreLocation', 'Jumeirah Store');
  renderFinal();
  await agreeToTerms(user);
  await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('booking final', { timeout: 20_000 }, () => {
  it('shows the empty state without drafts', async () => {
    renderFinal();
    expect(await screen.findByText('No bookings created yet.')).toBeInTheDocument();
  });

  it('totals strings and the pickup fee once; Proceed to Pay and Pay in Store when above 0', async () => {
    saveDrafts([line({ stringId: 7 }), line({ stringId: 105, stringType: 'Express', racketName: 'Blade' })]);
    localStorage.setItem('pickupService', 'express-pickup/delivery');
    localStorage.setItem('deliveryAddressMap', JSON.stringify({ 7: 'Villa 12, Al Barsha 2, Dubai, UAE' }));
    renderFinal();
    // 185 (RPM Blast) + 195 (Hyper-G 170 + 25 express) + 100 express pickup and delivery, once
    expect(await screen.findByTestId('overall-cost')).toHaveTextContent('480.00 AED');
    expect(screen.getByText('Express Pickup & Delivery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay in Store' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
  });

  it('deleting the only express line resets the pickup choice to in-store', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([
      line({ racketName: 'Pure Aero' }),
      line({ stringId: 105, stringType: 'Express', racketName: 'Blade' }),
    ]);
    localStorage.setItem('pickupService', 'express-pickup');
    renderFinal();
    expect(await screen.findByText('Express Pickup')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete Blade' })[0]!);
    expect(await screen.findByText('In-Store')).toBeInTheDocument();
    expect(localStorage.getItem('pickupService')).toBe('in-store');
    expect(screen.getByTestId('overall-cost')).toHaveTextContent('185.00 AED');
  });

  it('checks the terms first, then the store of an in-store booking', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([line({})]);
    renderFinal();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to the Terms & Conditions before proceeding.');
    await user.click(screen.getByRole('button', { name: 'Pay in Store' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to the Terms & Conditions before proceeding.');
    await agreeToTerms(user);
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a store location for in-store booking.');
  });

  it('Add More needs a racket name and is hidden when a line is free', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([line({})]);
    const { unmount } = renderFinal();
    await user.click(await screen.findByRole('button', { name: 'Add More' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a racket name before adding more.');
    await user.click(screen.getByRole('button', { name: 'Add Grip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a racket name before adding grip.');
    unmount();
    saveDrafts([line({ freeService: true, rp_id: 3, stringId: 12 })]);
    renderFinal();
    expect(await screen.findByRole('button', { name: 'Add Grip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
  });

  it('a free checkout (total 0) shows Confirm Booking, posts the checkout and lands on payment-success with freeBooking=1', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([line({ freeService: true, rp_id: 3, claim_id: null, stringId: 12, racketName: 'Ezone 98' })]);
    localStorage.setItem('instoreLocation', 'Marina Store');
    const fetchMock = stubFetch({
      message: 'ok',
      data: { bookings: [{ booking_id: 41 }], cart_id: 'TXN1', total_cost: 0 },
    });
    const { router } = renderFinal();
    expect(await screen.findByTestId('overall-cost')).toHaveTextContent('0.00 AED');
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('payment success page')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/create');
    const body = JSON.parse(init.body as string);
    expect(body.pickup_fee).toBe(0);
    expect(body.bookings[0]).toMatchObject({
      bigcommerce_customer_id: 7,
      service_kind: 'string',
      string_id: 12,
      grip_id: null,
      pickup_option: 'in-store',
      delivery_address: null,
      instore_location: 'Marina Store',
      racket_name: 'Ezone 98',
      total_cost: 0,
      freeService: true,
      rp_id: 3,
      customer_name: 'Layla Haddad',
      customer_email: 'layla@example.ae',
    });
    expect(body.bookings[0].cart_id).toMatch(/^TXN\d{13}\d{1,3}$/);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('freeBooking')).toBe('1');
    expect(params.get('bookingIds')).toBe('41');
    expect(params.get('message')).toBe('Booking(s) created successfully!');
    expect(localStorage.getItem('bookings')).toBeNull();
  });

  it('Pay in Store confirms the bookings and goes to booking-success', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([line({})]);
    localStorage.setItem('instoreLocation', 'Jumeirah Store');
    const fetchMock = stubFetch({
      message: 'ok',
      data: { bookings: [{ booking_id: 9 }], cart_id: 'TXN1', total_cost: 185 },
    });
    renderFinal();
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay in Store' }));
    expect(await screen.findByText('booking success page')).toBeInTheDocument();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/store-payment/confirm-instore-payment');
  });

  it('a cart id already taken by another counter is retried under a fresh id; the third refusal is shown', async () => {
    const taken = () => new Response(JSON.stringify({ error: PAYMENT_MESSAGES.cartAlreadyUsed }), { status: 409 });
    const created = () =>
      new Response(
        JSON.stringify({ message: 'ok', data: { bookings: [{ booking_id: 9 }], cart_id: 'TXN1', total_cost: 185 } }),
        { status: 201 },
      );
    const fetchMock = vi.fn().mockResolvedValueOnce(taken()).mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    saveDrafts([line({})]);
    localStorage.setItem('instoreLocation', 'Jumeirah Store');
    renderFinal();
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay in Store' }));
    expect(await screen.findByText('booking success page')).toBeInTheDocument();
    const carts = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).bookings[0].cart_id as string,
    );
    expect(carts).toHaveLength(2);
    for (const cart of carts) expect(cart).toMatch(CART_ID_PATTERN);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => taken()),
    );
    await proceedToPayWithOneLine();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error processing bookings. ${PAYMENT_MESSAGES.cartAlreadyUsed}`,
    );
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(CART_ID_ATTEMPTS);
  });

  it('a failed payment request says so and keeps the drafts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'The total of a booking does not match the current price.' }), {
            status: 400,
          }),
      ),
    );
    await proceedToPayWithOneLine();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error processing bookings. The total of a booking does not match the current price.',
    );
    expect(JSON.parse(localStorage.getItem('bookings')!)).toHaveLength(1);
  });

  it('an answer with an unexpected status says so, even with a payment URL, and keeps the drafts', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(
      {
        message: 'ok',
        data: { payment_url: 'http://shop.test/api/sandbox-payments/TXN1', cart_id: 'TXN1', total_cost: 185 },
      },
      202,
    );
    await proceedToPayWithOneLine();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create booking or process payment.');
    expect(screen.queryByText(/Redirecting/i)).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('bookings')!)).toHaveLength(1);
  });

  it('an answer with neither bookings nor a payment URL says Something went wrong!', async () => {
    stubFetch({ message: 'ok' }, 200);
    await proceedToPayWithOneLine();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
    expect(JSON.parse(localStorage.getItem('bookings')!)).toHaveLength(1);
  });

  it('the edit modal changes the string within its type', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([line({ stringId: 105, stringType: 'Express', racketName: 'Blade' })]);
    renderFinal();
    await user.click((await screen.findAllByRole('button', { name: 'Edit Blade' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Regular/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Express/ })).toBeChecked();
  });
});
