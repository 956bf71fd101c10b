import * as React from 'react';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TOPICS, type FeedbackTopic } from '@studypilot/core';
import { StarIcon } from 'lucide-react';
import { toast } from 'sonner';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useCreateFeedback } from '../api/create-feedback';
import { useFeedbackList } from '../api/get-feedback';
import { formatDate } from '@/lib/format';
import { feedbackText } from '../messages';

const RATING_WORDS = ['ratingPoor', 'ratingFair', 'ratingGood', 'ratingVeryGood', 'ratingExcellent'] as const;
const TOPIC_KEYS = {
  general: 'topicGeneral',
  bug: 'topicBug',
  feature: 'topicFeature',
  content: 'topicContent',
  other: 'topicOther',
} as const satisfies Record<FeedbackTopic, string>;

export function FeedbackPage() {
  const t = feedbackText.useT();
  const create = useCreateFeedback();
  const list = useFeedbackList();
  const [topic, setTopic] = React.useState<FeedbackTopic>('general');
  const [rating, setRating] = React.useState(0);
  const [message, setMessage] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const id = React.useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError(t('chooseRating'));
    if (!message.trim()) return setError(t('writeMessage'));
    setError(null);
    try {
      await create.mutateAsync({ topic, rating, message: message.trim() });
      toast.success(t('thanks'));
      setRating(0);
      setMessage('');
      setTopic('general');
    } catch (e) {
      toast.error(t('error'), { description: errorMessage(e) });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title={t('feedback')} description={t('tellUsWhatWorks')} />

      <form onSubmit={onSubmit} noValidate className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={`${id}-topic`}>{t('topic')}</Label>
          <Select value={topic} onValueChange={(v) => setTopic(v as FeedbackTopic)}>
            <SelectTrigger id={`${id}-topic`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FEEDBACK_TOPICS.map((topicId) => (
                <SelectItem key={topicId} value={topicId}>
                  {t(TOPIC_KEYS[topicId])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('rating')}</legend>
          <div className="flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="cursor-pointer"
                title={t('ratingTitle', { n, word: t(RATING_WORDS[n - 1]!) })}
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="peer sr-only"
                  aria-label={t('ratingLabel', { n, word: t(RATING_WORDS[n - 1]!) })}
                />
                <StarIcon
                  aria-hidden="true"
                  className={cn(
                    'size-8 rounded-sm p-0.5 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60',
                    n <= rating ? 'fill-yellow-400 text-yellow-500' : 'text-muted-foreground',
                  )}
                />
              </label>
            ))}
            <span className="ms-2 text-sm text-muted-foreground" aria-live="polite">
              {rating ? `${rating}/5 · ${RATING_WORDS[rating - 1]}` : t('notRatedYet')}
            </span>
          </div>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>{t('message')}</Label>
          <Textarea
            id={`${id}-message`}
            rows={5}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={t('whatShouldWeKeep')}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="text-end text-xs text-muted-foreground">
            {message.length}/{FEEDBACK_MESSAGE_MAX}
          </p>
        </div>

        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" className="w-fit" disabled={create.isPending}>
          {create.isPending && <Spinner label={t('sendingFeedback')} />}
          {t('sendFeedback')}
        </Button>
      </form>

      <section aria-labelledby={`${id}-earlier`} className="grid gap-3">
        <h2 id={`${id}-earlier`} className="text-lg font-semibold">
          {t('yourEarlierFeedback')}
        </h2>
        {list.isPending ? (
          <p role="status" className="text-muted-foreground">
            {t('loadingFeedback')}
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(list.error)}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-muted-foreground">{t('youHaveNotSent')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {list.data.map((f) => (
              <li key={f.id} className="rounded-lg border bg-card p-4">
                <div className="mb-1 flex flex-wrap items-center gap-x-3 text-sm">
                  <span className="font-medium">{t(TOPIC_KEYS[f.topic])}</span>
                  <span aria-label={t('starsOutOf5', { rating: f.rating })} className="text-yellow-500">
                    {'★'.repeat(f.rating)}
                    <span className="text-muted-foreground">{'☆'.repeat(5 - f.rating)}</span>
                  </span>
                  <time dateTime={f.createdAt} className="text-muted-foreground">
                    {formatDate(f.createdAt, {
                      year: 'numeric',
                      month: 'short',
                      day: 'numeric',
                    })}
                  </time>
                </div>
                <p className="text-sm whitespace-pre-wrap">{f.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
