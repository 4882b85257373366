import type { ReactNode } from 'react';

/**
 * Keeps a number, phone number, amount, email or code left to right inside Arabic text (an isolate:
 * the surrounding sentence stays right to left and the digits keep their order).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * A date or time inside text, in its own direction (`<bdi>`, like U+2068 in a translation): an Arabic date
 * from `useFormat()` carries right-to-left marks and reads right to left, an English one left to right.
 * Not `Ltr`: forced left to right, an Arabic date's parts come out of order ("/2026/11 26").
 */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
