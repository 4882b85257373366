import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { verifyPaymentResponseSchema, type VerifyPaymentResponse } from '@shop/domain/contracts/payments';
import { makeDraft, storeCheckout, storedCheckout } from '@/testing/make-draft';
import { fakeApi } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import PaymentSuccessPage from './payment-success';
import WaitingForPaymentPage from './waiting-for-payment';

const VERIFY = '/api/payments/verify';
const fakeVerify = (answer: VerifyPaymentResponse) => fakeApi.get(VERIFY, verifyPaymentResponseSchema, answer);

const render = (url: string) =>
  renderRoutes(
    [
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/waiting-for-payment', element: <WaitingForPaymentPage /> },
    ],
    [url],
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('payment pages', { timeout: 20_000 }, () => {
  it('verifies by cart_id and confirms when the message says Payment successful; the drafts are cleared', async () => {
    storeCheckout({ lines: [makeDraft()], cartId: 'TXN1763800000000123' });
    const verify = fakeVerify({
      message: 'Payment successful. Your booking is now confirmed.',
      data: {
        cart_id: 'TXN1763800000000123',
        status: 'paid',
        total_cost: 480,
        booking_ids: [10, 11],
        invoice_number: 'INV-2026-000001',
      },
    });
    render('/payment-success?cart_id=TXN1763800000000123');
    expect(await screen.findByText('Your payment was successful. Your booking is now confirmed.')).toBeInTheDocument();
    expect(screen.getByText('480.00 AED')).toBeInTheDocument();
    expect(verify.last()?.query.get('cart_id')).toBe('TXN1763800000000123');
    await waitFor(() => expect(storedCheckout()?.lines).toEqual([]));
    expect(storedCheckout()?.cartId).toBeNull();
  });

  it('without a session the answer says only that it was paid: the page confirms without total, bookings or invoice', async () => {
    fakeVerify({
      message: 'Payment successful. Your booking is now confirmed.',
      data: { cart_id: 'TXN1763800000000123', status: 'paid' },
    });
    render('/payment-success?cart_id=TXN1763800000000123');
    expect(await screen.findByText('Your payment was successful. Your booking is now confirmed.')).toBeInTheDocument();
    expect(screen.getByText('TXN1763800000000123')).toBeInTheDocument();
    expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
    expect(screen.queryByText('Bookings')).not.toBeInTheDocument();
  });

  it('a declined payment is not successful, keeps the drafts and offers to go back to the booking', async () => {
    const lines = [
      makeDraft({ serviceKind: 'grip', stringId: null, stringType: null, gripId: 6, gripType: 'Regular' }),
    ];
    storeCheckout({ lines, cartId: 'TXN1763800000000123' });
    fakeVerify({
      message: 'The payment was declined, so the booking is not confirmed.',
      data: { cart_id: 'TXN1', status: 'declined', total_cost: 480, booking_ids: [], invoice_number: null },
    });
    render('/payment-success?cart_id=TXN1763800000000123');
    expect(await screen.findByText('Payment verification failed or payment not successful.')).toBeInTheDocument();
    expect(storedCheckout()?.lines).toEqual(lines);
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute(
      'href',
      '/dashboard/grip-booking-final?customer=7',
    );
  });

  it('a verification error asks to contact support', async () => {
    fakeApi.failure('get', VERIFY, 500, 'boom');
    render('/payment-success?cart_id=TXN1763800000000123');
    expect(
      await screen.findByText('There was an error verifying your payment. Please contact support.'),
    ).toBeInTheDocument();
  });

  it('a free booking shows its ids, the name and total 0', async () => {
    render(
      '/payment-success?freeBooking=1&bookingIds=41,42&name=Layla%20Haddad&totalCost=0&message=Booking(s)%20created%20successfully!',
    );
    expect(await screen.findByText('Booking(s) created successfully!')).toBeInTheDocument();
    expect(screen.getByText('#41, #42')).toBeInTheDocument();
    expect(screen.getByText('Layla Haddad')).toBeInTheDocument();
    expect(screen.getByText('0.00 AED')).toBeInTheDocument();
  });

  it('without cart_id the missing-information message appears after 5 seconds', async () => {
    vi.useFakeTimers();
    render('/payment-success');
    expect(screen.queryByText('Missing payment information. Please try again.')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Missing payment information. Please try again.')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('Missing payment information. Please try again.')).toBeInTheDocument();
  });

  it('the waiting page moves to payment-success after 5 seconds, keeping cart_id', async () => {
    vi.useFakeTimers();
    // Where it lands asks for the payment's result: not answered here, only the move is checked.
    fakeApi.pending('get', VERIFY);
    const { router } = render('/waiting-for-payment?cart_id=TXN1763800000000123');
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.search).toBe('?cart_id=TXN1763800000000123');
  });
});
