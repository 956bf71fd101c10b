import * as React from 'react';
import { DASHBOARD_MESSAGES, type ActivityItem, paths } from '@studypilot/core';
import {
  BookOpenIcon,
  CheckCircle2Icon,
  ClipboardListIcon,
  PlusIcon,
  SparklesIcon,
  TrophyIcon,
  UploadIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { NoTestsLeftReason, useNoTestsLeft } from '@/components/generate-test-link';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/auth-client';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { dashboard } from '../messages';

type Translate = ReturnType<typeof dashboard.useT>;

/** The spec's relative times (Just now, N hours ago, Yesterday, N days ago), in the interface language. */
function relativeTime(t: Translate, then: string, now = Date.now()) {
  const hours = Math.floor((now - new Date(then).getTime()) / 3_600_000);
  if (hours < 1) return t('justNow');
  if (hours < 24) return t('hoursAgo', { count: hours });
  if (hours < 48) return t('yesterday');
  return t('daysAgo', { count: Math.floor(hours / 24) });
}

type CreateCourseDialogComponent = React.ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant?: 'courses' | 'dashboard';
}>;

/** The create-course dialog belongs to the courses feature; app/routes hands it in. */
export function DashboardPage({
  CreateCourseDialog,
  Learning,
}: {
  CreateCourseDialog?: CreateCourseDialogComponent;
  /** Review tiles and progress charts of the learning feature (app/router.tsx). */
  Learning?: React.ComponentType;
}) {
  const { user } = useSession();
  const stats = useDashboardStats();
  const activity = useDashboardActivity();
  const noTestsLeft = useNoTestsLeft();
  const [createOpen, setCreateOpen] = React.useState(false);
  const t = dashboard.useT();
  const name = user?.name?.trim() || user?.email?.split('@')[0] || t('defaultName');

  React.useEffect(() => {
    // Spec: a stats failure is only logged.
    if (stats.isError) console.error(stats.error?.message || DASHBOARD_MESSAGES.statsFailed);
  }, [stats.isError, stats.error]);

  const number = (n: number | undefined) => (stats.isPending || n === undefined ? '...' : formatNumber(n));

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title={t('welcome', { name })} description={t('overview')} />

      <section aria-labelledby="progress-title" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="progress-title" className="mb-4 text-lg font-semibold">
          {t('progressTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <Stat icon={<BookOpenIcon />} tone="bg-blue-100 text-blue-700" label={t('activeCourses')}>
            {number(stats.data?.activeCourses)}
          </Stat>
          <Stat icon={<ClipboardListIcon />} tone="bg-green-100 text-green-700" label={t('testsTaken')}>
            {number(stats.data?.testsTaken)}
          </Stat>
          <Stat
            icon={<CheckCircle2Icon />}
            tone="bg-purple-100 text-purple-700"
            label={t('questionsAnswered')}
          >
            {number(stats.data?.questionsAnswered)}
          </Stat>
        </ul>
      </section>

      {Learning && <Learning />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="actions-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="actions-title" className="mb-4 text-lg font-semibold">
            {t('quickActions')}
          </h2>
          <div className="grid gap-3">
            <button
              type="button"
              onClick={() => setCreateOpen(true)}
              className="flex items-center gap-4 rounded-lg border p-4 text-start transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-blue-100 text-blue-700">
                <PlusIcon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium">{t('openNewCourse')}</span>
                <span className="block text-sm text-muted-foreground">{t('openNewCourseText')}</span>
              </span>
            </button>
            {noTestsLeft ? (
              // No tests left this month: the action is shown disabled with the reason, as on the generator.
              <div className="flex items-center gap-4 rounded-lg border border-dashed p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                  <SparklesIcon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-0.5">
                  <span className="block font-medium text-muted-foreground">{t('generateNewTest')}</span>
                  <NoTestsLeftReason id="dashboard-no-tests-left" />
                </span>
              </div>
            ) : (
              <Link
                to={paths.generateTest()}
                className="flex items-center gap-4 rounded-lg border p-4 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-purple-100 text-purple-700">
                  <SparklesIcon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-medium">{t('generateNewTest')}</span>
                  <span className="block text-sm text-muted-foreground">{t('generateNewTestText')}</span>
                </span>
              </Link>
            )}
          </div>
        </section>

        <section aria-labelledby="activity-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="activity-title" className="mb-4 text-lg font-semibold">
            {t('recentActivity')}
          </h2>
          {activity.isPending ? (
            <p role="status" className="text-muted-foreground">
              {t('loadingActivities')}
            </p>
          ) : activity.isError ? (
            <p role="alert" className="text-red-700">
              {t('activitiesFailed')}
            </p>
          ) : activity.data.length === 0 ? (
            <p className="text-muted-foreground">{t('noActivities')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3">
              {activity.data.map((item) => (
                <ActivityRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>

      {CreateCourseDialog && (
        <CreateCourseDialog open={createOpen} onOpenChange={setCreateOpen} variant="dashboard" />
      )}
    </div>
  );
}

function Stat({
  icon,
  tone,
  label,
  children,
}: {
  icon: React.ReactElement;
  tone: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-center gap-4 rounded-lg bg-muted/50 p-4">
      <span
        className={cn('flex size-11 items-center justify-center rounded-lg [&_svg]:size-5', tone)}
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="flex flex-col-reverse">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold">{children}</p>
      </div>
    </li>
  );
}

const ACTIVITY_TONE: Record<string, string> = {
  green: 'bg-green-100 text-green-700',
  blue: 'bg-blue-100 text-blue-700',
  purple: 'bg-purple-100 text-purple-700',
};

/** The title from its parts when the server sends them (names isolated in <bdi>), else the server's English. */
function ActivityTitle({ item }: { item: ActivityItem }) {
  const p = item.params;
  if (p && item.icon === 'trophy' && p.courseName !== undefined)
    return (
      <dashboard.Trans k="activityGrade" values={{ score: p.score, courseName: <bdi>{p.courseName}</bdi> }} />
    );
  if (p && item.icon === 'upload' && p.fileName !== undefined)
    return <dashboard.Trans k="activityUpload" values={{ fileName: <bdi>{p.fileName}</bdi> }} />;
  return <bdi>{item.title}</bdi>;
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const t = dashboard.useT();
  const Icon = item.icon === 'trophy' ? TrophyIcon : item.icon === 'upload' ? UploadIcon : BookOpenIcon;
  const content = (
    <>
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          ACTIVITY_TONE[item.color] ?? ACTIVITY_TONE.blue,
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          <ActivityTitle item={item} />
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {item.icon === 'trophy' && item.subtitle === DASHBOARD_MESSAGES.highScoreSubtitle ? (
            t('highScoreSubtitle')
          ) : (
            <bdi>{item.subtitle}</bdi>
          )}
        </p>
      </div>
      <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
        {relativeTime(t, item.timestamp)}
      </time>
    </>
  );
  // A test's item opens its results, an upload's its course (issue 13).
  return (
    <li>
      {item.href ? (
        <Link
          to={item.href}
          className="flex items-start gap-3 rounded-lg border p-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {content}
        </Link>
      ) : (
        <div className="flex items-start gap-3 rounded-lg border p-3">{content}</div>
      )}
    </li>
  );
}
