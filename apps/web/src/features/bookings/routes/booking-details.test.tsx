import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import type { BookingDraft } from '../lib/drafts';
import { makeDraft, testCustomer } from '../testing/make-draft';
import BookingDetailsPage from './booking-details';

const customer = testCustomer;
const draft = (over: Partial<BookingDraft> = {}): BookingDraft => makeDraft({ stringId: 105, stringType: 'Express', totalCost: 195, ...over });

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
});
