/**
 * A short-lived, per-instance cache of valid sessions for the hot path of protected requests
 * (docs/decisions/404-session-cache.md). Only sessions found valid in the database are kept, each for at most
 * `ttlMs` and never past the session's own expiry; the auth plugin drops the whole cache whenever a request
 * to better-auth on this instance may have ended or changed a session or a user (sign-out, revocation,
 * password reset or change, profile update, deletion). A change made through another instance or another
 * process reaches this one within `ttlMs`. A TTL of 0 turns the cache off.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get size() {
    return this.entries.size;
  }

  get(token: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: T, sessionExpiresAt: Date, now = Date.now()) {
    if (this.ttlMs <= 0) return;
    const until = Math.min(now + this.ttlMs, sessionExpiresAt.getTime());
    if (until <= now) return;
    if (!this.entries.has(token) && this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { value, until });
  }

  clear() {
    this.entries.clear();
  }
}
