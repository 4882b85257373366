import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aed, formatAedIn } from '@shop/domain/money';
import { bookingListResponseSchema, type BookingListItem } from '@shop/domain/contracts/bookings';
import { fakeApi } from '@/testing/api';
import { describeInArabic } from '@/testing/arabic';
import { listPage } from '@/testing/list-page';
import { renderWithProviders } from '@/testing/render';
import { makeBookingItem } from '../testing/make-booking-item';
import CustomerBookingsPage from './customer-bookings';

const base = makeBookingItem({
  booking_id: 1,
  customer_name: 'Layla Haddad',
  customer_phone: '+971 50 123 4567',
  customer_email: 'ليلى@example.ae',
  total_cost: 110,
  list_price: 185,
  discount: 75,
  free_service: true,
  pickup_fee: 0,
  service_name: 'Babolat RPM Blast 1.25',
});
const items: BookingListItem[] = [base, { ...base, booking_id: 2, free_service: false, discount: 0, total_cost: 185 }];

describeInArabic('customer bookings in Arabic', () => {
  it('shows headings, filters, prices and actions in Arabic, and Mark as Complete asks first as in English', async () => {
    fakeApi.get('/api/bookings', bookingListResponseSchema, listPage(items, { pageSize: 5 }));
    renderWithProviders(<CustomerBookingsPage />, '/dashboard/booking-customer');
    expect(await screen.findByRole('heading', { name: 'حجوزات العملاء' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'قيد التنفيذ' })).toBeInTheDocument();
    // Arabic plurals: two bookings is the dual.
    expect(await screen.findByText('حجزان')).toBeInTheDocument();
    const [price] = await screen.findAllByTestId('free-stringing-price');
    // Amounts in Arabic money (Intl ar-AE), each an isolate inside the sentence (its no-break space read as a space).
    const money = (value: number) => `\u2066${formatAedIn(aed(value), 'ar').replace(/\u00a0/g, ' ')}\u2069`;
    expect(price).toHaveTextContent(`السعر الأصلي ${money(185)}`);
    // The minus inside the isolate, with the amount: it reads −75.00 where the Arabic sentence puts the amount.
    expect(price).toHaveTextContent(
      `تركيب أوتار مجاني \u2066−${formatAedIn(aed(75), 'ar').replace(/\u00a0/g, ' ')}\u2069`,
    );
    expect(price).toHaveTextContent(`المطلوب دفعه ${money(110)}`);
    // The phone number keeps its left-to-right order inside the Arabic page.
    for (const phone of screen.getAllByText('+971 50 123 4567')) expect(phone).toHaveAttribute('dir', 'ltr');
    // So does an email with an Arabic local part (right to left, it would show after its domain).
    for (const email of screen.getAllByText('ليلى@example.ae')) expect(email).toHaveAttribute('dir', 'ltr');

    const rows = await screen.findAllByRole('row');
    const row = rows.find((r) => r.dataset.bookingId === '1')!;
    await userEvent.click(within(row).getByRole('button', { name: 'تحديد كمكتمل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحديد الحجز كمكتمل؟' });
    expect(dialog).toHaveTextContent('الحجز رقم #1 للعميل Layla Haddad');
    expect(within(dialog).getByRole('button', { name: 'إنهاء الحجز' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
