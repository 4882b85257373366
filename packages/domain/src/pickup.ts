/**
 * Pickup and delivery options (docs/product/rules.md#prices-and-fees) and the grip type lock.
 * Pure rules shared by the booking screens and the server.
 */
import { GRIPS, type GripEntry, type ServiceType } from './catalogue';

export const PICKUP_OPTIONS = [
  'in-store',
  'pickup',
  'delivery',
  'pickup/delivery',
  'express-pickup',
  'express-delivery',
  'express-pickup/delivery',
] as const;
export type PickupOption = (typeof PICKUP_OPTIONS)[number];

export const PICKUP_LABELS: Record<PickupOption, string> = {
  'in-store': 'In-Store',
  pickup: 'Pickup',
  delivery: 'Delivery',
  'pickup/delivery': 'Pickup & Delivery',
  'express-pickup': 'Express Pickup',
  'express-delivery': 'Express Delivery',
  'express-pickup/delivery': 'Express Pickup & Delivery',
};

/** Regular or Express: the mode of a checkout decides which pickup options it offers. */
export type ServiceMode = ServiceType;

export const PICKUP_OPTIONS_BY_MODE: Record<ServiceMode, readonly PickupOption[]> = {
  Regular: ['in-store', 'pickup', 'delivery', 'pickup/delivery'],
  Express: ['in-store', 'express-pickup', 'express-delivery', 'express-pickup/delivery'],
};

export const STORES = ['Jumeirah Store', 'Marina Store', 'Bluewaters Store'] as const;
export type Store = (typeof STORES)[number];

export function isPickupOption(value: unknown): value is PickupOption {
  return typeof value === 'string' && (PICKUP_OPTIONS as readonly string[]).includes(value);
}

/**
 * Express mode when any line of the checkout is Express: a grip-only checkout with an express grip
 * is express too (docs/decisions/bookings-web.md).
 */
export function serviceModeOf(lineTypes: readonly (ServiceType | null | undefined)[]): ServiceMode {
  return lineTypes.includes('Express') ? 'Express' : 'Regular';
}

export function pickupOptionsFor(mode: ServiceMode): readonly PickupOption[] {
  return PICKUP_OPTIONS_BY_MODE[mode];
}

export function isPickupOptionValidFor(option: PickupOption, mode: ServiceMode): boolean {
  return PICKUP_OPTIONS_BY_MODE[mode].includes(option);
}

/**
 * The option a screen starts with: the stored choice (browser key pickupService) when it is a
 * known option valid for the mode, otherwise in-store. The same rule resets a current choice that
 * stopped being valid after the mode changed.
 */
export function resolvePickupOption(stored: unknown, mode: ServiceMode): PickupOption {
  return isPickupOption(stored) && isPickupOptionValidFor(stored, mode) ? stored : 'in-store';
}

/** Pickup and delivery options need an address; in-store needs a store. */
export function needsAddress(option: PickupOption): boolean {
  return option !== 'in-store';
}

export function isStore(value: unknown): value is Store {
  return typeof value === 'string' && (STORES as readonly string[]).includes(value);
}

/** The preset of the Our Services grip cards: base grips, overgrips, or every grip. */
export type GripPreset = 'none' | 'base' | 'overgrip';

/**
 * The grip type lock: a constraint passed in by the caller wins; otherwise the type of a grip the
 * customer already has in this checkout; otherwise no lock.
 */
export function gripTypeLock(input: {
  constraint?: ServiceType | null;
  existingGripTypes?: readonly (ServiceType | null | undefined)[];
}): ServiceType | null {
  if (input.constraint) return input.constraint;
  return input.existingGripTypes?.find((t): t is ServiceType => t === 'Regular' || t === 'Express') ?? null;
}

/** '(Type Locked: Express)' or '' when there is no lock. */
export function gripLockLabel(lock: ServiceType | null): string {
  return lock ? `(Type Locked: ${lock})` : '';
}

/**
 * The grip rows a grip table shows: only the locked type when locked (an express lock therefore
 * hides grips with no express service), only base grips or overgrips for a preset, and the
 * customer's own grip in every case.
 */
export function visibleGrips(input: { lock: ServiceType | null; preset?: GripPreset }): GripEntry[] {
  const preset = input.preset ?? 'none';
  return GRIPS.filter(
    (g) =>
      (!input.lock || g.type === input.lock) && (preset === 'none' || g.category === preset || g.category === 'own'),
  );
}

/** The invoice and credit note line of a pickup or delivery fee ("Pickup fee"); in store has no fee. */
export const pickupFeeLine = (option: PickupOption): string => `${PICKUP_LABELS[option]} fee`;

/** Every fee line's description, as the report totals recognise them (migration 0051, report_fee_lines()). */
export const PICKUP_FEE_LINES: readonly string[] = PICKUP_OPTIONS.filter((o) => o !== 'in-store').map(pickupFeeLine);
