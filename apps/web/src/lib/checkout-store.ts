import { useEffect, useSyncExternalStore } from 'react';
import {
  bookingStartSchema,
  CHECKOUT_DRAFT_MESSAGES,
  CHECKOUT_DRAFT_VERSION,
  checkoutDraftSchema,
  readCheckoutDraft,
  type BookingDraft,
  type BookingStartInput,
  type CheckoutDraft,
  type CheckoutDraftProblem,
} from '@shop/domain/contracts/checkout-draft';
import type { NavCustomer } from '@shop/domain/contracts/customers';

/**
 * The one place a booking in progress lives: one checkout per customer in localStorage, under a
 * versioned key, read through the domain's `checkoutDraftSchema` every time. A draft that fails
 * the schema, is of another version or belongs to another customer is dropped with a short notice.
 * Screens read it with `useCheckoutDraft` (useSyncExternalStore) and change it with the functions
 * below; navigation carries only the customer id (`?customer=7`).
 */
const PREFIX = `checkout.v${CHECKOUT_DRAFT_VERSION}.`;
const KEY_PATTERN = /^checkout\.v(\d+)\.(\d+)$/;
/** The keys of the drafts before the checkout store (one checkout for the whole browser). */
const LEGACY_KEYS = ['bookings', 'pickupService', 'deliveryAddressMap', 'bookingCustomer', 'instoreLocation'];

export const checkoutKey = (customerId: number) => `${PREFIX}${customerId}`;

export function emptyCheckout(customer: NavCustomer): CheckoutDraft {
  return {
    version: CHECKOUT_DRAFT_VERSION,
    customer: { id: customer.id, name: customer.name, email: customer.email ?? '', phone: customer.phone },
    lines: [],
    pending: null,
    start: bookingStartSchema.parse({}),
    pickup: null,
    store: null,
    address: '',
    cartId: null,
  };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stored drafts of other versions (and the legacy keys) that a read of this customer drops. */
function staleKeys(customerId: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key === null) continue;
    const match = KEY_PATTERN.exec(key);
    if (LEGACY_KEYS.includes(key)) keys.push(key);
    else if (match && Number(match[2]) === customerId && Number(match[1]) !== CHECKOUT_DRAFT_VERSION) keys.push(key);
  }
  return keys;
}

export interface CheckoutSnapshot {
  draft: CheckoutDraft | null;
  /** Why the stored draft must be dropped (the hook drops it). */
  problem: CheckoutDraftProblem | null;
  /** The notice of a draft dropped earlier, until dismissed. */
  notice: string | null;
}

const EMPTY: CheckoutSnapshot = { draft: null, problem: null, notice: null };
const notices = new Map<number, string>();
const cache = new Map<
  number,
  { raw: string | null; notice: string | null; stale: boolean; snapshot: CheckoutSnapshot }
>();

function snapshotOf(customerId: number): CheckoutSnapshot {
  const raw = localStorage.getItem(checkoutKey(customerId));
  const notice = notices.get(customerId) ?? null;
  const stale = raw === null && staleKeys(customerId).length > 0;
  const cached = cache.get(customerId);
  if (cached && cached.raw === raw && cached.notice === notice && cached.stale === stale) return cached.snapshot;
  const read = readCheckoutDraft(raw, customerId);
  const snapshot: CheckoutSnapshot = read.ok
    ? { draft: read.draft, problem: stale ? 'old' : null, notice }
    : { draft: null, problem: read.problem, notice };
  cache.set(customerId, { raw, notice, stale, snapshot });
  return snapshot;
}

/** Reads the checkout of a customer (null when none, or when the stored one is not usable). */
export function readCheckout(customerId: number): CheckoutDraft | null {
  return snapshotOf(customerId).draft;
}

