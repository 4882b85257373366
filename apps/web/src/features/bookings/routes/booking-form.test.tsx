import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import type { BookingDraft } from '../lib/drafts';
import { testCustomer } from '../testing/make-draft';
import BookingFormPage from './booking-form';

const customer = testCustomer;

function renderForm(state: Record<string, unknown>) {
  return renderRoutes(
    [
      { path: '/dashboard/booking-form', element: <BookingFormPage /> },
      { path: '/dashboard/booking-details', element: <p>details page</p> },
      { path: '/dashboard/manage-customer', element: <p>manage customers</p> },
    ],
    [{ pathname: '/dashboard/booking-form', state }],
  );
}

async function chooseString(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = screen.getByPlaceholderText('Choose a string');
  await user.click(input);
  await user.type(input, name);
  // The dropdown animates in; under jsdom it stays display:none, so the option is found hidden.
  await user.click(await screen.findByRole('option', { name: new RegExp(name), hidden: true }));
}

describe('string booking form', { timeout: 20_000 }, () => {
  it('goes back to Manage Customers without a customer', async () => {
    renderForm({});
    expect(await screen.findByText('manage customers')).toBeInTheDocument();
  });

  it('asks for a string and type, then a racket name, in the documented words', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderForm({ customer });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a string and type before proceeding.');
    await chooseString(user, 'Luxilon ALU Power');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a string and type before proceeding.');
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    expect(screen.getByText('220.00 AED')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a racket name.');
    await user.type(screen.getByLabelText('Racket Name'), 'Head Speed MP');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    const { draft } = router.state.location.state as { draft: BookingDraft };
    expect(draft).toMatchObject({
      serviceKind: 'string',
      stringId: 109,
      stringType: 'Express',
      racketName: 'Head Speed MP',
      totalCost: 220,
      freeService: false,
    });
  });

  it('a free stringing fixes the racket and prices base minus 75 (plus 25 express)', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderForm({ customer, freeService: true, rpId: 31, racketName: 'Yonex EZONE 98 (8th Gen)' });
    expect(await screen.findByText('Free stringing')).toBeInTheDocument();
    expect(screen.getByLabelText('Racket Name')).toBeDisabled();
    expect(screen.getByLabelText('Racket Name')).toHaveValue('Yonex EZONE 98 (8th Gen)');
    await chooseString(user, 'Bring Own String');
    await user.click(screen.getByRole('radio', { name: /Regular/ }));
    expect(screen.getAllByText('0.00 AED').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    const { draft } = router.state.location.state as { draft: BookingDraft };
    expect(draft).toMatchObject({
      stringId: 12,
      freeService: true,
      rp_id: 31,
      totalCost: 0,
      racketName: 'Yonex EZONE 98 (8th Gen)',
    });
  });

  it('refuses a date in the past', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ customer });
    const date = await screen.findByLabelText('Booking Date');
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a booking date.');
    await user.type(date, '2021-03-04');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The booking date cannot be earlier than today.');
  });
});
