import { testResultsSchema, type TestResults } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getResults(submissionId: string): Promise<TestResults> {
  return api.get(`/submissions/${encodeURIComponent(submissionId)}/results`, { schema: testResultsSchema });
}

export const resultsQueryOptions = (submissionId: string) =>
  queryOptions({ queryKey: queryKeys.results(submissionId), queryFn: () => getResults(submissionId) });

export function useResults(submissionId: string) {
  return useQuery(resultsQueryOptions(submissionId));
}
