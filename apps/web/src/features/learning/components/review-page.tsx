import * as React from 'react';
import {
  hasHebrew,
  optionLetter,
  optionText,
  REVIEW_RATINGS,
  type ReviewCard,
  type ReviewRating,
  sameChoice,
  paths,
} from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  BrainIcon,
  CheckCircle2Icon,
  CloudOffIcon,
  EyeIcon,
  Loader2Icon,
  PartyPopperIcon,
  RefreshCwIcon,
  XCircleIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { MathText } from '@/components/math-text';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { postReview, useReviewQueue } from '../api/learning-api';
import { formatInterval } from '../lib/format';
import { RatingOutbox } from '../lib/rating-outbox';
import { queryKeys } from '@/lib/query-keys';
import { learningText } from '../messages';

const OUTBOX_KEY = { saved: 'outboxSaved', saving: 'outboxSaving', retrying: 'outboxRetrying' } as const;
const RATING_KEY = {
  again: 'ratingAgain',
  hard: 'ratingHard',
  good: 'ratingGood',
  easy: 'ratingEasy',
} as const satisfies Record<ReviewRating, string>;
const STATE_KEY: Record<string, 'stateNew' | 'stateLearning' | 'stateReview' | 'stateRelearning'> = {
  new: 'stateNew',
  learning: 'stateLearning',
  review: 'stateReview',
  relearning: 'stateRelearning',
};

function useOutbox(userId: string | undefined) {
  const queryClient = useQueryClient();
  const [outbox] = React.useState(
    () =>
      new RatingOutbox(`studypilot.review-outbox.${userId ?? 'anonymous'}`, postReview, undefined, (m) =>
        toast.error(learningText.t('ratingNotSaved', { message: m })),
      ),
  );
  React.useEffect(() => {
    outbox.flush();
    const online = () => outbox.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      outbox.dispose();
    };
  }, [outbox]);
  const snapshot = React.useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const pending = snapshot.pending;
  React.useEffect(() => {
    // The dashboard's due count and the charts' reviews change once ratings are saved.
    if (pending === 0) void queryClient.invalidateQueries({ queryKey: queryKeys.reviewSummary });
  }, [pending, queryClient]);
  return { outbox, snapshot };
}

