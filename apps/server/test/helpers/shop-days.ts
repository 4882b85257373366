import { shopDate } from '@shop/domain/shop-days';

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

/**
 * Runs a scenario whose steps must fall on one shop day (complete a booking, then undo it "today"), again when the
 * shop's midnight fell between its steps: a scenario of seconds cannot straddle two midnights, so the second run is
 * on one day. Its assertions stay exact; a run at 20:00 UTC pays one more round.
 */
export async function onOneShopDay<T>(scenario: () => Promise<T>): Promise<T> {
  const before = shopDate();
  const result = await scenario();
  return shopDate() === before ? result : scenario();
}
