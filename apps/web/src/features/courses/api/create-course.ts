import { courseSchema, type Course, type CreateCourseInput } from '@studypilot/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { coursesKey } from './get-courses';

export function createCourse(input: CreateCourseInput): Promise<Course> {
  return api.post('/courses', input, { schema: courseSchema });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: coursesKey });
      // The dashboard's counts include active courses.
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
