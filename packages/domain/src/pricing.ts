/**
 * Every price of a booking checkout, in integer fils (docs/product/rules.md#prices-and-fees). The server prices with
 * these functions and refuses a client total that disagrees; the screens show the same figures.
 */
import { FREE_STRINGING, PICKUP_FEES } from './business';
import { findGrip, findString, STRING_EXPRESS_DIFFERENCE, type ServiceType } from './catalogue';
import { addFils, aed, fils, formatAed, maxFils, subFils, sumFils, type Fils } from './money';
import { type PickupOption, serviceModeOf, type ServiceMode } from './pickup';

/** Added to a free line when it is express: the string express difference. */
export const FREE_EXPRESS_SURCHARGE: Fils = aed(STRING_EXPRESS_DIFFERENCE);

export function pickupFee(option: PickupOption): Fils {
  return PICKUP_FEES[option];
}

/** Catalogue entry price: base, plus the express difference on an Express entry. */
export function entryPrice(entry: { basePrice: number; priceDifference?: number }): Fils {
  return addFils(aed(entry.basePrice), aed(entry.priceDifference ?? 0));
}

/** A free line: base minus the free stringing's value, not below 0; express then adds its surcharge. */
export function freeLinePrice(entry: { basePrice: number; type: ServiceType }): Fils {
  const base = maxFils(subFils(aed(entry.basePrice), FREE_STRINGING.valueFils), fils(0));
  return entry.type === 'Express' ? addFils(base, FREE_EXPRESS_SURCHARGE) : base;
}

/** What a free stringing takes off a line: its list price minus the free line's price (75 AED for every string). */
export function freeStringingDiscount(entry: { basePrice: number; type: ServiceType; priceDifference?: number }): Fils {
  return subFils(entryPrice(entry), freeLinePrice(entry));
}

/**
 * The discount of a stored booking: none unless it is a free stringing; the string's discount from
 * the catalogue, or the free stringing's value when the string has left the catalogue.
 */
export function bookingDiscount(booking: { freeService: boolean; stringId: number | null }): Fils {
  if (!booking.freeService) return fils(0);
  const entry = booking.stringId === null ? undefined : findString(booking.stringId);
  return entry ? freeStringingDiscount(entry) : FREE_STRINGING.valueFils;
}

/** "Free stringing −75.00 AED": the discount line of screens and invoices, with a real minus sign. */
export function freeStringingLine(discount: Fils): string {
  return `${FREE_STRINGING_LABEL} −${formatAed(discount)}`;
}
export const FREE_STRINGING_LABEL = 'Free stringing';

/** What a checkout line names: a string (possibly a free stringing) or a grip. */
export type PricedLine =
  { serviceKind: 'string'; stringId: number; freeService?: boolean } | { serviceKind: 'grip'; gripId: number };

/** `price` is what the line costs: `listPrice` minus `discount` (a free stringing's; 0 otherwise). */
export type LinePricing =
  { ok: true; price: Fils; listPrice: Fils; discount: Fils; type: ServiceType } | { ok: false; reason: string };

/** Prices one line from the catalogue; an unknown id is refused with a sentence for people. */
export function priceLine(line: PricedLine): LinePricing {
  if (line.serviceKind === 'string') {
    const entry = findString(line.stringId);
    if (!entry) return { ok: false, reason: 'The selected string is not in the catalogue.' };
    const listPrice = entryPrice(entry);
    const discount = line.freeService ? freeStringingDiscount(entry) : fils(0);
    return { ok: true, type: entry.type, listPrice, discount, price: subFils(listPrice, discount) };
  }
  const entry = findGrip(line.gripId);
  if (!entry) return { ok: false, reason: 'The selected grip is not in the catalogue.' };
  const listPrice = entryPrice(entry);
  return { ok: true, type: entry.type, listPrice, discount: fils(0), price: listPrice };
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
  const strings: Fils[] = [];
  const grips: Fils[] = [];
  for (const line of lines) {
    const result = priceLine(line);
    if (!result.ok) return result;
    priced.push(result.price);
    types.push(result.type);
    (line.serviceKind === 'string' ? strings : grips).push(result.price);
  }
  const fee = pickupFee(pickupOption);
  return {
    ok: true,
    mode: serviceModeOf(types),
    lines: priced,
    strings: sumFils(strings),
    grips: sumFils(grips),
    pickupFee: fee,
    total: sumFils([...priced, fee]),
  };
}

/** One line as the turnaround rule sees it: the racket it is for and its service type. */
export interface TurnaroundLine {
  racketName: string;
  /** The free stringing entitlement, which names the racket when the line's racket name is empty. */
  rpId?: number | null;
  /** One of the customer's rackets (customer_rackets), which names the racket before anything else. */
  racketId?: number | null;
  type: ServiceType | null | undefined;
}

export const TURNAROUND_MESSAGES = {
  mixed: (racket: string) =>
    `${racket} has an Express and a Regular service in this checkout, but a racket comes back once. Make all of its services Express or all Regular.`,
} as const;

/**
 * One racket, one turnaround (docs/decisions/turnaround.md): the lines of one racket in a checkout
 * must all be Express or all Regular. Answers the first line (index) that disagrees with an earlier
 * line of the same racket, with the sentence to show, or null. A racket is the customer's racket
 * when the line picks one, else its name (trimmed, any case), else its entitlement; a line with none
 * of them names no racket.
 */
export function mixedTurnaround(lines: readonly TurnaroundLine[]): { index: number; message: string } | null {
  const seen = new Map<string, ServiceType>();
  for (const [index, line] of lines.entries()) {
    if (!line.type) continue;
    const name = line.racketName.trim();
    const key = line.racketId
      ? `racket:${line.racketId}`
      : name
        ? `name:${name.toLowerCase()}`
        : line.rpId
          ? `rp:${line.rpId}`
          : null;
    if (key === null) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line.type);
    else if (first !== line.type) return { index, message: TURNAROUND_MESSAGES.mixed(name || 'This racket') };
  }
  return null;
}
