import { courseDetailSchema, type CourseDetail } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getCourse(slugOrId: string): Promise<CourseDetail> {
  return api.get(`/courses/${encodeURIComponent(slugOrId)}`, { schema: courseDetailSchema });
}

export const courseQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: queryKeys.course(slugOrId), queryFn: () => getCourse(slugOrId) });

export function useCourse(slugOrId: string) {
  return useQuery(courseQueryOptions(slugOrId));
}