/** Drops an unusable stored draft and keeps a notice saying so. */
export function dropCheckout(customerId: number, problem: CheckoutDraftProblem): void {
  localStorage.removeItem(checkoutKey(customerId));
  for (const key of staleKeys(customerId)) localStorage.removeItem(key);
  notices.set(customerId, CHECKOUT_DRAFT_MESSAGES[problem]);
  notify();
}

/** The notices of every customer go, as on a new page load (the web tests' setup calls it between files). */
export function forgetCheckoutNotices(): void {
  notices.clear();
  cache.clear();
}

export function dismissCheckoutNotice(customerId: number): void {
  notices.delete(customerId);
  notify();
}

/** The customer's checkout, re-rendering on every change (this tab or another). */
export function useCheckoutDraft(customerId: number | null): CheckoutSnapshot {
  const snapshot = useSyncExternalStore(subscribe, () => (customerId ? snapshotOf(customerId) : EMPTY));
  useEffect(() => {
    if (customerId && snapshot.problem) dropCheckout(customerId, snapshot.problem);
  }, [customerId, snapshot.problem]);
  return snapshot;
}

/** Changes a customer's checkout (an empty one when none is stored); the result is checked before it is kept. */
export function updateCheckout(customer: NavCustomer, change: (draft: CheckoutDraft) => CheckoutDraft): void {
  const next = checkoutDraftSchema.parse(change(readCheckout(customer.id) ?? emptyCheckout(customer)));
  localStorage.setItem(checkoutKey(customer.id), JSON.stringify(next));
  notify();
}

/** How the next booking form opens (Our Services, the chooser, Add More / Add Grip). */
export function startBooking(customer: NavCustomer, start: BookingStartInput = {}): void {
  updateCheckout(customer, (draft) => ({
    ...draft,
    customer: emptyCheckout(customer).customer,
    start: bookingStartSchema.parse(start),
    pending: null,
  }));
}

/** Adds a line (or replaces it when the same line comes back); the pending line becomes a line of the checkout. */
export function addLine(customer: NavCustomer, line: BookingDraft): void {
  updateCheckout(customer, (draft) => {
    const index = draft.lines.findIndex((l) => l.invoiceNo === line.invoiceNo);
    return {
      ...draft,
      lines: index === -1 ? [...draft.lines, line] : draft.lines.map((l, i) => (i === index ? line : l)),
      pending: null,
      start: bookingStartSchema.parse({}),
    };
  });
}

export function removeLine(customer: NavCustomer, invoiceNo: string): void {
  updateCheckout(customer, (draft) => ({ ...draft, lines: draft.lines.filter((l) => l.invoiceNo !== invoiceNo) }));
}

/** The checkout is done (created, or discarded): lines, choices and cart go; the customer and address stay. */
export function finishCheckout(customer: NavCustomer): void {
  updateCheckout(customer, (draft) => ({ ...emptyCheckout(customer), address: draft.address }));
}

/**
 * An unfinished checkout (its bookings, service option, store, address and cart) is discarded so a
 * new booking starts on its own; how that booking opens (`start`) is kept.
 */
export function discardCheckout(customer: NavCustomer): void {
  updateCheckout(customer, (draft) => ({ ...emptyCheckout(customer), start: draft.start }));
}

/** A checkout with bookings not yet submitted (or whose payment did not complete), met by a new booking. */
export function isUnfinished(draft: CheckoutDraft): boolean {
  return draft.start.returnTo === null && draft.lines.length > 0;
}

/** The checkout whose payment has this cart id (payment pages know only the cart). */
export function findCheckoutByCart(cartId: string): CheckoutDraft | null {
  for (let i = 0; i < localStorage.length; i += 1) {
    const match = KEY_PATTERN.exec(localStorage.key(i) ?? '');
    if (!match || Number(match[1]) !== CHECKOUT_DRAFT_VERSION) continue;
    const draft = readCheckout(Number(match[2]));
    if (draft?.cartId === cartId) return draft;
  }
  return null;
}

export function newLineReference(): string {
  return `D${Date.now()}${Math.floor(Math.random() * 1000)}`;
}
