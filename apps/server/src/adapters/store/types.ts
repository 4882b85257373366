import type { Fils } from '@shop/domain/money';
import type { DbOrTx } from '../../db/client';

/** The shop's online store as this product sees it. Money in integer fils, VAT included where named. */
export interface StoreCustomer {
  id: number;
  firstName: string;
  lastName: string;
  /** Null: the customer has no email (a walk-in added at the counter). */
  email: string | null;
  phone: string;
}

/** A walk-in to create in the store: the phone in its stored form, the email lower-case or null. */
export interface NewStoreCustomer {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}

/** The store's customer, and whether it existed already (same email: linked, not created). */
export interface CreatedStoreCustomer {
  customer: StoreCustomer;
  existed: boolean;
}

export interface StoreProduct {
  id: number;
  sku: string;
  name: string;
  priceFils: Fils;
  /** Names of the store categories the product is in (BigCommerce `categories`); absent when the store does not say. */
  categories?: string[];
}

export interface StoreOrder {
  id: number;
  customerId: number;
  billingName: string;
  email: string;
  createdAt: Date;
  status: string;
  /** BigCommerce's status id (see order-statuses.ts): what decides whether the order is a sale. */
  statusId: number | null;
  subtotalIncTaxFils: Fils;
  shippingIncTaxFils: Fils;
  totalIncTaxFils: Fils;
  /** When the order last changed (BigCommerce `date_modified`): what the incremental sync reads from. */
  modifiedAt: Date;
  /** How much was refunded (BigCommerce `refunded_amount`; the documentation says it may stay 0). */
  refundedFils: Fils;
}

/** One refund of an order (BigCommerce v3 payment_actions/refunds). */
export interface StoreRefund {
  id: number;
  orderId: number;
  createdAt: Date;
  reason: string;
  /** The amount paid back, in fils. */
  totalFils: Fils;
}

/** The result of a live connection check, in words a person understands. */
export interface StoreCheckResult {
  ok: boolean;
  storeName?: string;
  message: string;
}

export interface StoreOrderProduct {
  id: number;
  orderId: number;
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  /** Price of one unit, VAT included. */
  unitPriceIncTaxFils: Fils;
  totalIncTaxFils: Fils;
}

/**
 * Two implementations: `local` (our database, seeded in demo mode; the default) and `bigcommerce`
 * (REST API v3 for customers and catalog, v2 for orders). Errors: throw HttpError (404 when the store
 * has no such record is answered as null instead; 502 when the store is unreachable).
 */
export interface StorePlatform {
  readonly name: 'local' | 'bigcommerce';
  getCustomer(id: number): Promise<StoreCustomer | null>;
  /**
   * Customers matching any of the given ids or emails, or whose name contains `nameLike`
   * (BigCommerce v3 id:in, email:in, name:like). Optional so that test doubles may leave it out.
   */
  findCustomers?(query: { ids?: number[]; emails?: string[]; nameLike?: string }): Promise<StoreCustomer[]>;
  /**
   * Creates a walk-in customer, or answers the store's customer with that email (`existed`). The
   * local store writes with `tx` when given, so the customer is saved with ours or not at all.
   * Optional, like findCustomers, so that test doubles may leave it out.
   */
  createCustomer?(input: NewStoreCustomer, options?: { tx?: DbOrTx }): Promise<CreatedStoreCustomer>;
  listProducts(): Promise<StoreProduct[]>;
  listOrders(options?: { customerId?: number; minDateCreated?: Date }): Promise<StoreOrder[]>;
  /**
   * Every order changed at or after `minDateModified` (all orders without it), page by page in
   * ascending id, to `onPage`; no cap. The next page is asked only after `onPage` has finished.
   */
  forEachOrderPage(options: { minDateModified?: Date }, onPage: (orders: StoreOrder[]) => Promise<void>): Promise<void>;
  /** The refunds of an order, oldest first (empty when the store keeps none). */
  getOrderRefunds(orderId: number): Promise<StoreRefund[]>;
  /** Whether the store's prices are entered with tax (BigCommerce tax settings), or null when it does not say. */
  pricesIncludeTax(): Promise<boolean | null>;
  getOrder(id: number): Promise<StoreOrder | null>;
  getOrderProducts(orderId: number): Promise<StoreOrderProduct[]>;
  /**
   * Whether the settings reach the store: null when they do, else a sentence saying what is wrong
   * (checked at start, since a wrong store hash otherwise looks like an empty store).
   */
  checkConnection?(): Promise<string | null>;
  /** A live check for the settings screen: the store's name when reached, else what is wrong. */
  checkStore(): Promise<StoreCheckResult>;
}
