/**
 * Node-only: DOCX/PPTX archives are verified and read in worker threads (node/archive-worker.mjs),
 * never on the caller's event loop (docs/decisions/204). A small pool of warm threads takes one
 * job each; more jobs wait in a queue. Every thread runs with V8 resource limits, and a job that
 * passes its time limit (or whose signal aborts) terminates its thread, which really ends the work:
 * inflating a hostile archive cannot hold the server, only a thread that is then thrown away.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ArchiveAnswer, ArchiveJob, VerifyAnswer } from './node/archive-jobs.ts';
import { ExtractError, type ExtractResult } from './types.ts';

export type { VerifyAnswer } from './node/archive-jobs.ts';

export interface ArchiveWorkerSettings {
  /** Threads reading archives at once (default: min(2, available parallelism)). */
  threads: number;
  /** Heap limit of each thread in MB (V8 maxOldGenerationSizeMb). */
  memoryMb: number;
  /** Time limit of one job when the caller gives none. */
  timeoutMs: number;
}

const settings: ArchiveWorkerSettings = {
  threads: Math.max(1, Math.min(2, availableParallelism())),
  memoryMb: 512,
  timeoutMs: 120_000,
};

/** Change the pool's settings (threads already running keep their memory limit until replaced). */
export function configureArchiveWorkers(s: Partial<ArchiveWorkerSettings>): ArchiveWorkerSettings {
  if (s.threads !== undefined) settings.threads = Math.max(1, Math.floor(s.threads));
  if (s.memoryMb !== undefined) settings.memoryMb = Math.max(32, Math.floor(s.memoryMb));
  if (s.timeoutMs !== undefined) settings.timeoutMs = Math.max(1, s.timeoutMs);
  return { ...settings };
}

interface Slot {
  worker: Worker;
  /** The job running on it: settles the caller's promise. */
  onAnswer?: (a: ArchiveAnswer) => void;
  onFailure?: (e: unknown) => void;
}

const idle: Slot[] = [];
const all = new Set<Slot>();
const waiting: ((s: Slot) => void)[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(new URL('./node/archive-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: 32 },
  });
  const slot: Slot = { worker };
  worker.on('message', (m: { id: number; answer: ArchiveAnswer }) => slot.onAnswer?.(m.answer));
  worker.on('error', (e) => {
    discard(slot);
    slot.onFailure?.(e);
  });
  worker.on('exit', () => {
    discard(slot);
    slot.onFailure?.(new Error('The archive worker stopped'));
  });
  worker.unref();
  all.add(slot);
  return slot;
}

/** Forget a thread (it died or was terminated); a queued job gets a fresh one. */
function discard(slot: Slot): void {
  if (!all.delete(slot)) return;
  const i = idle.indexOf(slot);
  if (i >= 0) idle.splice(i, 1);
  const next = waiting.shift();
  if (next) next(spawn());
}

function release(slot: Slot): void {
  slot.onAnswer = undefined;
  slot.onFailure = undefined;
  slot.worker.unref();
  if (!all.has(slot)) return;
  const next = waiting.shift();
  if (next) next(slot);
  else idle.push(slot);
}

function acquire(signal?: AbortSignal): Promise<Slot> {
  const free = idle.pop();
  if (free) return Promise.resolve(free);
  if (all.size < settings.threads) return Promise.resolve(spawn());
  return new Promise<Slot>((resolve, reject) => {
    const take = (s: Slot) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(s);
    };
    const onAbort = () => {
      const i = waiting.indexOf(take);
      if (i >= 0) waiting.splice(i, 1);
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    waiting.push(take);
  });
}

const aborted = () => new ExtractError('ABORTED', 'Extraction was aborted');

export interface ArchiveJobOptions {
  signal?: AbortSignal;
  /** Time limit of the job once a thread runs it (default: the pool's timeoutMs). */
  timeoutMs?: number;
}

