import { shopDate } from '@shop/domain/time';

/** The shop day (Asia/Dubai, UTC+4 all year) containing `at`: its midnight and the next, as instants. */
export function dubaiDayBounds(at: Date): { start: Date; end: Date } {
  const start = new Date(`${shopDate(at)}T00:00:00+04:00`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}
