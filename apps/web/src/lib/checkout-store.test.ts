import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CHECKOUT_DRAFT_MESSAGES } from '@shop/domain/contracts/checkout-draft';
import { makeDraft, storedCheckout, testCustomer } from '@/testing/make-draft';
import {
  addLine,
  checkoutKey,
  emptyCheckout,
  findCheckoutByCart,
  finishCheckout,
  readCheckout,
  updateCheckout,
  useCheckoutDraft,
} from '@/lib/checkout-store';

const other = { id: 8, name: 'Omar Saeed', email: 'omar@example.ae', phone: '' };

describe('the checkout store', () => {
  it('keeps one checkout per customer under a versioned key; the same line added again replaces it', () => {
    addLine(testCustomer, makeDraft());
    addLine(testCustomer, makeDraft({ racketName: 'Pure Aero (edited)' }));
    addLine(testCustomer, makeDraft({ invoiceNo: 'D2' }));
    addLine(other, makeDraft({ invoiceNo: 'D9' }));
    expect(storedCheckout()?.lines.map((d) => [d.invoiceNo, d.racketName])).toEqual([
      ['D1', 'Pure Aero (edited)'],
      ['D2', 'Pure Aero'],
    ]);
    expect(readCheckout(8)?.lines.map((d) => d.invoiceNo)).toEqual(['D9']);
    expect(localStorage.getItem('checkout.v1.7')).not.toBeNull();
  });

  it('stores no prices: a line is priced from the catalogue when shown', () => {
    addLine(testCustomer, makeDraft());
    expect(JSON.stringify(storedCheckout())).not.toMatch(/cost|price/i);
  });

  it('a finished checkout keeps the customer and the address, and loses lines, choices and cart', () => {
    updateCheckout(testCustomer, (d) => ({
      ...d,
      lines: [makeDraft()],
      pickup: 'pickup',
      address: 'Villa 12, Al Barsha 2, Dubai, UAE',
      cartId: 'TXN1763800000000123',
    }));
    expect(findCheckoutByCart('TXN1763800000000123')?.customer.id).toBe(7);
    finishCheckout(testCustomer);
    expect(storedCheckout()).toEqual({ ...emptyCheckout(testCustomer), address: 'Villa 12, Al Barsha 2, Dubai, UAE' });
    expect(findCheckoutByCart('TXN1763800000000123')).toBeNull();
  });

  it('refuses to keep a checkout its schema refuses', () => {
    expect(() => updateCheckout(testCustomer, (d) => ({ ...d, lines: [makeDraft({ stringId: 999 })] }))).toThrow();
    expect(storedCheckout()).toBeNull();
  });

  const dropped: [string, () => void, string][] = [
    ['corrupt JSON', () => localStorage.setItem(checkoutKey(7), '{"version":1,"lin'), CHECKOUT_DRAFT_MESSAGES.corrupt],
    [
      'a line naming a catalogue entry that does not exist',
      () =>
        localStorage.setItem(
          checkoutKey(7),
          JSON.stringify({ ...emptyCheckout(testCustomer), lines: [makeDraft({ stringId: 999 })] }),
        ),
      CHECKOUT_DRAFT_MESSAGES.corrupt,
    ],
    [
      'an older version under the key',
      () => localStorage.setItem(checkoutKey(7), JSON.stringify({ ...emptyCheckout(testCustomer), version: 0 })),
      CHECKOUT_DRAFT_MESSAGES.old,
    ],
    [
      'the drafts of the page before the store',
      () => localStorage.setItem('bookings', JSON.stringify([{ customerId: 7, totalCost: 1 }])),
      CHECKOUT_DRAFT_MESSAGES.old,
    ],
    [
      "another customer's checkout under this customer's key",
      () => localStorage.setItem(checkoutKey(7), JSON.stringify(emptyCheckout(other))),
      CHECKOUT_DRAFT_MESSAGES.foreign,
    ],
  ];
  it.each(dropped)('drops %s with a short notice, never crashing', (_, store, notice) => {
    store();
    const { result } = renderHook(() => useCheckoutDraft(7));
    expect(result.current.draft).toBeNull();
    expect(result.current.notice).toBe(notice);
    expect(localStorage.getItem(checkoutKey(7))).toBeNull();
    expect(localStorage.getItem('bookings')).toBeNull();
    // A new checkout starts clean, and the notice goes when dismissed.
    act(() => addLine(testCustomer, makeDraft()));
    expect(result.current.draft?.lines).toHaveLength(1);
  });

  it('re-renders when another screen changes the checkout', () => {
    const { result } = renderHook(() => useCheckoutDraft(7));
    expect(result.current.draft).toBeNull();
    act(() => addLine(testCustomer, makeDraft()));
    expect(result.current.draft?.lines.map((l) => l.invoiceNo)).toEqual(['D1']);
  });
});
