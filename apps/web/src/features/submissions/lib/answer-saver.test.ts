import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiClientError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { saveAnswer } from '../api/save-answer';
import { AnswerSaver } from './answer-saver';

vi.mock('../api/save-answer', () => ({ saveAnswer: vi.fn() }));

const Q = 'q1';

/** A server that keeps the largest running total it receives, as the API's upsert does. */
function fakeServer() {
  const state = {
    total: 0,
    requests: [] as number[],
    loseNextReply: false,
    dropNextRequest: false,
    offline: false,
  };
  vi.mocked(saveAnswer).mockImplementation(async (_submission, questionId, input) => {
    state.requests.push(input.timeSpent);
    if (state.dropNextRequest || state.offline) {
      state.dropNextRequest = false;
      throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    state.total = Math.max(state.total, input.timeSpent);
    if (state.loseNextReply) {
      state.loseNextReply = false;
      throw new ApiClientError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }
    return { questionId, answer: input.answer, timeSpent: state.total, updatedAt: new Date().toISOString() };
  });
  return state;
}

function newSaver() {
  const saver = new AnswerSaver('s1', [], { onTimeUp: vi.fn(), onCompleted: vi.fn(), onRejected: vi.fn() });
  saver.attach();
  return saver;
}

describe('AnswerSaver time spent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the running total, so a save retried after a lost reply does not count the seconds twice', async () => {
    const server = fakeServer();
    const saver = newSaver();
    saver.show(Q);
    await vi.advanceTimersByTimeAsync(10_000);
    server.loseNextReply = true;
    saver.setAnswer(Q, 'a');
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests).toEqual([10, 10]);
    expect(server.total).toBe(10);
    expect(saver.getSnapshot().status).toBe('saved');

    await vi.advanceTimersByTimeAsync(5_000);
    saver.setAnswer(Q, 'b');
    await vi.advanceTimersByTimeAsync(0);
    // 6 s more (1 s until the retry, then 5 s): 16 s in all, each second counted once.
    expect(server.requests).toEqual([10, 10, 16]);
    expect(server.total).toBe(16);
  });

  it('loses no seconds when the failed request never reached the server', async () => {
    const server = fakeServer();
    const saver = newSaver();
    saver.show(Q);
    await vi.advanceTimersByTimeAsync(10_000);
    server.dropNextRequest = true;
    saver.setAnswer(Q, 'a');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests).toEqual([10, 10]);
    expect(server.total).toBe(10);
    expect(saver.getSnapshot().status).toBe('saved');
  });

  it('sends the running total with the submit while saves fail', async () => {
    const server = fakeServer();
    const saver = newSaver();
    saver.show(Q);
    await vi.advanceTimersByTimeAsync(10_000);
    server.loseNextReply = true;
    saver.setAnswer(Q, 'a');
    await vi.advanceTimersByTimeAsync(0);
    server.offline = true;
    await vi.advanceTimersByTimeAsync(2_400); // the retry fails too
    expect(server.requests).toEqual([10, 10]);
    saver.stop();
    // 12 seconds measured in all; the server keeps the largest total, so the 10 already stored are not added.
    expect(saver.unsaved()).toEqual([{ questionId: Q, answer: 'a', timeSpent: 12 }]);
  });

  it('continues from the total the server already has for a resumed attempt', async () => {
    const server = fakeServer();
    server.total = 40;
    const saver = new AnswerSaver(
      's1',
      [{ questionId: Q, answer: 'a', timeSpent: 40, updatedAt: new Date().toISOString() }],
      { onTimeUp: vi.fn(), onCompleted: vi.fn(), onRejected: vi.fn() },
    );
    saver.attach();
    saver.show(Q);
    await vi.advanceTimersByTimeAsync(7_000);
    saver.setAnswer(Q, 'b');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toEqual([47]);
    expect(server.total).toBe(47);
  });
});
