import * as React from 'react';
import type { SavedAnswer } from '@studypilot/core';

import { ApiClientError } from '@/lib/api-client';
import { saveAnswer } from '../api/save-answer';

export type SaveStatus = 'saved' | 'saving' | 'retrying' | 'failed';

/** Typing in an open answer is saved this long after the last keystroke. */
export const TYPING_DEBOUNCE_MS = 600;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 15_000;

type Entry = {
  value: string | null;
  /** The value the server acknowledged; undefined when it has none. */
  acked: string | null | undefined;
  /** Seconds on this question in all: the server's figure when the page opened plus what this page measured. */
  measured: number;
  /** The question's time_spent in the server's last reply. */
  serverTotal: number;
  inFlight: boolean;
  failures: number;
  state: 'idle' | 'waiting' | 'retrying' | 'failed';
  timer: ReturnType<typeof setTimeout> | null;
};

export type UnsavedAnswer = { questionId: string; answer: string | null; timeSpent: number };

type Callbacks = {
  onTimeUp: () => void;
  onCompleted: () => void;
  onRejected: (message: string) => void;
};

/**
 * Saves each answer as soon as it changes (typing is debounced), one request per question at a time, the
 * latest value winning. Network and server failures are retried with backoff; 409 stops editing.
 * Time spent is the question's running total in this attempt (the time it was on screen); the server keeps
 * the largest total it has received, so a save retried after a lost reply never counts the same seconds twice.
 */
export class AnswerSaver {
  private entries = new Map<string, Entry>();
  private since = Date.now();
  private current: string | null = null;
  private stopped = false;
  private disposed = false;
  private listeners = new Set<() => void>();
  private snapshot: { answers: Record<string, string | null>; status: SaveStatus };

