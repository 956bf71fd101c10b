import * as React from 'react';
import { paths } from '@studypilot/core';
import { BookOpenIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCourses } from '../api/get-courses';
import { useUpdateCourseStatus } from '../api/update-course-status';
import { CourseCard } from './course-card';
import { CourseOverview } from './course-overview';
import { CreateCourseDialog } from './create-course-dialog';
import { queryKeys } from '@/lib/query-keys';
import { coursesText } from '../messages';

/** The documents feature's upload dialog, injected by app/router.tsx (features do not import features). */
export type CoursesUploadDialogComponent = React.ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courses: { id: string; name: string; status: string }[];
  onUploaded?: () => void;
}>;

export function CoursesPage({ UploadDialog }: { UploadDialog?: CoursesUploadDialogComponent } = {}) {
  const t = coursesText.useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [uploadOpen, setUploadOpen] = React.useState(false);
  const courses = useCourses();
  const updateStatus = useUpdateCourseStatus();
  const [createOpen, setCreateOpen] = React.useState(false);
  const list = courses.data ?? [];

  React.useEffect(() => {
    if (courses.isError) {
      toast.error(t('error'), { description: errorMessage(courses.error, t('fetchFailed')) });
    }
  }, [courses.isError, courses.error]);

  function onUpload() {
    // With no course there is nothing to upload to: create one first (spec). Otherwise pick a course and upload.
    if (list.length === 0) setCreateOpen(true);
    else if (UploadDialog) setUploadOpen(true);
    else void navigate(paths.course(list[0]!.id));
  }

  async function onReopen(id: string) {
    try {
      await updateStatus.mutateAsync({ id, status: 'active' });
      toast.success(t('reopenedOk'));
    } catch {
      toast.error(t('statusFailed'));
    }
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        title={t('myCourses')}
        description={t('manageYourUploadedCourses')}
        actions={
          <>
            <Button variant="outline" onClick={onUpload} disabled={courses.isPending}>
              <UploadIcon aria-hidden="true" />
              {t('uploadCourseSummaries')}
            </Button>
            <Button onClick={() => setCreateOpen(true)}>
              <PlusIcon aria-hidden="true" />
              {t('createNewCourse')}
            </Button>
          </>
        }
      />

      {courses.isPending ? (
        <div
          role="status"
          aria-label={t('loadingCourses')}
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : courses.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/30 bg-red-50 p-8 text-center">
          <p className="mb-4 text-red-800">
            {t('errorLoadingCourses', { message: errorMessage(courses.error) })}
          </p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card p-12 text-center">
          <BookOpenIcon className="mx-auto mb-4 size-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="mb-2 text-xl font-semibold">{t('noCoursesYet')}</h2>
          <p className="mb-6 text-muted-foreground">{t('createACourseUpload')}</p>
          <Button onClick={() => setCreateOpen(true)}>
            <PlusIcon aria-hidden="true" />
            {t('createYourFirstCourse')}
          </Button>
        </div>
      ) : (
        <>
          <section aria-label={t('courses')} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                onReopen={onReopen}
                reopening={updateStatus.isPending && updateStatus.variables?.id === course.id}
              />
            ))}
          </section>
          <CourseOverview courses={list} />
        </>
      )}

      <CreateCourseDialog open={createOpen} onOpenChange={setCreateOpen} variant="courses" />
      {UploadDialog && (
        <UploadDialog
          open={uploadOpen}
          onOpenChange={setUploadOpen}
          courses={list}
          onUploaded={() => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
            void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
          }}
        />
      )}
    </div>
  );
}
