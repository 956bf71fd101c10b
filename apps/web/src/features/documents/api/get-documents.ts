import { documentListSchema, type DocumentSummary } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const documentsKey = ['documents'] as const;
export const courseDocumentsKey = (courseId: string) => [...documentsKey, 'course', courseId] as const;

export async function getDocuments(courseId: string): Promise<DocumentSummary[]> {
  const { documents } = await api.get(`/courses/${encodeURIComponent(courseId)}/documents`, {
    schema: documentListSchema,
  });
  return documents;
}

/** While the server extracts (status processing), look again every few seconds. */
const POLL_WHILE_PROCESSING_MS = 4000;

export const documentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseDocumentsKey(courseId),
    queryFn: () => getDocuments(courseId),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.extractionStatus === 'processing') ? POLL_WHILE_PROCESSING_MS : false,
  });

export function useDocuments(courseId: string) {
  return useQuery(documentsQueryOptions(courseId));
}
