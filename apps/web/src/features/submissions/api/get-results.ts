import { testResultsSchema, type TestResults } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const resultsKey = (submissionId: string) => ['results', submissionId] as const;

export function getResults(submissionId: string): Promise<TestResults> {
  return api.get(`/submissions/${encodeURIComponent(submissionId)}/results`, { schema: testResultsSchema });
}

export const resultsQueryOptions = (submissionId: string) =>
  queryOptions({ queryKey: resultsKey(submissionId), queryFn: () => getResults(submissionId) });

export function useResults(submissionId: string) {
  return useQuery(resultsQueryOptions(submissionId));
}
