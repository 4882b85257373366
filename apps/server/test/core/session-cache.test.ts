import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../src/services/sessions/session-cache';
import type { SessionUser } from '../../src/services/sessions/sessions';

const user = (id: number, sessionId: number): SessionUser => ({
  id,
  sessionId,
  role: 'staff',
  email: `u${id}@shop.test`,
  firstName: 'U',
  lastName: `${id}`,
});
const farFuture = new Date('2099-01-01T00:00:00Z');

function cacheWithClock(ttlMs: number, maxEntries?: number) {
  const clock = { now: 1_000_000 };
  return { clock, cache: new SessionCache(ttlMs, maxEntries, () => clock.now) };
}

describe('session cache', () => {
  it('answers a session it saw until its copy is older than the cache time, then asks again', () => {
    const { clock, cache } = cacheWithClock(5000);
    cache.set('h1', user(1, 10), farFuture);
    expect(cache.get('h1')).toMatchObject({ id: 1, sessionId: 10 });
    clock.now += 4999;
    expect(cache.get('h1')).not.toBeNull();
    clock.now += 1;
    expect(cache.get('h1')).toBeNull();
  });

  it('never answers for a session past its own expiry', () => {
    const { clock, cache } = cacheWithClock(5000);
    cache.set('h1', user(1, 10), new Date(clock.now + 1000));
    clock.now += 1000;
    expect(cache.get('h1')).toBeNull();
  });

  it('forgets one session on logout and every session of a user on a password reset', () => {
    const { cache } = cacheWithClock(5000);
    cache.set('a', user(1, 10), farFuture);
    cache.set('b', user(1, 11), farFuture);
    cache.set('c', user(2, 12), farFuture);
    cache.forgetSession(10);
    expect([cache.get('a'), cache.get('b')?.sessionId, cache.get('c')?.sessionId]).toEqual([null, 11, 12]);
    cache.forgetUser(1);
    expect([cache.get('b'), cache.get('c')?.sessionId]).toEqual([null, 12]);
  });

  it('keeps at most its size, dropping the oldest copy; a cache time of 0 keeps nothing', () => {
    const { cache } = cacheWithClock(5000, 2);
    cache.set('a', user(1, 1), farFuture);
    cache.set('b', user(2, 2), farFuture);
    cache.set('c', user(3, 3), farFuture);
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([null, 2, 3]);
    const off = cacheWithClock(0).cache;
    off.set('a', user(1, 1), farFuture);
    expect(off.get('a')).toBeNull();
  });
});
