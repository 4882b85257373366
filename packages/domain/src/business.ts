/**
 * The shop's business numbers, defined once. Screens, emails, PDFs, seeds and the server read them
 * from here; where SQL must hold a copy (check constraints and the claim trigger of
 * 0002_customers.sql), a server test (test/entitlements/business-numbers.test.ts) reads the copy
 * from the migrated database and fails when it differs.
 */
import { aed, type Fils } from './money';
import type { PickupOption } from './pickup';

/** UAE VAT, percent. Shop prices include it; invoices show it apart. */
export const VAT_PERCENT = 5;

/**
 * Free stringing entitlements: every racket unit bought at a unit price above 1000 AED earns 10
 * free stringings worth 75 AED each, valid 12 months from the purchase date, at most one a month.
 */
export const FREE_STRINGING = {
  /** Free stringings one racket unit earns. */
  servicesPerRacket: 10,
  /** Value of one free stringing: the line's base price is reduced by it, never below 0. */
  valueFils: aed(75),
  /** A unit price strictly above this earns an entitlement. */
  thresholdFils: aed(1000),
  /** The entitlement is valid up to and including the purchase date plus this many months. */
  validityMonths: 12,
  /** After a claim, the next one is allowed from the claim's booking date plus this many months. */
  claimIntervalMonths: 1,
} as const;

/** Pickup and delivery fees, charged once per checkout. */
export const PICKUP_FEES: Readonly<Record<PickupOption, Fils>> = {
  'in-store': aed(0),
  pickup: aed(30),
  delivery: aed(30),
  'pickup/delivery': aed(60),
  'express-pickup': aed(50),
  'express-delivery': aed(50),
  'express-pickup/delivery': aed(100),
};

/** Store-platform invoices: the shipping line's price excluding VAT (30.00 + 1.50 VAT). */
export const STORE_SHIPPING_FILS = aed(30);
/** Store-platform invoices: the discount line takes this much off, VAT included. */
export const STORE_DISCOUNT_INCLUSIVE_FILS = aed(50);
