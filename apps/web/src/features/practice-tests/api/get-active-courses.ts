import { courseListSchema, type CourseListItem } from '@studypilot/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

// Same endpoint and key as the course list, so creating or closing a course refreshes the generator too.
export const generatorCoursesKey = ['courses'] as const;

export function getCourses(): Promise<CourseListItem[]> {
  return api.get('/courses', { schema: courseListSchema });
}

export const generatorCoursesQueryOptions = () =>
  queryOptions({
    queryKey: generatorCoursesKey,
    queryFn: getCourses,
  });

/** The student's courses that are open for generation (a closed course cannot generate). */
export function useActiveCourses() {
  return useQuery({
    ...generatorCoursesQueryOptions(),
    select: (courses) => courses.filter((c) => c.status === 'active'),
  });
}
