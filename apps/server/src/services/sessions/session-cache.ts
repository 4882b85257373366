import type { SessionUser } from './sessions';

interface Entry {
  user: SessionUser;
  /** When this copy must be read from the database again. */
  freshUntil: number;
}

/**
 * A short-lived copy of recent sessions, so a busy counter does not look its session up in the
 * database on every call. A logout or password reset on this instance forgets the session at once;
 * another instance honours it within `ttlMs` (SESSION_CACHE_SECONDS), when its copy goes stale.
 * Entries never outlive the session itself. A TTL of 0 turns the cache off.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): SessionUser | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.freshUntil <= this.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  set(tokenHash: string, user: SessionUser, sessionExpiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest copy.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, freshUntil: Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  forgetSession(sessionId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.sessionId === sessionId) this.entries.delete(key);
  }

  forgetUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}
