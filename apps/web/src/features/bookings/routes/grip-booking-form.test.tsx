import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { fakeRackets } from '@/testing/fake-rackets';
import type { BookingDraft, BookingStartInput } from '@shop/domain/contracts/checkout-draft';
import { CHECKOUT_DRAFT_MESSAGES } from '@shop/domain/contracts/checkout-draft';
import { makeDraft, storeCheckout, storedCheckout } from '@/testing/make-draft';
import GripBookingFormPage from './grip-booking-form';

/** Opens the grip form for customer 7 with this start (and these lines already in the checkout). */
function renderForm(start: BookingStartInput, lines: BookingDraft[] = []) {
  storeCheckout({ lines }, start);
  return renderRoutes(
    [
      { path: '/dashboard/grip-booking-form', element: <GripBookingFormPage /> },
      { path: '/dashboard/grip-booking-details', element: <p>details page</p> },
      { path: '/dashboard/grip-booking-final', element: <p>final page</p> },
    ],
    ['/dashboard/grip-booking-form?customer=7'],
  );
}

const expressGrip: BookingDraft = makeDraft({
  serviceKind: 'grip',
  stringId: null,
  stringType: null,
  gripId: 106,
  gripType: 'Express',
});

describe('grip booking form', { timeout: 20_000 }, () => {
  // The customer has no rackets on file: the racket is a name, as before issue 14.
  beforeEach(() => void fakeRackets([]));

  it('shows every grip in both types when nothing locks the type', async () => {
    renderForm({ presetGripType: 'none' });
    expect(await screen.findByRole('heading', { name: 'Create Booking' })).toBeInTheDocument();
    // The form shows once the customer's rackets are read (its only racket would be picked).
    expect(await screen.findByRole('radio', { name: 'Wilson Premium Leather Grip Regular' })).toBeInTheDocument();
    expect(screen.queryByText(/Type Locked/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Babolat Syntec Pro Express' })).toBeInTheDocument();
  });

  it('locks to the type of a grip already in the checkout; an express lock hides grips with no express service', async () => {
    // Add Grip from the checkout's final page (a new booking started elsewhere asks first: below).
    renderForm({ presetGripType: 'none', returnTo: 'grip' }, [expressGrip]);
    expect(await screen.findByText('(Type Locked: Express)')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Wilson Premium Leather Grip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Babolat Syntec Pro Regular' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Babolat Syntec Pro Express' })).toBeInTheDocument();
  });

  it('a constraint passed in locks too, and the overgrip preset shows overgrips only', async () => {
    renderForm({ presetGripType: 'overgrip', lockedGripType: 'Regular' });
    expect(await screen.findByText('(Type Locked: Regular)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tourna Grip Original Regular' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Babolat Syntec Pro/ })).not.toBeInTheDocument();
  });

  it('asks for a grip, then a racket name, then goes to grip-booking-details', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderForm({ presetGripType: 'none' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please select a grip and type before proceeding.')).toHaveLength(1); // under its field only (no alert repeating it)
    await user.click(screen.getByRole('radio', { name: 'Yonex Super Grap Express' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please enter a racket name.')).toHaveLength(1); // under its field only (no alert repeating it)
    await user.type(screen.getByLabelText('Racket Name'), 'Wilson Blade 98');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer=7');
    expect(storedCheckout()?.pending).toMatchObject({
      serviceKind: 'grip',
      gripId: 108,
      gripType: 'Express',
      racketName: 'Wilson Blade 98',
    });
  });

  it('refuses a date before today in the shop time zone', async () => {
    const user = userEvent.setup({ delay: null });
    // A grip kept from an earlier day comes back to the form with its date (dd/mm/yyyy).
    storeCheckout({ pending: { ...expressGrip, bookingDate: '2020-01-01', racketName: 'Blade' } }, {});
    renderRoutes(
      [{ path: '/dashboard/grip-booking-form', element: <GripBookingFormPage /> }],
      ['/dashboard/grip-booking-form?customer=7'],
    );
    expect(await screen.findByRole('button', { name: 'Booking Date' })).toHaveTextContent('01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('The booking date cannot be earlier than today.')).toHaveLength(1); // under its field only (no alert repeating it)
  });

  it('came from a final page: adds the grip to the drafts and returns there', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ racketName: 'Pure Drive', returnTo: 'grip' }, [expressGrip]);
    await user.click(await screen.findByRole('radio', { name: 'Bring Own Grip Express' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(storedCheckout()?.lines.map((d) => [d.gripId, d.racketName])).toEqual([
      [106, 'Pure Aero'],
      [111, 'Pure Drive'],
    ]);
  });

  it('after a declined payment, a new overgrip booking offers the unfinished one: continue or discard, never merged', async () => {
    const user = userEvent.setup({ delay: null });
    const declined = {
      lines: [expressGrip, makeDraft({ invoiceNo: 'D2', stringId: 107, stringType: 'Express' as const })],
      pickup: 'express-pickup' as const,
      address: 'Villa 12, Al Barsha 2, 00000, Dubai, UAE',
      cartId: 'TXN1763800000000123',
    };
    storeCheckout(declined, { presetGripType: 'overgrip' });
    const { unmount } = renderForm({ presetGripType: 'overgrip' }, declined.lines);
    expect(await screen.findByText(CHECKOUT_DRAFT_MESSAGES.unfinished)).toBeInTheDocument();
    expect(screen.getByText(/Its payment was not completed/)).toBeInTheDocument();
    expect(screen.queryByText(/Type Locked/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    // Continue: the unfinished checkout's summary, untouched.
    await user.click(screen.getByRole('button', { name: 'Continue the unfinished booking' }));
    expect(await screen.findByText('final page')).toBeInTheDocument();
    expect(storedCheckout()).toMatchObject(declined);
    unmount();

    // Discard: the new booking starts on its own, with no express lock, pickup, address or cart.
    renderForm({ presetGripType: 'overgrip' }, declined.lines);
    await user.click(await screen.findByRole('button', { name: 'Discard it and start a new booking' }));
    expect(await screen.findByRole('radio', { name: 'Tourna Grip Original Regular' })).toBeInTheDocument();
    expect(screen.queryByText(/Type Locked/)).not.toBeInTheDocument();
    expect(storedCheckout()).toMatchObject({ lines: [], pickup: null, address: '', cartId: null, store: null });
    expect(storedCheckout()?.start.presetGripType).toBe('overgrip');
    await user.click(screen.getByRole('radio', { name: 'Tourna Grip Original Regular' }));
    await user.type(screen.getByLabelText('Racket Name'), 'Wilson Blade 98');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(storedCheckout()?.lines).toEqual([]);
    expect(storedCheckout()?.pending).toMatchObject({ gripId: 7, gripType: 'Regular' });
  });
});
