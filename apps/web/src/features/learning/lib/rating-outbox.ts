import type { ReviewInput, ReviewRating, ReviewSaved } from '@studypilot/core';

import { ApiClientError } from '@/lib/api-client';

/** One rating waiting for the server's acknowledgement. */
export type PendingRating = {
  cardId: string;
  reviewId: string;
  rating?: ReviewRating;
  answer?: string | null;
  reviewedAt: string;
};

export type OutboxStatus = 'saved' | 'saving' | 'retrying';

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Ratings are written to localStorage before they are sent and removed only when the server acknowledged
 * them, so a lost connection, a closed tab or a reload loses none: they are sent again, in order, with
 * backoff, until they are saved. The server saves each (card, reviewId) once, so sending one twice is
 * harmless. A rating the server refuses for good (4xx: the card is gone or was flagged) is dropped.
 */
export class RatingOutbox {
  private pending: PendingRating[];
  private sending = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private snapshot: { pending: number; status: OutboxStatus; cardIds: string[] };
  private disposed = false;

  constructor(
    private readonly key: string,
    private readonly send: (cardId: string, input: ReviewInput) => Promise<ReviewSaved>,
    private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
    private readonly onDropped: (message: string) => void = () => {},
  ) {
    this.pending = this.load();
    this.snapshot = this.makeSnapshot();
  }

  private load(): PendingRating[] {
    try {
      const raw = this.storage?.getItem(this.key);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed)
        ? parsed.filter(
            (p): p is PendingRating =>
              Boolean(p) && typeof p.cardId === 'string' && typeof p.reviewId === 'string',
          )
        : [];
    } catch {
      return [];
    }
  }

  private persist() {
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.pending));
    } catch {
      // Storage full or blocked: the ratings stay in memory and are still retried while the page is open.
    }
  }

  private makeSnapshot() {
    const status: OutboxStatus =
      this.pending.length === 0 ? 'saved' : this.failures > 0 ? 'retrying' : 'saving';
    return { pending: this.pending.length, status, cardIds: this.pending.map((p) => p.cardId) };
  }

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const l of this.listeners) l();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  add(rating: PendingRating) {
    this.pending.push(rating);
    this.persist();
    this.emit();
    this.flush();
  }

  /** Sends what is waiting now (also called when the browser comes back online). */
  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.sending && !this.disposed) void this.drain();
  }

  private async drain() {
    this.sending = true;
    try {
      while (this.pending.length && !this.disposed) {
        const next = this.pending[0]!;
        try {
          await this.send(next.cardId, {
            reviewId: next.reviewId,
            reviewedAt: next.reviewedAt,
            ...(next.rating ? { rating: next.rating } : {}),
            ...(next.answer !== undefined ? { answer: next.answer } : {}),
          });
        } catch (error) {
          const permanent =
            error instanceof ApiClientError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 401 &&
            error.status !== 408 &&
            error.status !== 429;
          if (!permanent) {
            this.failures += 1;
            const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (this.failures - 1));
            this.timer = setTimeout(() => this.flush(), delay);
            this.emit();
            return;
          }
          this.onDropped(error.message);
        }
        this.pending.shift();
        this.failures = 0;
        this.persist();
        this.emit();
      }
    } finally {
      this.sending = false;
    }
  }

  dispose() {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
