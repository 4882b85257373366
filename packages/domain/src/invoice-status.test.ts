import { describe, expect, it } from 'vitest';
import { invoiceListStatus } from './invoice-status';

describe('invoiceListStatus', () => {
  it('keeps the issued status without credit notes, and says refunded or partly refunded with them', () => {
    expect(invoiceListStatus('paid', 25_000, 0)).toBe('paid');
    expect(invoiceListStatus('paid', 0, 0)).toBe('paid');
    expect(invoiceListStatus('paid', 25_000, 7_000)).toBe('partly-refunded');
    expect(invoiceListStatus('paid', 25_000, 24_999)).toBe('partly-refunded');
    expect(invoiceListStatus('paid', 25_000, 25_000)).toBe('refunded');
  });
});
