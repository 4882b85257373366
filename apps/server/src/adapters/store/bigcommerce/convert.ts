import { statusIdOf } from '../order-statuses';
import { fils, parseDecimalToFils, type Fils } from '@shop/domain/money';
import { withoutBidiControls } from '@shop/domain/text';
import type { StoreCustomer, StoreOrder, StoreOrderProduct, StoreProduct, StoreRefund } from '../types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const RFC_2822 =
  /^(?:[A-Z][a-z]{2},\s+)?(\d{1,2})\s+([A-Z][a-z]{2})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|GMT|UT|Z)$/;

/** Parses an RFC 2822 date such as "Tue, 05 Mar 2024 10:15:00 +0400" exactly (BigCommerce v2 dates). */
export function parseRfc2822(value: string): Date {
  const match = RFC_2822.exec(value.trim());
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) throw new RangeError(`Not an RFC 2822 date: ${value}`);
  const [, day, , year, hour, minute, second = '0', zone] = match;
  let offsetMinutes = 0;
  if (zone!.startsWith('+') || zone!.startsWith('-')) {
    const sign = zone!.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(zone!.slice(1, 3)) * 60 + Number(zone!.slice(3, 5)));
  }
  const utc =
    Date.UTC(Number(year), month, Number(day), Number(hour), Number(minute), Number(second)) - offsetMinutes * 60_000;
  return new Date(utc);
}

/** Formats a date as RFC 2822 in UTC, the form v2 filters such as min_date_created accept. */
export function formatRfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

/** v2 money ("1299.0000") and v3 numbers (1299.5) to integer fils, without floating-point drift. */
export function moneyToFils(value: string | number | null | undefined): Fils {
  if (value === null || value === undefined || value === '') return fils(0);
  return parseDecimalToFils(typeof value === 'number' ? value.toFixed(4) : value);
}

export interface V3Customer {
  id: number;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
}

export interface V3Product {
  id: number;
  sku?: string | null;
  name: string;
  price?: number | string | null;
  /** Ids of the categories the product is in. */
  categories?: number[] | null;
}

export interface V3Category {
  id: number;
  name: string;
}

export interface V2Order {
  id: number;
  customer_id: number;
  date_created: string;
  /** RFC 2822, always UTC (the documentation); absent from old fixtures, then the creation date stands. */
  date_modified?: string;
  status: string;
  status_id?: number;
  subtotal_inc_tax: string;
  shipping_cost_inc_tax: string;
  total_inc_tax: string;
  refunded_amount?: string | number | null;
  billing_address?: { first_name?: string; last_name?: string; email?: string } | null;
}

export interface V2OrderProduct {
  id: number;
  order_id: number;
  product_id: number;
  name: string;
  sku?: string | null;
  quantity: number;
  price_inc_tax: string;
  total_inc_tax: string;
}

/** The domain of the stand-in email a walk-in without one has in BigCommerce (create-customer.ts). */
export const WALK_IN_EMAIL_DOMAIN = 'walk-in.invalid';

export const toStoreCustomer = (c: V3Customer): StoreCustomer => ({
  id: c.id,
  firstName: withoutBidiControls(c.first_name ?? ''),
  lastName: withoutBidiControls(c.last_name ?? ''),
  email: !c.email?.trim() || c.email.toLowerCase().endsWith(`@${WALK_IN_EMAIL_DOMAIN}`) ? null : c.email,
  phone: c.phone ?? '',
});

/** A v3 product; `categoryNames` names the store's categories by id (ids it does not know are left out). */
export function toStoreProduct(p: V3Product, categoryNames?: ReadonlyMap<number, string>): StoreProduct {
  const product: StoreProduct = { id: p.id, sku: p.sku ?? '', name: p.name, priceFils: moneyToFils(p.price) };
  if (!p.categories?.length || !categoryNames) return product;
  return { ...product, categories: p.categories.flatMap((id) => categoryNames.get(id) ?? []) };
}

export const toStoreOrder = (o: V2Order): StoreOrder => ({
  id: o.id,
  customerId: o.customer_id,
  billingName: withoutBidiControls(
    [o.billing_address?.first_name, o.billing_address?.last_name].filter(Boolean).join(' '),
  ),
  email: o.billing_address?.email ?? '',
  createdAt: parseRfc2822(o.date_created),
  status: o.status,
  statusId: typeof o.status_id === 'number' ? o.status_id : statusIdOf(o.status),
  subtotalIncTaxFils: moneyToFils(o.subtotal_inc_tax),
  shippingIncTaxFils: moneyToFils(o.shipping_cost_inc_tax),
  totalIncTaxFils: moneyToFils(o.total_inc_tax),
  modifiedAt: parseRfc2822(o.date_modified ?? o.date_created),
  refundedFils: moneyToFils(o.refunded_amount),
});

/** A v3 refund (GET /v3/orders/{id}/payment_actions/refunds): `created` is RFC 3339, `total_amount` a number. */
export interface V3Refund {
  id: number;
  order_id: number;
  created: string;
  reason?: string | null;
  total_amount: number | string;
}

export const toStoreRefund = (r: V3Refund): StoreRefund => ({
  id: r.id,
  orderId: r.order_id,
  createdAt: new Date(r.created),
  reason: r.reason ?? '',
  totalFils: moneyToFils(r.total_amount),
});

export const toStoreOrderProduct = (p: V2OrderProduct): StoreOrderProduct => ({
  id: p.id,
  orderId: p.order_id,
  productId: p.product_id,
  name: p.name,
  sku: p.sku ?? '',
  quantity: p.quantity,
  unitPriceIncTaxFils: moneyToFils(p.price_inc_tax),
  totalIncTaxFils: moneyToFils(p.total_inc_tax),
});
