import { describe, expect, it } from 'vitest';
import { makeDraft } from '../testing/make-draft';
import {
  addDraft,
  clearDrafts,
  readAddress,
  readDrafts,
  saveAddress,
  savePickupService,
  type BookingDraft,
} from './drafts';

const draft = (over: Partial<BookingDraft>): BookingDraft => makeDraft({ bookingDate: '2030-01-01', ...over });

describe('booking drafts in the browser', () => {
  it('keeps them under the key bookings, one line per draft even when the same draft is added again', () => {
    addDraft(draft({}));
    addDraft(draft({ racketName: 'Pure Aero (edited)' }));
    addDraft(draft({ invoiceNo: 'D2' }));
    expect(JSON.parse(localStorage.getItem('bookings')!).map((d: BookingDraft) => [d.invoiceNo, d.racketName])).toEqual(
      [
        ['D1', 'Pure Aero (edited)'],
        ['D2', 'Pure Aero'],
      ],
    );
  });

  it('a checkout is for one customer: a draft for another customer replaces the old ones', () => {
    addDraft(draft({}));
    addDraft(draft({ customerId: 8, invoiceNo: 'D9' }));
    expect(readDrafts().map((d) => d.customerId)).toEqual([8]);
  });

  it('keeps one address string per customer under deliveryAddressMap; clearing drafts keeps the addresses', () => {
    saveAddress(7, 'Villa 12, Al Barsha 2, Dubai, UAE');
    saveAddress(8, 'Office 1804, Marina Plaza, Dubai, UAE');
    savePickupService('pickup');
    addDraft(draft({}));
    expect(JSON.parse(localStorage.getItem('deliveryAddressMap')!)).toEqual({
      7: 'Villa 12, Al Barsha 2, Dubai, UAE',
      8: 'Office 1804, Marina Plaza, Dubai, UAE',
    });
    clearDrafts();
    expect(localStorage.getItem('bookings')).toBeNull();
    expect(localStorage.getItem('pickupService')).toBeNull();
    expect(readAddress(7)).toBe('Villa 12, Al Barsha 2, Dubai, UAE');
  });
});
