import {
  takeTestPayloadSchema,
  testStartInfoSchema,
  type TakeTestPayload,
  type TestStartInfo,
} from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const startInfoKey = (testId: string) => ['test-start', testId] as const;
export const attemptKey = (testId: string) => ['attempt', testId] as const;

/** The start screen: reading it creates no attempt (the clock starts with startAttempt). */
export function getStartInfo(testId: string): Promise<TestStartInfo> {
  return api.get(`/tests/${encodeURIComponent(testId)}/attempt`, { schema: testStartInfoSchema });
}

/** Start: creates the submission (the server sets the deadline), or resumes the open one while its time runs. */
export function startAttempt(testId: string): Promise<TakeTestPayload> {
  return api.post(`/tests/${encodeURIComponent(testId)}/attempt`, undefined, {
    schema: takeTestPayloadSchema,
  });
}

export const startInfoQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: startInfoKey(testId),
    queryFn: () => getStartInfo(testId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useStartInfo(testId: string) {
  return useQuery(startInfoQueryOptions(testId));
}

export const attemptQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: attemptKey(testId),
    queryFn: () => startAttempt(testId),
    // Read once per visit: the page keeps its own answers; a refetch would reset them.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Starts or resumes the attempt when `enabled` (after Start, or at once when an attempt is running). */
export function useAttempt(testId: string, enabled = true) {
  return useQuery({ ...attemptQueryOptions(testId), enabled });
}
