/**
 * Resources read by more than one feature get one fetcher here (documents of a course, the plan), so every
 * screen shares the same cache entry with the same polling.
 */
import { documentListSchema, planUsageSchema, type DocumentSummary, type PlanUsage } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKeys } from './query-keys';

export async function getCourseDocuments(courseId: string): Promise<DocumentSummary[]> {
  const { documents } = await api.get(`/courses/${encodeURIComponent(courseId)}/documents`, {
    schema: documentListSchema,
  });
  return documents;
}

/** While a document is extracted (in this browser: pending; on the server: processing), look again. */
const POLL_WHILE_EXTRACTING_MS = 3000;

export const courseDocumentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.courseDocuments(courseId),
    queryFn: () => getCourseDocuments(courseId),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.extractionStatus === 'pending' || d.extractionStatus === 'processing')
        ? POLL_WHILE_EXTRACTING_MS
        : false,
  });

export function useCourseDocuments(courseId: string | null) {
  return useQuery({ ...courseDocumentsQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}

export function getPlan(): Promise<PlanUsage> {
  return api.get('/plan', { schema: planUsageSchema });
}

export const planQueryOptions = () => queryOptions({ queryKey: queryKeys.plan, queryFn: getPlan });

/** The plan and this month's usage: the plan page, the generator and the export menus read the same entry. */
export function usePlan() {
  return useQuery(planQueryOptions());
}