/** Run one job on a pooled thread; ExtractError on a bad archive, a time limit or a memory limit. */
async function run(job: ArchiveJob, opts: ArchiveJobOptions): Promise<ArchiveAnswer & { ok: true }> {
  if (opts.signal?.aborted) throw aborted();
  const slot = await acquire(opts.signal);
  if (opts.signal?.aborted) {
    release(slot);
    throw aborted();
  }
  const limit = opts.timeoutMs ?? settings.timeoutMs;
  const answer = await new Promise<ArchiveAnswer>((resolve, reject) => {
    const stop = (err: ExtractError) => {
      cleanup();
      // terminating the thread is what really ends the work
      discard(slot);
      void slot.worker.terminate();
      reject(err);
    };
    const onAbort = () => stop(aborted());
    const cleanup = () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      slot.onAnswer = undefined;
      slot.onFailure = undefined;
    };
    slot.onAnswer = (a) => {
      cleanup();
      release(slot);
      resolve(a);
    };
    slot.onFailure = (e) => {
      cleanup();
      const oom = (e as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      reject(
        oom
          ? new ExtractError('TOO_LARGE', 'The document needs more memory to read than is allowed')
          : new ExtractError('CORRUPT', `Could not read the archive: ${(e as Error)?.message ?? e}`),
      );
    };
    const timer = setTimeout(
      () =>
        stop(
          new ExtractError(
            'ABORTED',
            `Reading the document took longer than ${Math.round(limit / 100) / 10} s`,
          ),
        ),
      limit,
    );
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    slot.worker.ref(); // a thread with a job keeps the process alive until it answers
    slot.worker.postMessage({ id: nextId++, job });
  });
  if (!answer.ok) throw new ExtractError(answer.code as ExtractError['code'], answer.message);
  return answer;
}

/** A copy that owns its memory: posting a view would copy the whole underlying buffer. */
function own(data: Uint8Array): Uint8Array {
  return data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
}

export type ArchiveSource = { data: Uint8Array } | { path: string };

function source(src: ArchiveSource): { data?: Uint8Array; path?: string } {
  return 'data' in src ? { data: own(src.data) } : { path: src.path };
}

/**
 * sniffFileType off this thread, for any file; a zip archive is first inflated entry by entry
 * (streamed, stopping at each entry's declared size). Throws ExtractError (ZIP_BOMB, CORRUPT,
 * ENCRYPTED, TOO_LARGE, ABORTED...) when the archive is unusable; a wrong type is reported in the
 * answer (ok false, reason, code), as sniffFileType reports it.
 */
export async function verifyArchiveInWorker(
  src: ArchiveSource,
  fileName: string,
  opts: ArchiveJobOptions = {},
): Promise<VerifyAnswer> {
  const a = await run({ type: 'verify', fileName, ...source(src) }, opts);
  return a.verify!;
}

/** extractDocx / extractPptx / extractTxt on a pooled thread (same result). */
export async function extractOfficeInWorker(
  src: ArchiveSource,
  kind: 'docx' | 'pptx' | 'txt',
  opts: ArchiveJobOptions & { maxChars?: number; markdown?: boolean } = {},
): Promise<ExtractResult> {
  const a = await run(
    {
      type: 'extract',
      kind,
      ...source(src),
      ...(opts.maxChars ? { maxChars: opts.maxChars } : {}),
      ...(opts.markdown ? { markdown: true } : {}),
    },
    opts,
  );
  return a.result!;
}

/** Start the pool's threads ahead of the first upload (optional). */
export function warmUpArchiveWorkers(): void {
  while (all.size < settings.threads) idle.push(spawn());
}

/** Stop every thread (tests, graceful shutdown); running jobs fail. */
export async function shutdownArchiveWorkers(): Promise<void> {
  const slots = [...all];
  await Promise.all(
    slots.map(async (s) => {
      discard(s);
      await s.worker.terminate();
    }),
  );
}

/** Threads alive and jobs waiting (tests, diagnostics). */
export function archiveWorkerStats(): { threads: number; idle: number; queued: number } {
  return { threads: all.size, idle: idle.length, queued: waiting.length };
}
