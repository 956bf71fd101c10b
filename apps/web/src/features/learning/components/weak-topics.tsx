import type * as React from 'react';
import { paths, WEAK_TOPIC_MASTERY, type WeakTopic } from '@studypilot/core';
import { CrownIcon, LockIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useWeakTopics } from '../api/topics-api';
import { learningText } from '../messages';

type T = ReturnType<typeof learningText.useT>;

/**
 * The Free teaser's sentence from the counts of the weak-topics answer: what Premium would show. In English it
 * reads exactly like core's `weakTopicsTeaser` (test/learning-catalogue.test.ts checks that).
 */
export function teaserText(t: T, tracked: { units: number; terms: number; weak: number }): string {
  const asked = tracked.units + tracked.terms;
  if (asked === 0) return t('teaserNothingYet');
  const units = tracked.units ? t('teaserUnits', { count: tracked.units }) : '';
  const terms = tracked.terms ? t('teaserTerms', { count: tracked.terms }) : '';
  const kinds = units && terms ? t('teaserBoth', { units, terms }) : units || terms;
  if (tracked.weak === 0)
    return asked === 1 ? t('teaserOneNotWeak', { kinds }) : t('teaserNoneWeak', { kinds });
  if (asked === 1) return t('teaserOneWeak', { kinds });
  if (tracked.weak === asked)
    return asked === 2 ? t('teaserBothWeak', { kinds }) : t('teaserAllWeak', { kinds, count: asked });
  return t('teaserSomeWeak', { kinds, weak: tracked.weak });
}

const UNIT_KEY = { page: 'unitPage', slide: 'unitSlide', section: 'unitSection' } as const;
const UNIT_ENGLISH = { page: 'Page', slide: 'Slide', section: 'Section' } as const;

/**
 * A part's label in the interface language: the server names a part without a heading "Page 4" / "Slide 2" /
 * "Section 3" (id 'unit:<documentId>:<n>'); a heading or a key term is content and stays as written.
 */
export function topicLabel(t: T, topic: WeakTopic): string {
  if (topic.kind !== 'unit' || !topic.unitKind) return topic.label;
  const n = topic.id.split(':').at(-1);
  if (topic.label !== `${UNIT_ENGLISH[topic.unitKind]} ${n}`) return topic.label;
  return t(UNIT_KEY[topic.unitKind], { unit: n });
}

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
  const t = learningText.useT();
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
          {t('weakTopics')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('weakTopicsIntro')}</p>
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
            <span>{t('premiumTeaser')}</span>
          </p>
          <p className="text-sm font-medium" data-testid="weak-topics-teaser">
            {teaserText(t, data!.tracked)}
          </p>
          <div>
            <Button asChild size="sm">
              <Link to={paths.premium}>
                <CrownIcon aria-hidden="true" />
                {t('seePremium')}
              </Link>
            </Button>
          </div>
        </div>
      ) : data!.units.length + data!.terms.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="weak-topics-empty">
          {data!.tracked.units + data!.tracked.terms === 0
            ? t('weakTopicsNoAnswers')
            : t('weakTopicsNoneWeak', { mastery: WEAK_TOPIC_MASTERY })}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <TopicList
            title={t('partsOfMaterial')}
            topics={data!.units}
            courseId={courseId}
            PractiseTopic={PractiseTopic}
          />
          <TopicList
            title={t('keyTerms')}
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
  const t = learningText.useT();
  if (!topics.length) return null;
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid gap-2">
        {topics.map((topic) => {
          const label = topicLabel(t, topic);
          return (
            <li key={topic.id} className="grid gap-2 rounded-lg border p-3" data-testid="weak-topic">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 font-medium break-words">
                  {label === topic.label ? <bdi>{label}</bdi> : label}
                </p>
                <p className="text-sm font-semibold tabular-nums">{topic.mastery}%</p>
              </div>
              {/* The bar fills from the start side (the right in Hebrew): the flex row follows the direction. */}
              <div
                role="progressbar"
                aria-label={t('masteryOf', { label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={topic.mastery}
                className="flex h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={topic.mastery < 40 ? 'h-full bg-red-600' : 'h-full bg-amber-500'}
                  style={{ width: `${Math.max(3, topic.mastery)}%` }}
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 text-xs text-muted-foreground break-words">
                  {t('answersRight', { correct: topic.correct, answers: topic.answers })}
                  {topic.documentName && topic.kind === 'unit' ? (
                    <>
                      {' · '}
                      <bdi>{topic.documentName}</bdi>
                    </>
                  ) : null}
                </p>
                {/* The label as shown ("עמוד 4"): the button names the topic in its aria-label and toast. */}
                {PractiseTopic && <PractiseTopic courseId={courseId} topic={{ ...topic, label }} />}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
