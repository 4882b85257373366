import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { saveDrafts, type BookingDraft } from '../lib/drafts';
import { makeDraft, testCustomer } from '../testing/make-draft';
import BookingDetailsPage from './booking-details';

const customer = testCustomer;
const draft = (over: Partial<BookingDraft> = {}): BookingDraft =>
  makeDraft({ stringId: 105, stringType: 'Express', totalCost: 195, ...over });

function renderDetails(state: Record<string, unknown>) {
  return renderRoutes(
    [
      { path: '/dashboard/booking-details', element: <BookingDetailsPage /> },
      { path: '/dashboard/booking-final', element: <p>final page</p> },
    ],
    [{ pathname: '/dashboard/booking-details', state }],
  );
}

const chosenService = () => (screen.getAllByDisplayValue(/\(free\)|\(\+/)[0] as HTMLInputElement).value;

describe('booking details', { timeout: 20_000 }, () => {
  it('a stored regular choice is not valid for an express booking: it falls back to in-store and asks for a store', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('pickupService', 'pickup/delivery');
    renderDetails({ customer, draft: draft() });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('In-Store (free)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please select a store location for in-store booking.').length).toBeGreaterThan(0);
    expect(localStorage.getItem('bookings')).toBeNull();
  });

  it('keeps a stored express choice and asks for an address, then adds the draft and goes to the final page', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('pickupService', 'express-delivery');
    const { unmount } = renderDetails({ customer, draft: draft() });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('Express Delivery (+50.00 AED)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please enter an address for the selected service.').length).toBeGreaterThan(0);
    unmount();

    localStorage.setItem('deliveryAddressMap', JSON.stringify({ 7: 'Villa 12, Al Barsha 2, 00000, Dubai, UAE' }));
    renderDetails({ customer, draft: draft() });
    expect(await screen.findByText('Villa 12, Al Barsha 2, 00000, Dubai, UAE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('bookings')!)).toEqual([draft()]);
    expect(localStorage.getItem('pickupService')).toBe('express-delivery');
  });

  it('a regular booking keeps a stored regular choice', async () => {
    localStorage.setItem('pickupService', 'pickup');
    renderDetails({ customer, draft: draft({ stringId: 5, stringType: 'Regular' }) });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('Pickup (+30.00 AED)');
  });

  it('the racket name is required, and fixed for a free stringing', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderDetails({ customer, draft: draft({ racketName: '' }) });
    await screen.findByRole('heading', { name: 'Booking Details' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please enter a racket name.').length).toBeGreaterThan(0);
    unmount();
    renderDetails({ customer, draft: draft({ freeService: true, rp_id: 4, racketName: 'EZONE 98' }) });
    expect(await screen.findByLabelText('Racket Name')).toBeDisabled();
  });

  it('a booking joining a checkout keeps its locked service option and skips the address check', async () => {
    const user = userEvent.setup({ delay: null });
    const earlier = draft({ invoiceNo: 'D-EARLIER', racketName: 'Pure Aero' });
    saveDrafts([earlier]);
    localStorage.setItem('pickupService', 'express-delivery');
    renderDetails({ customer, draft: draft({ racketName: 'Blade 98' }) });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('Express Delivery (+50.00 AED)');
    expect(
      screen.getByText('Set by the earlier bookings of this checkout. Change it on the summary page.'),
    ).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('Express Delivery (+50.00 AED)')[0]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(screen.queryByText('Please enter an address for the selected service.')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('bookings')!)).toHaveLength(2);
    expect(localStorage.getItem('pickupService')).toBe('express-delivery');
  });

  it('is not locked when the new booking changes the mode: the option falls back and the checks apply', async () => {
    const user = userEvent.setup({ delay: null });
    saveDrafts([draft({ invoiceNo: 'D-EARLIER', stringId: 5, stringType: 'Regular', totalCost: 175 })]);
    localStorage.setItem('pickupService', 'pickup');
    renderDetails({ customer, draft: draft({ racketName: 'Blade 98' }) });
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect(chosenService()).toBe('In-Store (free)');
    expect(screen.getAllByDisplayValue('In-Store (free)')[0]).not.toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please select a store location for in-store booking.').length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem('bookings')!)).toHaveLength(1);
  });
});
