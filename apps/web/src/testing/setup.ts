import '@testing-library/jest-dom/vitest';
import './i18n';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { apiServer, takeContractErrors } from './api';

// findBy… and waitFor wait for what a screen shows; on a loaded CI machine a screen's lazy chunks and
// fake answers can take longer than the library's 1 s default, which made tests fail by chance.
configure({ asyncUtilTimeout: 5000 });

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
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  const refused = takeContractErrors();
  if (refused.length) throw new Error(refused.join('\n'));
  localStorage.clear();
  sessionStorage.clear();
});
