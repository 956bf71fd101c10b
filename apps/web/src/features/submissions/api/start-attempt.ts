import { takeTestPayloadSchema, type TakeTestPayload } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const attemptKey = (testId: string) => ['attempt', testId] as const;

/** Creates the submission, or resumes the open one while its time has not run out. */
export function startAttempt(testId: string): Promise<TakeTestPayload> {
  return api.post(`/tests/${encodeURIComponent(testId)}/attempt`, undefined, {
    schema: takeTestPayloadSchema,
  });
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

export function useAttempt(testId: string) {
  return useQuery(attemptQueryOptions(testId));
}
