import type { ReviewInput, ReviewSaved } from '@studypilot/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiClientError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { RatingOutbox, type PendingRating } from './rating-outbox';

/** A server that saves each (card, reviewId) once, as the API does; it can be offline or lose a reply. */
function fakeServer() {
  const state = {
    saved: new Map<string, ReviewInput>(),
    requests: 0,
    offline: false,
    loseNextReply: false,
    missingCards: new Set<string>(),
  };
  const send = vi.fn(async (cardId: string, input: ReviewInput): Promise<ReviewSaved> => {
    state.requests += 1;
    if (state.offline) throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    if (state.missingCards.has(cardId))
      throw new ApiClientError('Review card not found', 404, 'REVIEW_CARD_NOT_FOUND');
    const key = `${cardId}/${input.reviewId}`;
    const duplicate = state.saved.has(key);
    if (!duplicate) state.saved.set(key, input);
    if (state.loseNextReply) {
      state.loseNextReply = false;
      throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    return {
      cardId,
      reviewId: input.reviewId,
      rating: input.rating ?? 'good',
      correct: null,
      due: new Date().toISOString(),
      scheduledDays: 1,
      duplicate,
    };
  });
  return { state, send };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const rating = (cardId: string, reviewId: string): PendingRating => ({
  cardId,
  reviewId,
  rating: 'good',
  reviewedAt: '2026-11-23T10:00:00.000Z',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RatingOutbox', () => {
  it('keeps ratings made offline, retries with backoff and saves every one once when the connection returns', async () => {
    const { state, send } = fakeServer();
    const storage = memoryStorage();
    const outbox = new RatingOutbox('k', send, storage);
    state.offline = true;
    outbox.add(rating('c1', 'r1'));
    outbox.add(rating('c2', 'r2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getSnapshot()).toMatchObject({ pending: 2, status: 'retrying', cardIds: ['c1', 'c2'] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.saved.size).toBe(0);
    state.offline = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outbox.getSnapshot()).toMatchObject({ pending: 0, status: 'saved' });
    expect([...state.saved.keys()]).toEqual(['c1/r1', 'c2/r2']);
    expect(JSON.parse(storage.data.get('k')!)).toEqual([]);
  });

  it('a rating whose reply was lost is sent again with the same review id and saved once', async () => {
    const { state, send } = fakeServer();
    const outbox = new RatingOutbox('k', send, memoryStorage());
    state.loseNextReply = true;
    outbox.add(rating('c1', 'r1'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.requests).toBe(2);
    expect(send.mock.calls.map((c) => c[1].reviewId)).toEqual(['r1', 'r1']);
    expect(state.saved.size).toBe(1);
    expect(outbox.getSnapshot().pending).toBe(0);
  });

  it('ratings not yet saved survive a reload (a new outbox on the same storage sends them)', async () => {
    const { state, send } = fakeServer();
    const storage = memoryStorage();
    state.offline = true;
    const first = new RatingOutbox('k', send, storage);
    first.add(rating('c1', 'r1'));
    await vi.advanceTimersByTimeAsync(0);
    first.dispose();
    state.offline = false;
    const second = new RatingOutbox('k', send, storage);
    expect(second.getSnapshot().cardIds).toEqual(['c1']);
    second.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect([...state.saved.keys()]).toEqual(['c1/r1']);
    expect(second.getSnapshot().pending).toBe(0);
  });

  it('drops a rating the server refuses for good (card gone) and goes on with the next', async () => {
    const { state, send } = fakeServer();
    const dropped = vi.fn();
    const outbox = new RatingOutbox('k', send, memoryStorage(), dropped);
    state.missingCards.add('gone');
    outbox.add(rating('gone', 'r1'));
    outbox.add(rating('c2', 'r2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(dropped).toHaveBeenCalledWith('Review card not found');
    expect([...state.saved.keys()]).toEqual(['c2/r2']);
    expect(outbox.getSnapshot().pending).toBe(0);
  });
});
