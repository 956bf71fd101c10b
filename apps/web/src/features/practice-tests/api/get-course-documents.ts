import { documentListSchema, type DocumentSummary } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const courseDocumentsKey = (courseId: string) => ['documents', 'course', courseId] as const;

export async function getCourseDocuments(courseId: string): Promise<DocumentSummary[]> {
  const res = await api.get(`/courses/${encodeURIComponent(courseId)}/documents`, {
    schema: documentListSchema,
  });
  return res.documents;
}

export const courseDocumentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseDocumentsKey(courseId),
    queryFn: () => getCourseDocuments(courseId),
    // Extraction runs in the background: a pending document becomes ready without the student doing anything.
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.extractionStatus === 'pending' || d.extractionStatus === 'processing')
        ? 3000
        : false,
  });

export function useCourseDocuments(courseId: string | null) {
  return useQuery({ ...courseDocumentsQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}
