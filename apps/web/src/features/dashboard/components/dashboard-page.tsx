import * as React from 'react';
import { DASHBOARD_MESSAGES, greetingName, relativeTime, type ActivityItem, paths } from '@studypilot/core';
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

import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/auth-client';
import { cn } from '@/lib/utils';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { useDashboardStats } from '../api/get-dashboard-stats';

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
  const [createOpen, setCreateOpen] = React.useState(false);

  React.useEffect(() => {
    // Spec: a stats failure is only logged.
    if (stats.isError) console.error(stats.error?.message || DASHBOARD_MESSAGES.statsFailed);
  }, [stats.isError, stats.error]);

  const number = (n: number | undefined) =>
    stats.isPending || n === undefined ? '...' : n.toLocaleString('en-US');

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        title={`Welcome back, ${greetingName(user?.name, user?.email)}!`}
        description="Here is an overview of your studies."
      />

      <section aria-labelledby="progress-title" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="progress-title" className="mb-4 text-lg font-semibold">
          Your Study Progress
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <Stat icon={<BookOpenIcon />} tone="bg-blue-100 text-blue-700" label="Active Courses">
            {number(stats.data?.activeCourses)}
          </Stat>
          <Stat icon={<ClipboardListIcon />} tone="bg-green-100 text-green-700" label="Tests Taken">
            {number(stats.data?.testsTaken)}
          </Stat>
          <Stat icon={<CheckCircle2Icon />} tone="bg-purple-100 text-purple-700" label="Questions Answered">
            {number(stats.data?.questionsAnswered)}
          </Stat>
        </ul>
      </section>

      {Learning && <Learning />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="actions-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="actions-title" className="mb-4 text-lg font-semibold">
            Quick Actions
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
                <span className="block font-medium">Open New Course</span>
                <span className="block text-sm text-muted-foreground">
                  Start a course and add its summaries
                </span>
              </span>
            </button>
            <Link
              to={paths.generateTest()}
              className="flex items-center gap-4 rounded-lg border p-4 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-purple-100 text-purple-700">
                <SparklesIcon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium">Generate New Test</span>
                <span className="block text-sm text-muted-foreground">
                  Practise with questions from your documents
                </span>
              </span>
            </Link>
          </div>
        </section>

        <section aria-labelledby="activity-title" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="activity-title" className="mb-4 text-lg font-semibold">
            Recent Activity
          </h2>
          {activity.isPending ? (
            <p role="status" className="text-muted-foreground">
              {DASHBOARD_MESSAGES.loadingActivities}
            </p>
          ) : activity.isError ? (
            <p role="alert" className="text-red-700">
              {activity.error?.message || DASHBOARD_MESSAGES.activitiesFailed}
            </p>
          ) : activity.data.length === 0 ? (
            <p className="text-muted-foreground">{DASHBOARD_MESSAGES.noActivities}</p>
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

function ActivityRow({ item }: { item: ActivityItem }) {
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
        <p className="font-medium break-words">{item.title}</p>
        <p className="truncate text-sm text-muted-foreground">{item.subtitle}</p>
      </div>
      <time dateTime={item.timestamp} className="shrink-0 text-xs text-muted-foreground">
        {relativeTime(item.timestamp)}
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
