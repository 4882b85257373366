import { describe, expect, it } from 'vitest';
import {
  BOOKING_PAYMENT_STATUSES,
  BOOKING_STATUS_MESSAGES,
  bookingStatusLabel,
  canTransition,
  completionRefusal,
  completionRouteOf,
  undoCompletionRefusal,
} from './booking-status';

describe('booking status machine', () => {
  it('shows pending as In Progress', () => {
    expect(bookingStatusLabel('pending')).toBe('In Progress');
    expect(bookingStatusLabel('completed')).toBe('Completed');
    expect(bookingStatusLabel('canceled')).toBe('Canceled');
  });

  it('moves pending to completed or canceled, and nothing leaves a final state', () => {
    expect(canTransition('pending', 'completed')).toBe(true);
    expect(canTransition('pending', 'canceled')).toBe(true);
    expect(canTransition('completed', 'pending')).toBe(false);
    expect(canTransition('completed', 'canceled')).toBe(false);
    expect(canTransition('canceled', 'completed')).toBe(false);
    expect(canTransition('canceled', 'pending')).toBe(false);
  });

  it('completes online-paid and free bookings through the status call, pay-in-store ones with a receipt', () => {
    expect(completionRouteOf({ status: 'pending', payment_status: 'paid' })).toBe('status');
    expect(completionRouteOf({ status: 'pending', payment_status: 'free' })).toBe('status');
    expect(completionRouteOf({ status: 'pending', payment_status: 'pay-in-store' })).toBe('in-store');
    expect(completionRouteOf({ status: 'pending', payment_status: 'awaiting-payment' })).toBeNull();
    expect(completionRouteOf({ status: 'completed', payment_status: 'paid' })).toBeNull();
  });

  it('refuses completing twice, a canceled booking and an unpaid online booking with a clear reason', () => {
    for (const payment_status of BOOKING_PAYMENT_STATUSES) {
      expect(completionRefusal({ status: 'completed', payment_status }, 'status')).toBe(
        BOOKING_STATUS_MESSAGES.alreadyCompleted,
      );
      expect(completionRefusal({ status: 'canceled', payment_status }, 'in-store')).toBe(
        BOOKING_STATUS_MESSAGES.canceled,
      );
    }
    expect(completionRefusal({ status: 'pending', payment_status: 'awaiting-payment' }, 'status')).toBe(
      BOOKING_STATUS_MESSAGES.notPaidOnline,
    );
    expect(completionRefusal({ status: 'pending', payment_status: 'declined' }, 'in-store')).toBe(
      BOOKING_STATUS_MESSAGES.notPaidOnline,
    );
    expect(completionRefusal({ status: 'pending', payment_status: 'pay-in-store' }, 'status')).toBe(
      BOOKING_STATUS_MESSAGES.needsReceipt,
    );
    expect(completionRefusal({ status: 'pending', payment_status: 'paid' }, 'in-store')).toBe(
      BOOKING_STATUS_MESSAGES.notPayInStore,
    );
    expect(completionRefusal({ status: 'pending', payment_status: 'paid' }, 'status')).toBeNull();
    expect(completionRefusal({ status: 'pending', payment_status: 'pay-in-store' }, 'in-store')).toBeNull();
  });

  it('completes again through the status call a pay-in-store booking whose completion was undone', () => {
    expect(completionRouteOf({ status: 'pending', payment_status: 'paid-in-store' })).toBe('status');
    expect(completionRefusal({ status: 'pending', payment_status: 'paid-in-store' }, 'in-store')).toBe(
      BOOKING_STATUS_MESSAGES.notPayInStore,
    );
  });

  it('undoes a completion only on the shop day it was made', () => {
    const today = '2026-03-10';
    expect(undoCompletionRefusal({ status: 'completed', completedDay: today, today })).toBeNull();
    expect(undoCompletionRefusal({ status: 'completed', completedDay: '2026-03-09', today })).toBe(
      BOOKING_STATUS_MESSAGES.undoDayOver,
    );
    expect(undoCompletionRefusal({ status: 'pending', completedDay: null, today })).toBe(
      BOOKING_STATUS_MESSAGES.notCompleted,
    );
    expect(undoCompletionRefusal({ status: 'canceled', completedDay: null, today })).toBe(
      BOOKING_STATUS_MESSAGES.notCompleted,
    );
  });
});
