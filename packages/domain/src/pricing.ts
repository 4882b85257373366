/**
 * Every price of a booking checkout, in integer fils (docs/product/rules.md#prices-and-fees). The server prices with
 * these functions and refuses a client total that disagrees; the screens show the same figures.
 */
import { findGrip, findString, type ServiceType } from './catalogue';
import { aed, type Fils } from './money';
import { type PickupOption, serviceModeOf, type ServiceMode } from './pickup';

/** Value of one free stringing: the line's base price is reduced by it, never below 0. */
export const FREE_SERVICE_VALUE: Fils = aed(75);
/** Added to a free line when it is express. */
export const FREE_EXPRESS_SURCHARGE: Fils = aed(25);

export const PICKUP_FEES: Record<PickupOption, Fils> = {
  'in-store': 0,
  pickup: aed(30),
  delivery: aed(30),
  'pickup/delivery': aed(60),
  'express-pickup': aed(50),
  'express-delivery': aed(50),
  'express-pickup/delivery': aed(100),
};

export function pickupFee(option: PickupOption): Fils {
  return PICKUP_FEES[option];
}

/** Catalogue entry price: base, plus the express difference on an Express entry. */
export function entryPrice(entry: { basePrice: number; priceDifference?: number }): Fils {
  return aed(entry.basePrice) + aed(entry.priceDifference ?? 0);
}

/** A free line: base minus 75, not below 0; express then adds 25. */
export function freeLinePrice(entry: { basePrice: number; type: ServiceType }): Fils {
  const base = Math.max(aed(entry.basePrice) - FREE_SERVICE_VALUE, 0);
  return entry.type === 'Express' ? base + FREE_EXPRESS_SURCHARGE : base;
}

/** What a checkout line names: a string (possibly a free stringing) or a grip. */
export type PricedLine =
  { serviceKind: 'string'; stringId: number; freeService?: boolean } | { serviceKind: 'grip'; gripId: number };

export type LinePricing = { ok: true; price: Fils; type: ServiceType } | { ok: false; reason: string };

/** Prices one line from the catalogue; an unknown id is refused with a sentence for people. */
export function priceLine(line: PricedLine): LinePricing {
  if (line.serviceKind === 'string') {
    const entry = findString(line.stringId);
    if (!entry) return { ok: false, reason: 'The selected string is not in the catalogue.' };
    return { ok: true, type: entry.type, price: line.freeService ? freeLinePrice(entry) : entryPrice(entry) };
  }
  const entry = findGrip(line.gripId);
  if (!entry) return { ok: false, reason: 'The selected grip is not in the catalogue.' };
  return { ok: true, type: entry.type, price: entryPrice(entry) };
}

export interface CheckoutPricing {
  mode: ServiceMode;
  lines: Fils[];
  strings: Fils;
  grips: Fils;
  pickupFee: Fils;
  /** strings + grips + the pickup fee, the fee once per checkout. */
  total: Fils;
}

export type CheckoutResult = ({ ok: true } & CheckoutPricing) | { ok: false; reason: string };

/**
 * Prices a whole checkout. The pickup option's validity for the mode is checked by the caller with
 * isPickupOptionValidFor (pickup.ts); here the fee is simply charged once.
 */
export function priceCheckout(lines: readonly PricedLine[], pickupOption: PickupOption): CheckoutResult {
  const priced: Fils[] = [];
  const types: ServiceType[] = [];
  let strings = 0;
  let grips = 0;
  for (const line of lines) {
    const result = priceLine(line);
    if (!result.ok) return result;
    priced.push(result.price);
    types.push(result.type);
    if (line.serviceKind === 'string') strings += result.price;
    else grips += result.price;
  }
  const fee = pickupFee(pickupOption);
  return {
    ok: true,
    mode: serviceModeOf(types),
    lines: priced,
    strings,
    grips,
    pickupFee: fee,
    total: strings + grips + fee,
  };
}
