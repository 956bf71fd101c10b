import * as React from 'react';
import { type Progress, paths } from '@studypilot/core';
import { BrainIcon, CrownIcon, FlameIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useProgress, useReviewSummary } from '../api/learning-api';
import { shortDay } from '../lib/format';
import { learningText } from '../messages';

/** Course colours and chart parts as theme variables (styles/index.css), so they follow light and dark mode. */
const COURSE_FILL: Record<string, string> = {
  blue: 'var(--chart-blue)',
  green: 'var(--chart-green)',
  purple: 'var(--chart-purple)',
  red: 'var(--chart-red)',
  yellow: 'var(--chart-yellow)',
  pink: 'var(--chart-pink)',
  indigo: 'var(--chart-indigo)',
  orange: 'var(--chart-orange)',
};
const TICK = { fontSize: 12, fill: 'var(--muted-foreground)' };
const AXIS = { stroke: 'var(--border)' };
/**
 * Tooltips and legends read in the interface's direction (Hebrew right to left) inside charts whose plot area is
 * always laid out left to right (decision 302: time runs left to right in both languages).
 */
function tooltipProps(rtl: boolean) {
  return {
    contentStyle: {
      background: 'var(--popover)',
      color: 'var(--popover-foreground)',
      border: '1px solid var(--border)',
      borderRadius: 8,
      direction: rtl ? ('rtl' as const) : ('ltr' as const),
      textAlign: 'start' as const,
    },
    labelStyle: { color: 'var(--popover-foreground)' },
    cursor: { fill: 'var(--muted)', opacity: 0.5 },
  };
}
const tickNumber = (v: number) => formatNumber(v);

