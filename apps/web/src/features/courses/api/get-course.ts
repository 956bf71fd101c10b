import { courseDetailSchema, type CourseDetail } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { coursesKey } from './get-courses';

export const courseKey = (slugOrId: string) => [...coursesKey, 'detail', slugOrId] as const;

export function getCourse(slugOrId: string): Promise<CourseDetail> {
  return api.get(`/courses/${encodeURIComponent(slugOrId)}`, { schema: courseDetailSchema });
}

export const courseQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: courseKey(slugOrId), queryFn: () => getCourse(slugOrId) });

export function useCourse(slugOrId: string) {
  return useQuery(courseQueryOptions(slugOrId));
}
