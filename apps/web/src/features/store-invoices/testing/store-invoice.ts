import type { StoreInvoiceDetail } from '@shop/domain/contracts/store-invoices';

/** A saved line: one Babolat Pure Aero at 1,000 AED before VAT, 1,050 AED with it. */
export const RACKET_LINE: StoreInvoiceDetail['items'][number] = {
  kind: 'product',
  product_id: 11,
  item: 'Babolat Pure Aero',
  description: 'SKU BAB',
  quantity: 1,
  unit_price: 1000,
  unit_price_incl_vat: 1050,
  price_includes_vat: true,
  vat_amount: 50,
  total: 1050,
};

/** A store product as the catalogue search answers it: an overgrip at 42 AED with VAT. */
export const OVERGRIP = {
  id: 13,
  sku: 'WIL-OG-3',
  name: 'Wilson Pro Overgrip (3)',
  price: 42,
  unit_price: 40,
  price_includes_vat: true,
};

/** SI-1005: one racket line, 1,000 AED before VAT, 1,050 AED with it. */
export const STORE_INVOICE: StoreInvoiceDetail = {
  invoice: {
    id: 5,
    invoice_number: 'SI-1005',
    customer_name: 'Noura Al Suwaidi',
    order_id: 501,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    subtotal: 1000,
    vat_amount: 50,
    total: 1050,
    replaces: null,
    replaced_by: null,
  },
  items: [RACKET_LINE],
};
