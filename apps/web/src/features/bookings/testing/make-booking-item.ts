import type { BookingListItem } from '@shop/domain/contracts/bookings';

/**
 * A booking as the bookings list returns it: Omar Saleh's regular Head Lynx Tour stringing on his
 * Pure Aero, 150 AED paid online, collected at the Marina Store. Tests override what they are about.
 */
export function makeBookingItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    booking_id: 41,
    customer_id: 7,
    customer_name: 'Omar Saleh',
    customer_email: 'omar@example.ae',
    customer_phone: '+971501234567',
    total_cost: 150,
    list_price: 150,
    discount: 0,
    pickup_fee: 0,
    pickup_option: 'in-store',
    instore_location: 'Marina Store',
    delivery_address: null,
    racket_name: 'Pure Aero',
    service_name: 'Head Lynx Tour 1.25',
    service_type: 'Regular',
    service_kind: 'string',
    booking_date: '2026-11-23',
    status: 'pending',
    payment_option: 'online',
    payment_status: 'paid',
    payment_held: false,
    free_service: false,
    cart_id: 'TXN1763800000000123',
    receipt_number: null,
    amount_due: 150,
    amount_paid: 150,
    balance_due: 0,
    created_at: '2026-11-22T10:00:00Z',
    completed_at: null,
    ...overrides,
  };
}
