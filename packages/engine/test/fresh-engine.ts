/**
 * A local engine loaded afresh (no material read before), and what a request to it gives a student: the questions,
 * or the count it reports as supported with its message. For tests that a kept reading changes nothing.
 */
import { vi } from 'vitest';
import type { GenerateRequest, GenerateResult } from '../src/types.ts';

export type Outcome = GenerateResult['questions'] | { supported: number | undefined; message: string };

export async function freshEngine() {
  vi.resetModules();
  const { createLocalEngine } = await import('../src/local/engine.ts');
  return createLocalEngine();
}

export async function outcome(
  engine: Awaited<ReturnType<typeof freshEngine>>,
  req: GenerateRequest,
): Promise<Outcome> {
  try {
    return (await engine.generate(req)).questions;
  } catch (e) {
    return { supported: (e as { supported?: number }).supported, message: (e as Error).message };
  }
}
