import { paths } from '@studypilot/core';
import type { CourseListItem } from '@studypilot/core';
import { BookOpenIcon, FileTextIcon, ClipboardListIcon, SparklesIcon, RotateCcwIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { GenerateTestLink } from '@/components/generate-test-link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { colorClasses } from './course-colors';
import { formatDate } from '@/lib/format';
import { coursesText } from '../messages';

export function formatShortDate(iso: string) {
  return formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function CourseCard({
  course,
  onReopen,
  reopening,
}: {
  course: CourseListItem;
  onReopen: (id: string) => void;
  reopening?: boolean;
}) {
  const t = coursesText.useT();
  const navigate = useNavigate();
  const closed = course.status === 'closed';
  const colors = colorClasses(course.color);
  const href = paths.course(course.id);

  return (
    <article
      aria-label={course.name}
      onClick={(e) => {
        // The card is one big link; inner buttons and links keep their own action.
        if ((e.target as HTMLElement).closest('a,button')) return;
        void navigate(href);
      }}
      className={cn(
        'group flex min-w-0 cursor-pointer flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md',
        // Greyed without opacity or a filter, which would take every text under the contrast minimum.
        closed && 'border-dashed bg-muted',
      )}
    >
      <div className="flex items-start gap-3">
        <div
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-lg text-white',
            colors.swatch,
            closed && 'grayscale',
          )}
        >
          <BookOpenIcon className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          {/* The name may be cut, never the '(Closed)' marker after it. */}
          <h3 className="flex min-w-0 items-baseline gap-2 text-lg font-semibold">
            <Link to={href} className="min-w-0 truncate outline-none focus-visible:underline">
              {course.name}
            </Link>
            {closed && (
              <span className="shrink-0 text-sm font-normal text-muted-foreground">{t('closedMarker')}</span>
            )}
          </h3>
          {course.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
          )}
        </div>
      </div>

      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('teacher')}</dt>
          <dd className="truncate text-end">{course.teacher ?? '—'}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('institute')}</dt>
          <dd className="truncate text-end">{course.institute ?? '—'}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('dateOpened')}</dt>
          <dd className="text-end">{formatShortDate(course.createdAt)}</dd>
        </div>
      </dl>

      <div className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-center">
        <div>
          <FileTextIcon className="mx-auto mb-1 size-4 text-muted-foreground" aria-hidden="true" />
          <div className="text-lg font-semibold">{course.summaryCount}</div>
          <div className="text-xs text-muted-foreground">{t('courseSummaries')}</div>
        </div>
        <div>
          <ClipboardListIcon className="mx-auto mb-1 size-4 text-muted-foreground" aria-hidden="true" />
          <div className="text-lg font-semibold">{course.testCount}</div>
          <div className="text-xs text-muted-foreground">{t('tests')}</div>
        </div>
        <div>
          <SparklesIcon className="mx-auto mb-1 size-4 text-muted-foreground" aria-hidden="true" />
          {/* Nothing measured is no 0%: a course without graded tests shows a dash. */}
          <div className="text-lg font-semibold">
            {course.testsTaken > 0 ? (
              `${course.averageGrade}%`
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">{t('noGradesYet')}</span>
              </>
            )}
          </div>
          <div className="text-xs text-muted-foreground">{t('avgGrade')}</div>
        </div>
      </div>

      <div className="mt-auto">
        {closed ? (
          <Button
            variant="outline"
            className="w-full"
            disabled={reopening}
            onClick={() => onReopen(course.id)}
          >
            <RotateCcwIcon aria-hidden="true" />
            {t('reopenCourse')}
          </Button>
        ) : (
          <GenerateTestLink courseId={course.id} className="w-full" />
        )}
      </div>
    </article>
  );
}
