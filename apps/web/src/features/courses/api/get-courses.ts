import { courseListSchema, type CourseListItem } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getCourses(): Promise<CourseListItem[]> {
  return api.get('/courses', { schema: courseListSchema });
}

export const coursesQueryOptions = () => queryOptions({ queryKey: queryKeys.courses, queryFn: getCourses });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
