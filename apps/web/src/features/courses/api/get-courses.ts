import { courseListSchema, type CourseListItem } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const coursesKey = ['courses'] as const;

export function getCourses(): Promise<CourseListItem[]> {
  return api.get('/courses', { schema: courseListSchema });
}

export const coursesQueryOptions = () => queryOptions({ queryKey: coursesKey, queryFn: getCourses });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