  constructor(
    private readonly submissionId: string,
    initial: SavedAnswer[],
    private readonly callbacks: Callbacks,
  ) {
    for (const a of initial) {
      this.entries.set(a.questionId, {
        value: a.answer,
        acked: a.answer,
        measured: a.timeSpent,
        serverTotal: a.timeSpent,
        inFlight: false,
        failures: 0,
        state: 'idle',
        timer: null,
      });
    }
    this.snapshot = this.makeSnapshot();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const l of this.listeners) l();
  }

  private makeSnapshot() {
    const answers: Record<string, string | null> = {};
    let status: SaveStatus = 'saved';
    const rank: Record<SaveStatus, number> = { saved: 0, saving: 1, failed: 2, retrying: 3 };
    for (const [id, e] of this.entries) {
      answers[id] = e.value;
      const s: SaveStatus =
        e.state === 'retrying'
          ? 'retrying'
          : e.state === 'failed'
            ? 'failed'
            : e.inFlight || e.state === 'waiting' || e.value !== e.acked
              ? 'saving'
              : 'saved';
      if (rank[s] > rank[status]) status = s;
    }
    return { answers, status };
  }

  /** The student moved to another question: pending typing is saved and the timer starts again. */
  show(questionId: string) {
    if (this.current && this.current !== questionId) this.flush(this.current);
    this.current = questionId;
    this.since = Date.now();
  }

  private takeSeconds(): number {
    const now = Date.now();
    const seconds = Math.max(0, Math.round((now - this.since) / 1000));
    this.since = now;
    return seconds;
  }

  setAnswer(questionId: string, value: string | null, { debounce = false } = {}) {
    if (this.stopped) return;
    const e = this.entry(questionId);
    e.value = value;
    if (e.timer) clearTimeout(e.timer);
    e.timer = null;
    if (debounce) {
      e.state = e.state === 'retrying' || e.state === 'failed' ? e.state : 'waiting';
      e.timer = setTimeout(() => this.flush(questionId), TYPING_DEBOUNCE_MS);
      this.emit();
      return;
    }
    this.flush(questionId);
  }

  private entry(questionId: string): Entry {
    let e = this.entries.get(questionId);
    if (!e) {
      e = {
        value: null,
        acked: undefined,
        measured: 0,
        serverTotal: 0,
        inFlight: false,
        failures: 0,
        state: 'idle',
        timer: null,
      };
      this.entries.set(questionId, e);
    }
    return e;
  }

  /** Sends the question's latest value now (measuring the time spent on it). */
  flush(questionId: string) {
    const e = this.entries.get(questionId);
    if (!e || this.stopped) return;
    if (e.timer) clearTimeout(e.timer);
    e.timer = null;
    if (e.state === 'waiting') e.state = 'idle';
    if (e.value === e.acked && e.measured <= e.serverTotal) {
      this.emit();
      return;
    }
    if (this.current === questionId) e.measured += this.takeSeconds();
    if (!e.inFlight) void this.send(questionId, e);
    this.emit();
  }

  private async send(questionId: string, e: Entry) {
    const value = e.value;
    e.inFlight = true;
    this.emit();
    try {
      const saved = await saveAnswer(this.submissionId, questionId, { answer: value, timeSpent: e.measured });
      e.acked = value;
      e.serverTotal = saved.timeSpent;
      e.failures = 0;
      e.state = 'idle';
    } catch (error) {
      e.inFlight = false;
      if (this.stopped || this.disposed) return;
      if (error instanceof ApiClientError && error.status === 409) {
        this.stop();
        if (error.code === 'SUBMISSION_COMPLETED') this.callbacks.onCompleted();
        else this.callbacks.onTimeUp();
        this.emit();
        return;
      }
      const retryable =
        !(error instanceof ApiClientError) ||
        error.status === 0 ||
        error.status === 408 ||
        error.status === 429 ||
        error.status >= 500;
      if (retryable) {
        e.failures += 1;
        e.state = 'retrying';
        const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (e.failures - 1));
        e.timer = setTimeout(() => {
          e.timer = null;
          if (!e.inFlight && !this.stopped && !this.disposed) void this.send(questionId, e);
        }, delay);
      } else {
        e.state = 'failed';
        this.callbacks.onRejected(error instanceof Error ? error.message : String(error));
      }
      this.emit();
      return;
    }
    e.inFlight = false;
    // A newer value arrived while this one was on its way (and is not waiting for the typing pause).
    if (!this.stopped && !this.disposed && e.value !== e.acked && !e.timer) void this.send(questionId, e);
    this.emit();
  }

  /**
   * Answers (or running totals of time) the server has not acknowledged, to be sent with the submit request;
   * the server keeps the largest total, so sending one again is harmless.
   */
  unsaved(): UnsavedAnswer[] {
    const out: UnsavedAnswer[] = [];
    for (const [questionId, e] of this.entries) {
      if (this.current === questionId) e.measured += this.takeSeconds();
      if (
        e.value !== e.acked ||
        e.state === 'retrying' ||
        e.state === 'failed' ||
        e.inFlight ||
        e.measured > e.serverTotal
      )
        out.push({ questionId, answer: e.value, timeSpent: e.measured });
    }
    return out;
  }

  /** No more saving (submitted, time up or leaving the page). */
  stop() {
    this.stopped = true;
    for (const e of this.entries.values()) {
      if (e.timer) clearTimeout(e.timer);
      e.timer = null;
    }
  }

  get isStopped() {
    return this.stopped;
  }

  /** The page mounted (again: React's strict mode mounts twice). */
  attach() {
    this.disposed = false;
  }

  /** The page unmounted: drop timers so nothing fires into a page that is gone. */
  detach() {
    this.disposed = true;
    for (const e of this.entries.values()) {
      if (e.timer) clearTimeout(e.timer);
      e.timer = null;
    }
  }
}

export function useAnswerSaver(submissionId: string, initial: SavedAnswer[], callbacks: Callbacks) {
  const callbacksRef = React.useRef(callbacks);
  React.useEffect(() => {
    callbacksRef.current = callbacks;
  });
  const [saver] = React.useState(
    () =>
      new AnswerSaver(submissionId, initial, {
        onTimeUp: () => callbacksRef.current.onTimeUp(),
        onCompleted: () => callbacksRef.current.onCompleted(),
        onRejected: (m) => callbacksRef.current.onRejected(m),
      }),
  );
  React.useEffect(() => {
    saver.attach();
    return () => saver.detach();
  }, [saver]);
  const snapshot = React.useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  return { saver, ...snapshot };
}
