import '@testing-library/jest-dom/vitest';
import './i18n';
import i18next from 'i18next';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { shopDate } from '@shop/domain/shop-days';
import { forgetCheckoutNotices } from '@/lib/checkout-store';
import { forgetLanguagePick } from '@/lib/i18n/choose-language';
import { setArabicIndicDigits } from '@/lib/i18n/i18n';
import { apiServer, takeContractErrors } from './api';

// findBy… and waitFor wait for what a screen shows; on a loaded CI machine a screen's lazy chunks and
// fake answers can take longer than the library's 1 s default, which made tests fail by chance.
configure({ asyncUtilTimeout: 5000 });

// The shop's day turns at 20:00 UTC. A form opened with "today" as its default date and checked "not earlier than
// today" when Next is clicked disagree when a run crosses that instant, which failed a run by chance. The page's
// clock (Date alone; timers stay real) is pinned to noon of the shop's day the run started on, and runs on from
// there; tests about the edge itself pin their own instants (docs/decisions/dates.md).
const SHOP_NOON = new Date(`${shopDate()}T08:00:00.000Z`);
const pinClockAtShopNoon = () => vi.useFakeTimers({ toFake: ['Date'], now: SHOP_NOON, shouldAdvanceTime: true });
pinClockAtShopNoon();

// React's development build records where every element was created (an Error and its stack for each JSX element,
// up to 10,000 a second), for the "owner stack" of its warnings: about a fifth of the slowest files' time (CPU
// profile; -22 % measured on the eight slowest). The count it keeps for that limit is held at the limit, so elements are created without it;
// warnings still print, with the component stack instead of the owner's (docs/decisions/ci-speed.md, "The web unit
// tests' element stacks"). Without the field (another React), nothing changes.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => undefined });

// Mantine needs these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Mantine's autosize textarea reads document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Two warnings that only jsdom's lack of layout causes, each printed with a whole React fiber or a paragraph per
// render: Mantine's focus trap finds no focusable element in a dropdown (every element has no size here; the browser
// tests check focus for real) and recharts finds its container 0 by 0 pixels. Every other warning still prints.
const JSDOM_ONLY_WARNINGS = [
  '[@mantine/hooks/use-focus-trap] Failed to find focusable element',
  'The width(0) and height(0) of chart should be greater than 0',
];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const first = args[0];
  if (typeof first === 'string' && JSDOM_ONLY_WARNINGS.some((text) => first.startsWith(text))) return;
  warn(...args);
};

// Every request a screen makes must be answered by a handler of the test (testing/api.ts).
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
// The files share one jsdom and one import of the app (isolate: false in vitest.config.ts): each starts in English.
beforeAll(() => i18next.changeLanguage('en'));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  // What React did not mount through the testing library (Mantine's shared portal node) and what the page keeps in
  // memory go too: the next test, maybe of the next file in the same jsdom, starts on an empty page.
  document.body.replaceChildren();
  forgetCheckoutNotices();
  forgetLanguagePick();
  // The Arabic-Indic digits setting a file's public-config turned on (lib/i18n/i18n.ts) goes back to the default.
  setArabicIndicDigits(false);
  apiServer.resetHandlers();
  const refused = takeContractErrors();
  if (refused.length) throw new Error(refused.join('\n'));
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  pinClockAtShopNoon();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
