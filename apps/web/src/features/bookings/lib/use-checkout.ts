import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { cartId, PAYMENT_MESSAGES, PAYMENT_PAGE_DELAYS_MS } from '@shop/domain/contracts/payments';
import { toAed, type Fils } from '@shop/domain/money';
import type { PickupOption, Store } from '@shop/domain/pickup';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmInstorePayment } from '../api/confirm-instore-payment';
import { useCreatePayment } from '../api/create-payment';
import { buildSubmission } from './build-submission';
import type { BookingDraft } from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer as BookingCustomer } from '@shop/domain/contracts/customers';
import { finishCheckout, updateCheckout } from '@/lib/checkout-store';
import { useTranslation } from 'react-i18next';
import { useFailure } from '@/lib/use-failure';

export interface CheckoutInput {
  customer: BookingCustomer;
  drafts: readonly BookingDraft[];
  pickup: PickupOption;
  store: Store | null;
  address: string;
  pickupFee: Fils;
}

/** The HTTP statuses of a created checkout (docs/product/screens.md#booking-final-the-messages). */
const CREATED_STATUSES = [200, 201];

/** How many fresh cart ids a checkout tries when the server says its id was already taken. */
export const CART_ID_ATTEMPTS = 3;

const isCartIdTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === PAYMENT_MESSAGES.cartAlreadyUsed;

type CheckoutRequest = { bookings: ReturnType<typeof buildSubmission>; pickup_fee: number };

/**
 * Sends a checkout under a new cart id (TXN + milliseconds + 0..999). Two counters opening carts
 * in the same millisecond may draw the same id; the server refuses the second with 409, and the
 * checkout is sent again under a fresh id instead of failing. Nothing was stored by the refused one.
 */
async function sendWithFreshCartId<T>(
  input: CheckoutInput,
  send: (request: CheckoutRequest) => Promise<T>,
): Promise<{ response: T; cart: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const cart = cartId();
    try {
      const response = await send({
        bookings: buildSubmission({ ...input, cartId: cart }),
        pickup_fee: toAed(input.pickupFee),
      });
      return { response, cart };
    } catch (error) {
      if (attempt >= CART_ID_ATTEMPTS || !isCartIdTaken(error)) throw error;
    }
  }
}

/**
 * Submits a checkout: free (total 0) goes to payment-success with freeBooking=1 and the drafts
 * cleared; a payment URL is opened after 3 seconds; Pay in Store goes to booking-success.
 */
export function useCheckout(flow: 'string' | 'grip') {
  const { t } = useTranslation('bookings');
  /** A domain or server message in the screen's language. */
  const tm = (message: string) => (message ? t(message, { ns: 'messages' }) : '');
  const navigate = useNavigate();
  const createPayment = useCreatePayment();
  const confirmInstore = useConfirmInstorePayment();
  const failure = useFailure();
  const [redirecting, setRedirecting] = useState(false);

  async function pay(input: CheckoutInput) {
    failure.clear();
    let response, cart: string;
    try {
      ({ response, cart } = await sendWithFreshCartId(input, (request) => createPayment.mutateAsync(request)));
    } catch (error) {
      return failure.set(`${tm(BOOKING_MESSAGES.processingFailed)} ${tm(errorMessage(error, ''))}`.trim());
    }
    // Only 200 or 201 is a created checkout; any other answer is unexpected (docs/product/screens.md).
    if (!CREATED_STATUSES.includes(response.status)) return failure.set(BOOKING_MESSAGES.createOrPayFailed);
    const data = response.body?.data;
    if (!data) return failure.set(BOOKING_MESSAGES.somethingWentWrong);
    if ('bookings' in data && Array.isArray(data.bookings)) {
      const message = flow === 'grip' ? BOOKING_MESSAGES.gripBookingCreated : BOOKING_MESSAGES.bookingsCreated;
      notifications.show({ color: 'green', title: t('checkout.confirmed'), message: tm(message) });
      finishCheckout(input.customer);
      const query = new URLSearchParams({
        freeBooking: '1',
        bookingIds: data.bookings.map((b) => b.booking_id).join(','),
        name: input.customer.name,
        totalCost: '0',
        message,
      });
      void navigate(`/payment-success?${query.toString()}`);
      return;
    }
    if ('payment_url' in data && data.payment_url) {
      // The payment pages know only the cart: it finds this checkout again (cleared when paid, kept to retry).
      updateCheckout(input.customer, (draft) => ({ ...draft, cartId: cart }));
      setRedirecting(true);
      setTimeout(() => window.location.assign(data.payment_url), PAYMENT_PAGE_DELAYS_MS.paymentRedirect);
      return;
    }
    failure.set(BOOKING_MESSAGES.somethingWentWrong);
  }

  async function payInStore(input: CheckoutInput) {
    failure.clear();
    try {
      const { response } = await sendWithFreshCartId(input, (request) =>
        confirmInstore.mutateAsync({ ...request, recaptchaToken: '' }),
      );
      finishCheckout(input.customer);
      const query = new URLSearchParams({
        bookingIds: response.data.bookings.map((b) => b.booking_id).join(','),
        name: input.customer.name,
        totalCost: String(response.data.total_cost),
      });
      void navigate(`/booking-success?${query.toString()}`);
    } catch (error) {
      failure.set(`${tm(BOOKING_MESSAGES.payInStoreFailed)} ${tm(errorMessage(error, ''))}`.trim());
    }
  }

  return {
    pay,
    payInStore,
    error: failure.message,
    setError: failure.set,
    redirecting,
    busy: createPayment.isPending || confirmInstore.isPending || redirecting,
  };
}
