import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDraft, CheckoutDraft } from '@shop/domain/contracts/checkout-draft';
import { renderRoutes } from '@/testing/render';
import { makeDraft, storeCheckout } from '@/testing/make-draft';
import BookingFinalPage from './booking-final';

const line = (over: Partial<BookingDraft>): BookingDraft =>
  makeDraft({ invoiceNo: `D${Math.random().toString().slice(2, 12)}`, ...over });

function renderFinal(checkout: Partial<CheckoutDraft> = {}) {
  storeCheckout(checkout);
  return renderRoutes(
    [{ path: '/dashboard/booking-final', element: <BookingFinalPage /> }],
    ['/dashboard/booking-final?customer=7'],
  );
}

describe('a free stringing shows its price on the summary', () => {
  it('shows the list price, "Free stringing −75.00 AED" and the amount to pay, in the table and the breakdown', async () => {
    const user = userEvent.setup({ delay: null });
    // Head Lynx Tour 1.25 (id 2, 150 AED) as a free stringing: 75.00 AED to pay.
    renderFinal({
      lines: [line({ freeService: true, rp_id: 3, stringId: 2, stringType: 'Regular', racketName: 'Ezone 98' })],
      store: 'Marina Store',
    });
    expect(await screen.findByTestId('overall-cost')).toHaveTextContent('75.00 AED');
    const prices = await screen.findAllByTestId('free-stringing-price');
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(within(price).getByText('List price 150.00 AED')).toBeInTheDocument();
      expect(within(price).getByText('Free stringing −75.00 AED')).toBeInTheDocument();
      expect(within(price).getByText('To pay 75.00 AED')).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Cost Breakdown' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('150.00 AED')).toBeInTheDocument();
    expect(within(dialog).getByText('Free stringing')).toBeInTheDocument();
    expect(within(dialog).getByText('−75.00 AED')).toBeInTheDocument();
  });
});
