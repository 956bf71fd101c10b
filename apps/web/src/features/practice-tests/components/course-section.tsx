import { paths } from '@studypilot/core';
import { Link } from 'react-router';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { useActiveCourses } from '../api/get-active-courses';
import { FormSection } from './form-section';

/** 'Choose a course': loading, failed, no open course, or the list (and why the link's course was not taken). */
export function CourseSection({
  courses,
  courseId,
  requestedCourse,
  onChoose,
}: {
  courses: ReturnType<typeof useActiveCourses>;
  courseId: string | null;
  requestedCourse: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <FormSection title="Choose a course" id="course-section">
      {courses.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : courses.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Error loading courses: {errorMessage(courses.error)}
        </p>
      ) : courses.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You have no open courses yet.{' '}
          <Link to={paths.courses} className="font-medium text-primary underline underline-offset-4">
            Go to My Courses
          </Link>{' '}
          to create one.
        </p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="course-select">Course</Label>
          <Select value={courseId ?? ''} onValueChange={onChoose}>
            <SelectTrigger id="course-select" className="min-w-0">
              <SelectValue placeholder="Select a course" />
            </SelectTrigger>
            <SelectContent>
              {courses.data.map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {requestedCourse && !courseId && (
            <p className="text-sm text-amber-800">
              The course in the link is closed or could not be found. Choose one of your open courses.
            </p>
          )}
        </div>
      )}
    </FormSection>
  );
}
