import { useTestTitleText } from '@/components/test-title';
import * as React from 'react';
import {
  difficultyLabel,
  engineLabel,
  LEARNING_MESSAGES,
  scoreBand,
  type CourseDetail,
  type CourseTest,
  paths,
} from '@studypilot/core';
import {
  ArrowLeftIcon,
  BookOpenIcon,
  ClipboardListIcon,
  FileTextIcon,
  LockIcon,
  RotateCcwIcon,
  TrophyIcon,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { GenerateTestLink } from '@/components/generate-test-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useCourse } from '../api/get-course';

import { useUpdateCourseStatus } from '../api/update-course-status';
import { colorClasses } from './course-colors';
import { formatShortDate } from './course-card';
import { queryKeys } from '@/lib/query-keys';
import { common } from '@/lib/common-messages';
import { formatDate } from '@/lib/format';
import { coursesText } from '../messages';

const longDate = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });

function BackToCourses() {
  const t = coursesText.useT();
  return (
    <Button asChild variant="ghost" className="w-fit">
      <Link to={paths.courses}>
        <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
        {t('backToCourses')}
      </Link>
    </Button>
  );
}

/** The documents feature's summaries section, injected by app/router.tsx (features do not import features). */
export type CourseDocumentsListComponent = React.ComponentType<{
  courseId: string;
  closed?: boolean;
  initialCount?: number;
  onChanged?: () => void;
}>;

/** Mounted at /courses/:slugOrId and at /course/:id (where creating a course lands). */
/** Per-test actions from another feature (the exports menu), passed in by the router. */
export type CourseTestActionsComponent = React.ComponentType<{ testId: string; size?: 'sm' }>;

