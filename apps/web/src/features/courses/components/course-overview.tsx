import type { CourseListItem } from '@studypilot/core';
import { coursesText } from '../messages';

/** Overview figures; the average score counts active courses with at least one graded test. */
export function courseOverview(courses: CourseListItem[]) {
  const active = courses.filter((c) => c.status === 'active');
  const graded = active.filter((c) => c.testsTaken > 0);
  return {
    activeCourses: active.length,
    totalDocuments: courses.reduce((n, c) => n + c.summaryCount, 0),
    totalTests: courses.reduce((n, c) => n + c.testCount, 0),
    /** null when no active course has a graded test: nothing measured, shown as a dash, not 0%. */
    averageScore: graded.length
      ? Math.round(graded.reduce((n, c) => n + c.averageGrade, 0) / graded.length)
      : null,
  };
}

export function CourseOverview({ courses }: { courses: CourseListItem[] }) {
  const t = coursesText.useT();
  const o = courseOverview(courses);
  const tiles = [
    { label: t('overviewActive'), value: o.activeCourses, className: 'text-blue-600' },
    { label: t('overviewDocuments'), value: o.totalDocuments, className: 'text-green-600' },
    { label: t('overviewTests'), value: o.totalTests, className: 'text-purple-600' },
    {
      label: t('overviewAvg'),
      value:
        o.averageScore == null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('noGradesYet')}</span>
          </>
        ) : (
          `${o.averageScore}%`
        ),
      className: 'text-orange-700',
    },
  ];
  return (
    <section aria-labelledby="course-overview" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="course-overview" className="mb-4 text-lg font-semibold">
        {t('courseOverview')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex flex-col-reverse rounded-lg bg-muted/50 p-4 text-center">
            <dt className="text-sm text-muted-foreground">{tile.label}</dt>
            <dd className={`text-2xl font-bold ${tile.className}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
