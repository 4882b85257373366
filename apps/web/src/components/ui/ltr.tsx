import type { ReactNode } from 'react';

/**
 * Keeps a number, phone number, amount, email or code left to right inside Arabic text (an isolate:
 * the surrounding sentence stays right to left and the digits keep their order).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
