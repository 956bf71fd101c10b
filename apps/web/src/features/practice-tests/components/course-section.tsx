import { paths } from '@studypilot/core';
import { Link } from 'react-router';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import type { useActiveCourses } from '../api/get-active-courses';
import { practiceTestsText } from '../messages';
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
  const t = practiceTestsText.useT();
  return (
    <FormSection title={t('chooseCourse')} id="course-section">
      {courses.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : courses.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('errorLoadingCourses', { message: errorMessage(courses.error) })}
        </p>
      ) : courses.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <practiceTestsText.Trans
            k="noOpenCourses"
            components={{
              0: (
                <Link to={paths.courses} className="font-medium text-primary underline underline-offset-4" />
              ),
            }}
          />
        </p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="course-select">{t('course')}</Label>
          <Select value={courseId ?? ''} onValueChange={onChoose}>
            <SelectTrigger id="course-select" className="min-w-0">
              <SelectValue placeholder={t('selectCourse')} />
            </SelectTrigger>
            <SelectContent>
              {courses.data.map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  <bdi>{c.name}</bdi>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {requestedCourse && !courseId && (
            <p className="text-sm text-amber-800">{t('requestedCourseMissing')}</p>
          )}
        </div>
      )}
    </FormSection>
  );
}
