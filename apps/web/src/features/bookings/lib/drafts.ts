import { useSyncExternalStore } from 'react';
import type { ServiceType } from '@shop/domain/catalogue';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { isPickupOption, isStore, type PickupOption, type Store } from '@shop/domain/pickup';

/**
 * Booking drafts live in the browser under the keys of docs/product/screens.md#what-the-browser-keeps (bookings,
 * pickupService, deliveryAddressMap), so a reload loses nothing. Two more keys keep the checkout's
 * customer and store (see docs/decisions/bookings-web.md).
 */
export const DRAFT_KEYS = {
  bookings: 'bookings',
  pickupService: 'pickupService',
  deliveryAddressMap: 'deliveryAddressMap',
  customer: 'bookingCustomer',
  store: 'instoreLocation',
} as const;

/** The customer of the checkout, as customer-scoped screens pass it (location.state.customer). */
export type BookingCustomer = NavCustomer;

/** One booking line not yet submitted (docs/product/screens.md#what-the-browser-keeps). */
export interface BookingDraft {
  customerId: number;
  /** The draft's own reference, unique in the browser. */
  invoiceNo: string;
  racketName: string;
  bookingDate: string;
  serviceKind: 'string' | 'grip';
  stringId: number | null;
  stringType: ServiceType | null;
  gripId: number | null;
  gripType: ServiceType | null;
  freeService: boolean;
  rp_id: number | null;
  claim_id: number | null;
  /** AED, the line's price when it was added (the screens re-price from the catalogue). */
  totalCost: number;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
  notify();
}

export function newDraftReference(): string {
  return `D${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

export function readDrafts(): BookingDraft[] {
  const value = readJson<unknown>(DRAFT_KEYS.bookings, []);
  return Array.isArray(value) ? (value as BookingDraft[]) : [];
}

export function saveDrafts(drafts: BookingDraft[]): void {
  writeJson(DRAFT_KEYS.bookings, drafts);
}

/**
 * Adds a draft (or replaces it when the same draft comes back, e.g. after the browser's Back).
 * A checkout is for one customer: adding a draft drops any other customer's drafts.
 */
export function addDraft(draft: BookingDraft): void {
  const kept = readDrafts().filter((d) => d.customerId === draft.customerId);
  const index = kept.findIndex((d) => d.invoiceNo === draft.invoiceNo);
  saveDrafts(index === -1 ? [...kept, draft] : kept.map((d, i) => (i === index ? draft : d)));
}

export function replaceDraft(draft: BookingDraft): void {
  saveDrafts(readDrafts().map((d) => (d.invoiceNo === draft.invoiceNo ? draft : d)));
}

export function removeDraft(invoiceNo: string): void {
  saveDrafts(readDrafts().filter((d) => d.invoiceNo !== invoiceNo));
}

export function readPickupService(): PickupOption | null {
  const value = localStorage.getItem(DRAFT_KEYS.pickupService);
  return isPickupOption(value) ? value : null;
}

export function savePickupService(option: PickupOption): void {
  localStorage.setItem(DRAFT_KEYS.pickupService, option);
  notify();
}

export function readStore(): Store | null {
  const value = localStorage.getItem(DRAFT_KEYS.store);
  return isStore(value) ? value : null;
}

export function saveStore(store: Store | null): void {
  if (store) localStorage.setItem(DRAFT_KEYS.store, store);
  else localStorage.removeItem(DRAFT_KEYS.store);
  notify();
}

export function readAddress(customerId: number): string {
  const map = readJson<Record<string, string>>(DRAFT_KEYS.deliveryAddressMap, {});
  return typeof map[customerId] === 'string' ? map[customerId] : '';
}

export function saveAddress(customerId: number, address: string): void {
  const map = readJson<Record<string, string>>(DRAFT_KEYS.deliveryAddressMap, {});
  writeJson(DRAFT_KEYS.deliveryAddressMap, { ...map, [customerId]: address });
}

export function readStoredCustomer(): BookingCustomer | null {
  const value = readJson<Partial<BookingCustomer> | null>(DRAFT_KEYS.customer, null);
  return value && typeof value.id === 'number' && typeof value.name === 'string' ? (value as BookingCustomer) : null;
}

export function saveCustomer(customer: BookingCustomer): void {
  writeJson(DRAFT_KEYS.customer, customer);
}

/** After a checkout is created the drafts are done; the address book stays. */
export function clearDrafts(): void {
  localStorage.removeItem(DRAFT_KEYS.bookings);
  localStorage.removeItem(DRAFT_KEYS.pickupService);
  localStorage.removeItem(DRAFT_KEYS.store);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cachedRaw: string | null | undefined;
let cachedDrafts: BookingDraft[] = [];

/** The stored drafts, re-rendering when any screen changes them. */
export function useDrafts(): BookingDraft[] {
  return useSyncExternalStore(subscribe, () => {
    const raw = localStorage.getItem(DRAFT_KEYS.bookings);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedDrafts = readDrafts();
    }
    return cachedDrafts;
  });
}

/** Re-renders on any draft key change and returns the current checkout settings. */
export function useCheckoutSettings(customerId: number | null): {
  pickup: PickupOption | null;
  store: Store | null;
  address: string;
} {
  const pickup = useSyncExternalStore(subscribe, readPickupService);
  const store = useSyncExternalStore(subscribe, readStore);
  const address = useSyncExternalStore(subscribe, () => (customerId === null ? '' : readAddress(customerId)));
  return { pickup, store, address };
}