export function ReviewPage() {
  const t = learningText.useT();
  useDocumentTitle(t('review'));
  const { user } = useSession();
  const queue = useReviewQueue();
  const { outbox, snapshot } = useOutbox(user?.id);
  // Cards rated in this visit (or waiting in the outbox from an earlier one) are not asked again today.
  const [done, setDone] = React.useState<string[]>([]);
  const [reviewed, setReviewed] = React.useState(0);

  // Ratings still waiting from an earlier visit: those cards were answered already.
  const [carried] = React.useState(() => outbox.getSnapshot().cardIds);
  const hidden = React.useMemo(() => new Set([...done, ...carried]), [done, carried]);
  const cards = (queue.data?.cards ?? []).filter((c) => !hidden.has(c.cardId));
  const current = cards[0];
  const remaining = Math.max(cards.length, (queue.data?.dueToday ?? 0) - done.length);

  // The list holds the first cards due; when they are done and more are due, the next ones are fetched once the
  // ratings are saved (so a saved card is not listed again).
  const refetchedFor = React.useRef<unknown>(null);
  const { data, isFetching, refetch } = queue;
  React.useEffect(() => {
    if (current || !data || isFetching || snapshot.pending > 0) return;
    if (data.dueToday <= data.cards.length || refetchedFor.current === data) return;
    refetchedFor.current = data;
    void refetch();
  }, [current, data, isFetching, refetch, snapshot.pending]);

  function rate(card: ReviewCard, rating: { rating?: ReviewRating; answer?: string | null }) {
    outbox.add({
      cardId: card.cardId,
      reviewId: crypto.randomUUID(),
      reviewedAt: new Date().toISOString(),
      ...rating,
    });
  }
  function next(card: ReviewCard) {
    setDone((d) => [...d, card.cardId]);
    setReviewed((n) => n + 1);
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <PageHeader title={t('review')} description={t('reviewDescription')} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium" aria-live="polite">
          {queue.isPending ? t('loading') : t('cardsDue', { count: remaining })}
        </p>
        <p
          role="status"
          data-status={snapshot.status}
          className={cn(
            'flex items-center gap-1.5',
            snapshot.status === 'retrying' ? 'text-amber-800' : 'text-muted-foreground',
          )}
        >
          {snapshot.status === 'retrying' ? (
            <CloudOffIcon className="size-4" aria-hidden="true" />
          ) : snapshot.status === 'saving' ? (
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2Icon className="size-4 text-green-700" aria-hidden="true" />
          )}
          {t(OUTBOX_KEY[snapshot.status])}
          {snapshot.pending > 0 && ` ${t('outboxWaiting', { count: snapshot.pending })}`}
        </p>
      </div>

      {queue.isPending ? (
        <div role="status" className="flex justify-center py-16 text-muted-foreground">
          <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
          <span className="sr-only">{t('loadingCards')}</span>
        </div>
      ) : queue.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 text-center"
        >
          <p>{errorMessage(queue.error, t('cardsFailed'))}</p>
          <Button onClick={() => void queue.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            {t('tryAgain')}
          </Button>
        </div>
      ) : current ? (
        <CardView
          key={current.cardId}
          card={current}
          serverNow={queue.data.serverNow}
          onRate={rate}
          onNext={next}
        />
      ) : (
        <div className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm">
          <PartyPopperIcon className="size-10 text-primary" aria-hidden="true" />
          <h2 className="text-xl font-semibold">
            {reviewed > 0 ? t('sessionComplete', { count: reviewed }) : t('nothingToReview')}
          </h2>
          <p className="max-w-md text-muted-foreground">{t('reviewEmptyText')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              variant="outline"
              onClick={() => {
                // Cards whose ratings are still on their way stay hidden; the others may be due again.
                setDone(outbox.getSnapshot().cardIds);
                void queue.refetch();
              }}
            >
              <RefreshCwIcon aria-hidden="true" />
              {t('checkForMore')}
            </Button>
            <Button asChild>
              <Link to={paths.dashboard}>{t('backToHome')}</Link>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Content keeps its own direction whatever the interface's (decision 602): Hebrew right to left, else left to right. */
/** Right to left for Hebrew text, and for any text inside a Hebrew card (`within`: an option's question). */
function rtl(text: string, within?: string) {
  const hebrew = hasHebrew(text) || hasHebrew(within ?? '');
  return { dir: hebrew ? ('rtl' as const) : ('ltr' as const), className: 'text-start' };
}

function CardView({
  card,
  serverNow,
  onRate,
  onNext,
}: {
  card: ReviewCard;
  serverNow: string;
  onRate: (card: ReviewCard, r: { rating?: ReviewRating; answer?: string | null }) => void;
  onNext: (card: ReviewCard) => void;
}) {
  const t = learningText.useT();
  const [picked, setPicked] = React.useState<string | null>(null);
  const [revealed, setRevealed] = React.useState(false);
  const [draft, setDraft] = React.useState('');
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), []);
  const text = rtl(card.text);
  const key = card.correctAnswer.trim().toUpperCase();
  const from = Date.parse(serverNow) > Date.parse(card.due) ? serverNow : card.due;

  function choose(letter: string) {
    if (picked) return;
    setPicked(letter);
    // Checked here, saved at once: the server derives the same rating from the answer.
    onRate(card, { answer: letter });
  }

  return (
    <article
      aria-labelledby="review-question"
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <BrainIcon className="size-4" aria-hidden="true" />
        <bdi className="break-words">{card.courseName}</bdi>
        <Badge variant="outline">{STATE_KEY[card.state] ? t(STATE_KEY[card.state]!) : card.state}</Badge>
      </div>
      <h2
        id="review-question"
        ref={headingRef}
        tabIndex={-1}
        dir={text.dir}
        className={cn(
          'text-lg leading-relaxed font-medium break-words whitespace-pre-line outline-none',
          text.className,
        )}
      >
        <MathText text={card.text} />
      </h2>

      {card.type === 'multiple-choice' && card.options ? (
        <div className="grid gap-2" role="group" aria-label={t('options')}>
          {card.options.map((option) => {
            const letter = optionLetter(option);
            const isKey = letter === key;
            const isPicked = picked === letter;
            const o = rtl(option, card.text);
            return (
              <button
                key={option}
                type="button"
                dir={o.dir}
                onClick={() => choose(letter)}
                disabled={picked !== null}
                aria-pressed={isPicked}
                data-state={picked ? (isKey ? 'correct' : isPicked ? 'wrong' : undefined) : undefined}
                className={cn(
                  'flex items-start gap-3 rounded-lg border p-3 text-start text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 enabled:hover:bg-accent disabled:cursor-default',
                  picked && isKey && 'border-green-600 bg-green-50 text-green-900',
                  picked && isPicked && !isKey && 'border-red-600 bg-red-50 text-red-900',
                  o.className,
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold"
                >
                  {letter}
                </span>
                <span className="min-w-0 flex-1 break-words">
                  <span className="sr-only">{letter}) </span>
                  <MathText text={optionText(option)} inline />
                  {picked && isKey && <span className="sr-only"> {t('correctAnswerSr')}</span>}
                </span>
              </button>
            );
          })}
          {picked && (
            <Verdict
              correct={sameChoice(picked, key)}
              detail={
                sameChoice(picked, key)
                  ? t('nextReviewIn', { interval: formatInterval(from, card.next.good) })
                  : t('answerIs', { key, interval: formatInterval(from, card.next.again) })
              }
            />
          )}
        </div>
      ) : (
        <div className="grid gap-3">
          {!revealed && (
            <>
              <label htmlFor="review-draft" className="text-sm font-medium">
                {t('yourAnswerOptional')}
              </label>
              <Textarea
                id="review-draft"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                dir="auto"
                rows={4}
                placeholder={t('answerPlaceholder')}
              />
              <Button className="w-fit" onClick={() => setRevealed(true)}>
                <EyeIcon aria-hidden="true" />
                {t('showAnswer')}
              </Button>
            </>
          )}
          {revealed && (
            <>
              {draft.trim() && (
                <div className="grid gap-1 text-sm">
                  <p className="font-semibold">{t('yourAnswer')}</p>
                  <p
                    {...rtl(draft)}
                    className={cn(
                      'rounded-lg border bg-muted/40 p-3 whitespace-pre-line',
                      rtl(draft).className,
                    )}
                  >
                    {draft}
                  </p>
                </div>
              )}
              <div className="grid gap-1 text-sm">
                <p className="font-semibold">{t('modelAnswerColon')}</p>
                <p
                  dir={rtl(card.correctAnswer).dir}
                  className={cn(
                    'rounded-lg border border-green-200 bg-green-50 p-3 break-words whitespace-pre-line text-green-950',
                    rtl(card.correctAnswer).className,
                  )}
                >
                  <MathText text={card.correctAnswer} />
                </p>
              </div>
            </>
          )}
        </div>
      )}

      {(picked || revealed) && card.explanation && (
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
          <p className="mb-1 font-semibold">{t('explanation')}</p>
          <p
            dir={rtl(card.explanation).dir}
            className={cn('break-words whitespace-pre-line', rtl(card.explanation).className)}
          >
            <MathText text={card.explanation} />
          </p>
        </div>
      )}

      {card.type === 'open-ended' && revealed && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('howWell')}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {REVIEW_RATINGS.map((r) => (
              <Button
                key={r}
                variant={r === 'again' ? 'destructive' : r === 'good' ? 'default' : 'outline'}
                className="h-auto flex-col gap-0.5 py-2"
                onClick={() => {
                  onRate(card, { rating: r });
                  onNext(card);
                }}
              >
                <span>{t(RATING_KEY[r])}</span>
                <span className="text-xs font-normal">{formatInterval(from, card.next[r])}</span>
              </Button>
            ))}
          </div>
        </div>
      )}
      {picked && (
        <Button className="w-fit justify-self-end" onClick={() => onNext(card)}>
          {t('nextCard')}
        </Button>
      )}
    </article>
  );
}

function Verdict({ correct, detail }: { correct: boolean; detail: string }) {
  const t = learningText.useT();
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-lg p-3 text-sm font-medium',
        correct ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900',
      )}
    >
      {correct ? (
        <CheckCircle2Icon className="size-4" aria-hidden="true" />
      ) : (
        <XCircleIcon className="size-4" aria-hidden="true" />
      )}
      {correct ? t('correct') : t('notQuite')} {detail}
    </p>
  );
}
