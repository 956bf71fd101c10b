import type * as React from 'react';
import { TOPIC_MESSAGES, WEAK_TOPIC_MASTERY, weakTopicsTeaser, type WeakTopic } from '@studypilot/core';
import { CrownIcon, LockIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useWeakTopics } from '../api/topics-api';

/** "Practise this topic": a test made from just the topic's pages (the practice-tests feature, injected). */
export type PractiseTopicComponent = React.ComponentType<{ courseId: string; topic: WeakTopic }>;

/** The course page's weakest parts of the material and key terms (issue 14 item 4; Premium). */
export function WeakTopics({
  courseId,
  PractiseTopic,
}: {
  courseId: string;
  PractiseTopic?: PractiseTopicComponent;
}) {
  const topics = useWeakTopics(courseId);
  const data = topics.data;
  return (
    <section
      aria-labelledby="weak-topics-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="weak-topics"
    >
      <div className="grid gap-1">
        <h2 id="weak-topics-title" className="text-lg font-semibold">
          Weak topics
        </h2>
        <p className="text-sm text-muted-foreground">
          Your mastery of each page, slide or section and of each key term, from every answer you gave in this
          course (tests, practice sets and reviews).
        </p>
      </div>
      {topics.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : topics.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(topics.error)}
        </p>
      ) : data!.locked ? (
        <div className="grid gap-3 rounded-lg border border-dashed bg-muted/40 p-4">
          <p className="flex items-start gap-2 text-sm">
            <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{TOPIC_MESSAGES.premiumTeaser}</span>
          </p>
          <p className="text-sm font-medium" data-testid="weak-topics-teaser">
            {weakTopicsTeaser(data!.tracked)}
          </p>
          <div>
            <Button asChild size="sm">
              <Link to="/premium">
                <CrownIcon aria-hidden="true" />
                See Premium
              </Link>
            </Button>
          </div>
        </div>
      ) : data!.units.length + data!.terms.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="weak-topics-empty">
          {data!.tracked.units + data!.tracked.terms === 0
            ? 'Answer a few questions of this course (each topic needs two answers) to see your weak topics.'
            : `No weak topics: every part and key term you were asked about is at ${WEAK_TOPIC_MASTERY}% or more.`}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <TopicList
            title="Parts of your material"
            topics={data!.units}
            courseId={courseId}
            PractiseTopic={PractiseTopic}
          />
          <TopicList
            title="Key terms"
            topics={data!.terms}
            courseId={courseId}
            PractiseTopic={PractiseTopic}
          />
        </div>
      )}
    </section>
  );
}

function TopicList({
  title,
  topics,
  courseId,
  PractiseTopic,
}: {
  title: string;
  topics: WeakTopic[];
  courseId: string;
  PractiseTopic?: PractiseTopicComponent;
}) {
  if (!topics.length) return null;
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid gap-2">
        {topics.map((t) => (
          <li key={t.id} className="grid gap-2 rounded-lg border p-3" data-testid="weak-topic">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="min-w-0 font-medium break-words">{t.label}</p>
              <p className="text-sm font-semibold tabular-nums">{t.mastery}%</p>
            </div>
            <div
              role="progressbar"
              aria-label={`Mastery of ${t.label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={t.mastery}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={t.mastery < 40 ? 'h-full bg-red-600' : 'h-full bg-amber-500'}
                style={{ width: `${Math.max(3, t.mastery)}%` }}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-xs text-muted-foreground break-words">
                {t.correct} of {t.answers} answers right
                {t.documentName && t.kind === 'unit' ? ` · ${t.documentName}` : ''}
              </p>
              {PractiseTopic && <PractiseTopic courseId={courseId} topic={t} />}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