export function CourseDetailPage({
  DocumentsList,
  Learning,
  TestActions,
}: {
  DocumentsList?: CourseDocumentsListComponent;
  /** 'Practise my mistakes' and the course's charts, from the learning feature (app/router.tsx). */
  Learning?: React.ComponentType<{ courseId: string; testsTaken: number }>;
  TestActions?: CourseTestActionsComponent;
} = {}) {
  const t = coursesText.useT();
  const { slugOrId, id } = useParams();
  const ref = slugOrId ?? id ?? '';
  const course = useCourse(ref);

  if (course.isPending) {
    return (
      <div role="status" aria-label={t('loadingCourse')} className="grid gap-6">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-28 rounded-xl" />
        <div className="grid gap-4 md:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  if (course.isError) {
    const missing = course.error instanceof ApiClientError && course.error.status === 404;
    return (
      <CourseError message={missing ? null : errorMessage(course.error, coursesText.t('detailFailed'))} />
    );
  }
  return (
    <CourseDetailView
      course={course.data}
      DocumentsList={DocumentsList}
      Learning={Learning}
      TestActions={TestActions}
    />
  );
}

function CourseError({ message }: { message: string | null }) {
  const t = coursesText.useT();
  useDocumentTitle(message ? t('errorLoadingCourseTitle') : t('notFound'));
  return (
    <div className="grid gap-6">
      <div role="alert" className="rounded-xl border bg-card p-10 text-center">
        <h1 className="mb-2 text-xl font-semibold">
          {message ? t('errorLoadingCourse', { message }) : t('notFound')}
        </h1>
        <Button asChild className="mt-4">
          <Link to={paths.courses}>
            <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
            {t('backToCourses')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function CourseDetailView({
  course,
  DocumentsList,
  Learning,
  TestActions,
}: {
  course: CourseDetail;
  DocumentsList?: CourseDocumentsListComponent;
  Learning?: React.ComponentType<{ courseId: string; testsTaken: number }>;
  TestActions?: CourseTestActionsComponent;
}) {
  const t = coursesText.useT();
  const updateStatus = useUpdateCourseStatus();
  const queryClient = useQueryClient();
  // Uploads and deletes change the summary counts here, on My Courses and in the dashboard's activity.
  const refreshCourse = React.useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  }, [queryClient]);
  const closed = course.status === 'closed';
  const colors = colorClasses(course.color);

  async function toggleStatus() {
    const next = closed ? 'active' : 'closed';
    try {
      await updateStatus.mutateAsync({ id: course.id, status: next });
      toast.success(t(next === 'closed' ? 'closedOk' : 'reopenedOk'));
    } catch {
      toast.error(t('statusFailed'));
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToCourses />
        <Button
          variant={closed ? 'default' : 'outline'}
          onClick={toggleStatus}
          disabled={updateStatus.isPending}
        >
          {closed ? <RotateCcwIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
          {closed ? t('reopenCourse') : t('closeCourse')}
        </Button>
      </div>

      <div
        className={cn(
          'flex items-center gap-4 rounded-xl border bg-card p-6 shadow-sm',
          closed && 'bg-muted/60',
        )}
      >
        <div
          className={cn(
            'flex size-14 shrink-0 items-center justify-center rounded-xl text-white',
            colors.swatch,
          )}
        >
          <BookOpenIcon className="size-7" aria-hidden="true" />
        </div>
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
            {course.name}
            {closed && (
              <span className="ms-2 text-lg font-normal text-muted-foreground">{t('closedMarker')}</span>
            )}
          </h1>
          {course.description && <p className="text-muted-foreground">{course.description}</p>}
        </div>
      </div>
      <DocumentTitle name={course.name} />

      <div className="grid gap-4 lg:grid-cols-5">
        <InfoCard title={t('courseInformation')} className="lg:col-span-2">
          <dl className="grid gap-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t('lecturer')}</dt>
              <dd className="text-end">{course.teacher ?? '—'}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t('institute')}</dt>
              <dd className="text-end">{course.institute ?? '—'}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t('openingDate')}</dt>
              <dd className="text-end">{longDate(course.createdAt)}</dd>
            </div>
          </dl>
        </InfoCard>
        <div className="grid grid-cols-3 gap-3 sm:gap-4 lg:col-span-3">
          <InfoCard
            title={t('courseSummaries')}
            icon={<FileTextIcon className="size-4" aria-hidden="true" />}
          >
            <p className="text-3xl font-bold">{course.summaries.length}</p>
          </InfoCard>
          <InfoCard
            title={t('testsTaken')}
            icon={<ClipboardListIcon className="size-4" aria-hidden="true" />}
          >
            <p className="text-3xl font-bold">{course.testsTaken}</p>
          </InfoCard>
          <InfoCard title={t('averageGrade')} icon={<TrophyIcon className="size-4" aria-hidden="true" />}>
            {course.averageGrade == null ? (
              <p className="text-muted-foreground">{t('noGradesYet')}</p>
            ) : (
              <p className="text-3xl font-bold">{course.averageGrade}%</p>
            )}
          </InfoCard>
        </div>
      </div>

      {DocumentsList ? (
        <DocumentsList
          courseId={course.id}
          closed={closed}
          initialCount={course.summaries.length}
          onChanged={refreshCourse}
        />
      ) : (
        <section aria-labelledby="summaries-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="summaries-title" className="text-lg font-semibold">
            {t('summariesCount', { count: course.summaries.length })}
          </h2>
        </section>
      )}

      {Learning && <Learning courseId={course.id} testsTaken={course.testsTaken} />}

      <section aria-labelledby="tests-title" className="rounded-xl border bg-card p-6 shadow-sm">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="tests-title" className="text-lg font-semibold">
            {t('testHistoryCount', { count: course.tests.length })}
          </h2>
          {!closed && <GenerateTestLink courseId={course.id} size="sm" className="max-w-72" />}
        </div>
        {course.tests.length === 0 ? (
          <p className="text-muted-foreground">{t('noTestsYet')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {course.tests.map((t, i) => (
              // Newest first; numbers count from the oldest so a test keeps its number. Practice sets of
              // mistakes (decision 603) keep their own title and take no number.
              <TestRow
                key={t.id}
                test={t}
                courseName={course.name}
                number={course.tests.slice(i).filter((x) => !isPracticeSet(x)).length}
                TestActions={TestActions}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function DocumentTitle({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}

function InfoCard({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl border bg-card p-3 shadow-sm sm:p-5', className)}>
      <h2 className="mb-3 flex items-center gap-2 text-xs font-medium text-muted-foreground sm:text-sm [&_svg]:hidden sm:[&_svg]:block">
        {icon}
        {title}
      </h2>
      {children}
    </div>
  );
}

const SCORE_BADGE: Record<string, string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
};

const isPracticeSet = (t: CourseTest) => t.title.startsWith(`${LEARNING_MESSAGES.practiceTitlePrefix} - `);

function TestRow({
  test,
  courseName,
  number,
  TestActions,
}: {
  test: CourseTest;
  courseName: string;
  number: number;
  TestActions?: CourseTestActionsComponent;
}) {
  const t = coursesText.useT();
  const completed = test.submissions.filter((s) => s.status === 'completed' && s.totalScore != null);
  const latest = completed[0];
  const active = test.status === 'active';
  const practiceTitle = useTestTitleText(test.title);
  const title = isPracticeSet(test) ? practiceTitle : t('testTitle', { courseName, number });
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">
            <bdi>{title}</bdi>
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>{formatShortDate(test.createdAt)}</span>
            <span>{t('questionCount', { count: test.questionCount })}</span>
            <span>{common.t(`difficulty${difficultyLabel(test.difficulty)}`)}</span>
            <bdi>{test.aiEngine ? engineLabel(test.aiEngine) : common.t('unknownEngine')}</bdi>
          </p>
        </div>
        <div className="flex items-center gap-3">
          {latest && (
            <Badge className={cn('border-transparent text-sm', SCORE_BADGE[scoreBand(latest.totalScore!)])}>
              {latest.totalScore}%
            </Badge>
          )}
          {active && (
            <Button asChild size="sm" variant={latest ? 'outline' : 'default'}>
              <Link to={paths.takeTest(test.id)}>{latest ? t('retest') : t('takeTest')}</Link>
            </Button>
          )}
          {TestActions && <TestActions testId={test.id} size="sm" />}
        </div>
      </div>
      {completed.length > 0 && (
        // Every attempt keeps its results page (issue 13): newest first, score, date and a link.
        <ul aria-label={t('attemptsOf', { title })} className="grid gap-1 border-t pt-2 text-sm">
          {completed.map((s, i) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-3">
              <span className="text-muted-foreground">
                {t('attemptNumber', { number: completed.length - i })}
                {s.completedAt ? ` · ${formatShortDate(s.completedAt)}` : ''} ·{' '}
                <span className="font-medium text-foreground">{s.totalScore}%</span>
              </span>
              <Link
                to={paths.testResults(s.id)}
                aria-label={t('viewResultsOfAttempt', { number: completed.length - i, score: s.totalScore })}
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-8"
              >
                {t('viewResults')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
