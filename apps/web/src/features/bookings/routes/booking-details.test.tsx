import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { profileResponseSchema } from '@shop/domain/contracts/accounts';
import { fakeApi, PROFILE } from '@/testing/api';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import type { BookingDraft, CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import { makeDraft, storeCheckout, storedCheckout } from '@/testing/make-draft';
import BookingDetailsPage from './booking-details';

const draft = (over: Partial<BookingDraft> = {}): BookingDraft =>
  makeDraft({ stringId: 105, stringType: 'Express', ...over });

/** Opens the details page with this line on its way from the form (and whatever else the checkout holds). */
function renderDetails(pending: BookingDraft | null, checkout: Partial<CheckoutDraft> = {}) {
  storeCheckout({ ...checkout, pending });
  return renderRoutes(
    [
      { path: '/dashboard/booking-details', element: <BookingDetailsPage /> },
      { path: '/dashboard/booking-final', element: <p>final page</p> },
      { path: '/dashboard/booking-form', element: <p>form page</p> },
    ],
    ['/dashboard/booking-details?customer=7'],
  );
}

const chosenService = () => (screen.getAllByDisplayValue(/\(free\)|\(\+/)[0] as HTMLInputElement).value;

describe('booking details', { timeout: 20_000 }, () => {
  it('a stored regular choice is not valid for an express booking: it falls back to in-store and asks for a store', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetails(draft(), { pickup: 'pickup/delivery' });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('In-Store (free)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please select a store location for in-store booking.')).toHaveLength(1);
    expect(storedCheckout()?.lines).toEqual([]);
  });

  it('keeps a stored express choice and asks for an address, then adds the draft and goes to the final page', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderDetails(draft(), { pickup: 'express-delivery' });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('Express Delivery (+50.00 AED)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please enter an address for the selected service.')).toHaveLength(1);
    unmount();

    renderDetails(draft(), { pickup: 'express-delivery', address: 'Villa 12, Al Barsha 2, 00000, Dubai, UAE' });
    expect(await screen.findByText('Villa 12, Al Barsha 2, 00000, Dubai, UAE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(storedCheckout()).toMatchObject({ lines: [draft()], pending: null, pickup: 'express-delivery' });
  });

  it("preselects the account's store (Profile) for an in-store booking, so Next goes straight on", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi.get('/api/admin/profile', profileResponseSchema, { ...PROFILE, default_store: 'Marina Store' });
    renderDetails(draft({ stringId: 5, stringType: 'Regular' }));
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(await screen.findByDisplayValue('Marina Store')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(storedCheckout()).toMatchObject({ pickup: 'in-store', store: 'Marina Store' });
  });

  it('a regular booking keeps a stored regular choice', async () => {
    renderDetails(draft({ stringId: 5, stringType: 'Regular' }), { pickup: 'pickup' });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('Pickup (+30.00 AED)');
  });

  it('the racket name is required, and fixed for a free stringing', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderDetails(draft({ racketName: '' }));
    await screen.findByRole('heading', { name: 'Booking Details' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please enter a racket name.')).toHaveLength(1);
    unmount();
    renderDetails(draft({ freeService: true, rp_id: 4, racketName: 'EZONE 98' }));
    expect(await screen.findByLabelText('Racket Name')).toBeDisabled();
  });

  it('a booking joining a checkout keeps its locked service option and skips the address check', async () => {
    const user = userEvent.setup({ delay: null });
    const earlier = draft({ invoiceNo: 'D-EARLIER', racketName: 'Pure Aero' });
    renderDetails(draft({ invoiceNo: 'D2', racketName: 'Blade 98' }), { lines: [earlier], pickup: 'express-delivery' });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('Express Delivery (+50.00 AED)');
    expect(
      screen.getByText('Set by the earlier bookings of this checkout. Change it on the summary page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('Express Delivery (+50.00 AED)')[0]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(screen.queryByText('Please enter an address for the selected service.')).not.toBeInTheDocument();
    expect(storedCheckout()?.lines).toHaveLength(2);
    expect(storedCheckout()?.pickup).toBe('express-delivery');
  });

  it('is not locked when the new booking changes the mode: the option falls back and the checks apply', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetails(draft({ racketName: 'Blade 98' }), {
      lines: [draft({ invoiceNo: 'D-EARLIER', stringId: 5, stringType: 'Regular' })],
      pickup: 'pickup',
    });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('In-Store (free)');
    expect(screen.getAllByDisplayValue('In-Store (free)')[0]).not.toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please select a store location for in-store booking.')).toHaveLength(1);
    expect(storedCheckout()?.lines).toHaveLength(1);
  });

  it('a reload keeps the booking, and Cancel goes back to the form with the line kept', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderDetails(draft({ racketName: 'Blade 98' }), { pickup: 'express-pickup' });
    expect(await screen.findByDisplayValue('Blade 98')).toBeInTheDocument();
    first.unmount();
    const { router } = renderRoutes(
      [
        { path: '/dashboard/booking-details', element: <BookingDetailsPage /> },
        { path: '/dashboard/booking-form', element: <p>form page</p> },
      ],
      ['/dashboard/booking-details?customer=7'],
    );
    expect(await screen.findByDisplayValue('Blade 98')).toBeInTheDocument();
    expect(chosenService()).toBe('Express Pickup (+50.00 AED)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('form page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer=7');
    expect(storedCheckout()?.pending?.racketName).toBe('Blade 98');
  });
});
