import * as React from 'react';
import { useSearchParams } from 'react-router';

import { useCourseDocuments } from '@/lib/shared-queries';
import { useActiveCourses } from '../api/get-active-courses';
import { isUsableForTests } from '../lib/generation-checks';

/**
 * The course (from `?course=`, if it is one of the student's open courses) and the summaries chosen for the test.
 */
export function useSummarySelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const courses = useActiveCourses();

  const requestedCourse = searchParams.get('course');
  const courseId =
    requestedCourse && courses.data?.some((c) => c.id === requestedCourse) ? requestedCourse : null;
  const course = courses.data?.find((c) => c.id === courseId) ?? null;
  const documents = useCourseDocuments(courseId);
  const docs = React.useMemo(() => documents.data ?? [], [documents.data]);

  // The first summary of a course is preselected, once per course: the first one that can feed a test
  // (a failed extraction first in the list would only earn a 'Text extraction failed' toast), else the first.
  const [selection, setSelection] = React.useState<{ courseId: string | null; ids: string[] }>({
    courseId: null,
    ids: [],
  });
  React.useEffect(() => {
    // A course without summaries waits for its first upload, which is then preselected.
    if (!courseId || !documents.data?.[0] || selection.courseId === courseId) return;
    const first = documents.data.find(isUsableForTests) ?? documents.data[0];
    setSelection({ courseId, ids: [first.id] });
  }, [courseId, documents.data, selection.courseId]);
  const selectedIds = React.useMemo(
    () =>
      selection.courseId === courseId ? selection.ids.filter((id) => docs.some((d) => d.id === id)) : [],
    [selection, courseId, docs],
  );

  function chooseCourse(id: string) {
    setSearchParams({ course: id }, { replace: true });
  }

  function toggleDocument(id: string, checked: boolean) {
    setSelection({
      courseId,
      ids: checked ? [...selectedIds, id] : selectedIds.filter((x) => x !== id),
    });
  }

  return {
    courses,
    requestedCourse,
    courseId,
    course,
    documents,
    docs,
    selectedIds,
    chooseCourse,
    toggleDocument,
  };
}