/** Dashboard: due reviews and streak tiles, then the progress charts of every course. */
export function DashboardLearning() {
  const t = learningText.useT();
  const progress = useProgress();
  const summary = useReviewSummary();
  const due = summary.data?.dueToday;
  return (
    <section
      aria-labelledby="learning-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="learning-title" className="text-lg font-semibold">
        {t('reviewAndProgress')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center gap-4 rounded-lg bg-muted/50 p-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700">
            <BrainIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-2xl font-bold" data-testid="due-count">
              {summary.isPending ? '...' : formatNumber(due ?? 0)}
            </p>
            <p className="text-sm text-muted-foreground">{t('cardsDueToday')}</p>
          </div>
          <Button asChild size="sm" variant={due ? 'default' : 'outline'}>
            <Link to={paths.review}>{due ? t('reviewNow') : t('openReview')}</Link>
          </Button>
        </div>
        <StreakTile progress={progress.data} pending={progress.isPending} />
      </div>
      <ProgressBody progress={progress} showPerCourse />
    </section>
  );
}

function StreakTile({ progress, pending }: { progress?: Progress; pending: boolean }) {
  const t = learningText.useT();
  const s = progress?.streak;
  return (
    <div className="flex items-center gap-4 rounded-lg bg-muted/50 p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
        <FlameIcon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-2xl font-bold" data-testid="streak">
          {pending || !s ? '...' : t('streakDays', { count: s.current })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('studyStreak')}
          {s && s.longest > 0 && ` · ${t('streakLongest', { count: s.longest })}`}
          {s && s.current > 0 && !s.activeToday && ` · ${t('streakKeep')}`}
        </p>
      </div>
    </div>
  );
}

/** Course page: its charts (scores over time, questions per week). */
export function CourseProgress({ courseId }: { courseId: string }) {
  const t = learningText.useT();
  const progress = useProgress(courseId);
  return (
    <section
      aria-labelledby="course-progress-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="course-progress-title" className="text-lg font-semibold">
        {t('progress')}
      </h2>
      <ProgressBody progress={progress} />
    </section>
  );
}

function ProgressBody({
  progress,
  showPerCourse = false,
}: {
  progress: ReturnType<typeof useProgress>;
  showPerCourse?: boolean;
}) {
  const t = learningText.useT();
  const rtl = useLanguage() === 'he';
  const tooltip = tooltipProps(rtl);
  const legendStyle = { fontSize: 12, color: 'var(--foreground)', direction: rtl ? 'rtl' : 'ltr' } as const;
  if (progress.isPending)
    return (
      <div role="status" aria-label={t('loadingProgress')} className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  if (progress.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(progress.error, t('progressFailed'))}
      </p>
    );
  const p = progress.data;
  const empty = p.scores.length === 0 && p.weekly.length === 0;
  return (
    <div className="grid gap-4">
      {empty ? (
        <p className="text-muted-foreground">{p.from ? t('noAttemptsRecent') : t('noAttemptsYet')}</p>
      ) : (
        <div className={cn('grid gap-4', 'md:grid-cols-2')}>
          <ChartCard title={t('scoresOverTime')} description={t('scoresOverTimeDescription')}>
            <LineChart
              data={p.scores.map((s) => ({ ...s, label: shortDay(s.date) }))}
              margin={{ left: -20, right: 8, top: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="label" tick={TICK} {...AXIS} minTickGap={16} />
              <YAxis domain={[0, 100]} tick={TICK} {...AXIS} tickFormatter={tickNumber} />
              <Tooltip {...tooltip} formatter={(v) => [`${formatNumber(Number(v))}%`, t('averageScore')]} />
              <Line
                type="monotone"
                dataKey="average"
                stroke="var(--chart-score)"
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            </LineChart>
          </ChartCard>
          <ChartCard title={t('questionsPerWeek')} description={t('questionsPerWeekDescription')}>
            <BarChart
              data={p.weekly.map((w) => ({ ...w, label: shortDay(w.weekStart) }))}
              margin={{ left: -20, right: 8, top: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
              <XAxis dataKey="label" tick={TICK} {...AXIS} />
              <YAxis allowDecimals={false} tick={TICK} {...AXIS} tickFormatter={tickNumber} />
              <Tooltip
                {...tooltip}
                labelFormatter={(label) => t('weekOf', { date: String(label) })}
                formatter={(v, name) => [formatNumber(Number(v)), name]}
              />
              <Legend
                wrapperStyle={legendStyle}
                content={(props) => <ChartLegend payload={props.payload} />}
              />
              <Bar
                dataKey="questions"
                name={t('testQuestions')}
                stackId="q"
                fill="var(--chart-questions)"
                isAnimationActive={false}
              />
              <Bar
                dataKey="reviews"
                name={t('reviews')}
                stackId="q"
                fill="var(--chart-reviews)"
                isAnimationActive={false}
              />
            </BarChart>
          </ChartCard>
          {showPerCourse && p.perCourse.length > 0 && (
            <ChartCard
              title={t('scoresPerCourse')}
              description={t('scoresPerCourseDescription')}
              className="md:col-span-2"
            >
              {/* Bars are amounts, like progress bars: in Hebrew they grow from the right, names on the right. */}
              <BarChart
                data={p.perCourse}
                layout="vertical"
                margin={rtl ? { left: 16, right: 8, top: 8 } : { left: 8, right: 16, top: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" className="stroke-border" horizontal={false} />
                <XAxis
                  type="number"
                  domain={[0, 100]}
                  tick={TICK}
                  {...AXIS}
                  reversed={rtl}
                  tickFormatter={tickNumber}
                />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={110}
                  tick={TICK}
                  {...AXIS}
                  orientation={rtl ? 'right' : 'left'}
                />
                <Tooltip
                  {...tooltip}
                  formatter={(v, _n, item) => [
                    t('averageWithAttempts', {
                      average: formatNumber(Number(v)),
                      count: (item.payload as { attempts: number }).attempts,
                    }),
                    t('average'),
                  ]}
                />
                <Bar dataKey="average" name={t('averageScore')} isAnimationActive={false} maxBarSize={28}>
                  {p.perCourse.map((c) => (
                    <Cell key={c.courseId} fill={COURSE_FILL[c.color] ?? 'var(--chart-blue)'} />
                  ))}
                </Bar>
              </BarChart>
            </ChartCard>
          )}
        </div>
      )}
      {p.plan === 'free' && <PremiumNote hidden={p.hiddenAttempts} />}
    </div>
  );
}

function ChartCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  children: React.ReactElement;
}) {
  return (
    <figure className={cn('grid gap-2 rounded-lg border p-3', className)}>
      <figcaption>
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-xs text-muted-foreground">{description}</span>
      </figcaption>
      <div className="h-56 w-full" role="img" aria-label={title} dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function PremiumNote({ hidden }: { hidden: number }) {
  const t = learningText.useT();
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <CrownIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {t('premiumChartsNote')}
        {hidden > 0 && ` ${t('hiddenAttempts', { count: hidden })}`}
      </span>
      <Link to={paths.premium} className="font-medium underline underline-offset-4">
        {t('seePremium')}
      </Link>
    </p>
  );
}

/**
 * The legend as a list of names with colour swatches. Recharts' own legend labels each swatch "<name> legend icon"
 * in English for screen readers; here the swatch is decoration (the name is the text next to it).
 */
function ChartLegend({ payload }: { payload?: ReadonlyArray<{ value?: unknown; color?: string }> }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
      {(payload ?? []).map((entry, i) => (
        <li key={i} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-2.5 rounded-sm"
            style={{ background: entry.color }}
          />
          <span>{String(entry.value ?? '')}</span>
        </li>
      ))}
    </ul>
  );
}
