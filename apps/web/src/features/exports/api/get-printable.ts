import { testResultsSchema, type TestResults } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiClientError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPrintable(submissionId: string): Promise<TestResults> {
  return api.get(`/submissions/${encodeURIComponent(submissionId)}/printable`, { schema: testResultsSchema });
}

export function usePrintable(submissionId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.printable(submissionId),
      queryFn: () => getPrintable(submissionId),
      // A 403 (Free plan), 404 or 400 will not change by asking again.
      retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
    }),
  );
}
