import { fils } from '@shop/domain/money';
import { addStoreOrder, memoryStore, type MemoryStore } from '../helpers/invoices-factories';

/**
 * A small store: a catalogue of four products and three orders (one cancelled, which gets no
 * invoice). Prices are the store's, VAT included: 105.00 is 100.00 + 5.00 VAT.
 */
export function demoStore(): MemoryStore {
  const store = memoryStore({
    products: [
      { id: 11, sku: 'BAB-PA-300', name: 'Babolat Pure Aero', priceFils: fils(105_000) },
      { id: 12, sku: 'LUX-ALU-12', name: 'Luxilon ALU Power set', priceFils: fils(8_400) },
      { id: 13, sku: 'WIL-OG-3', name: 'Wilson Pro Overgrip (3)', priceFils: fils(4_200) },
      { id: 14, sku: 'HEAD-BAG', name: 'Head Tour Bag', priceFils: fils(31_500) },
    ],
  });
  addStoreOrder(store, {
    id: 501,
    billingName: 'Noura Al Suwaidi',
    lines: [
      { productId: 11, name: 'Babolat Pure Aero', quantity: 1, unitPriceIncTaxFils: fils(105_000) },
      { productId: 12, name: 'Luxilon ALU Power set', quantity: 2, unitPriceIncTaxFils: fils(8_400) },
    ],
  });
  addStoreOrder(store, {
    id: 502,
    billingName: 'James Carter',
    shippingIncTaxFils: fils(3_150),
    lines: [{ productId: 13, name: 'Wilson Pro Overgrip (3)', quantity: 3, unitPriceIncTaxFils: fils(4_200) }],
  });
  addStoreOrder(store, {
    id: 503,
    billingName: 'Cancelled Person',
    status: 'Cancelled',
    lines: [{ productId: 14, name: 'Head Tour Bag', quantity: 1, unitPriceIncTaxFils: fils(31_500) }],
  });
  return store;
}
