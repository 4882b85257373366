import { shopDate } from '@shop/domain/time';

/**
 * Runs `call` and answers the shop days (Asia/Dubai) the server may have read its clock on meanwhile: the day
 * before the call and the day after it, one day unless the call crossed the shop's midnight (20:00 UTC). A test
 * expects the server's "today" among them, never its own reading of the clock after the answer
 * (docs/decisions/dates.md, "Tests at the shop's midnight").
 */
export async function withShopDays<T>(call: () => Promise<T>): Promise<{ result: T; days: string[] }> {
  const before = shopDate();
  const result = await call();
  return { result, days: [...new Set([before, shopDate()])] };
}
