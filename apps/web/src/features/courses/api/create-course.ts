import { courseSchema, type Course, type CreateCourseInput } from '@studypilot/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { queryKeys } from '@/lib/query-keys';

export function createCourse(input: CreateCourseInput): Promise<Course> {
  return api.post('/courses', input, { schema: courseSchema });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      // The dashboard's counts include active courses.
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
