import * as React from 'react';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_THANKS,
  FEEDBACK_TOPIC_LABELS,
  FEEDBACK_TOPICS,
  type FeedbackTopic,
} from '@studypilot/core';
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

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function FeedbackPage() {
  const create = useCreateFeedback();
  const list = useFeedbackList();
  const [topic, setTopic] = React.useState<FeedbackTopic>('general');
  const [rating, setRating] = React.useState(0);
  const [message, setMessage] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const id = React.useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) return setError('Please choose a rating from 1 to 5.');
    if (!message.trim()) return setError('Please write a message.');
    setError(null);
    try {
      await create.mutateAsync({ topic, rating, message: message.trim() });
      toast.success(FEEDBACK_THANKS);
      setRating(0);
      setMessage('');
      setTopic('general');
    } catch (e) {
      toast.error('Error', { description: errorMessage(e) });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader title="Feedback" description="Tell us what works for you and what could be better." />

      <form onSubmit={onSubmit} noValidate className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={`${id}-topic`}>Topic</Label>
          <Select value={topic} onValueChange={(v) => setTopic(v as FeedbackTopic)}>
            <SelectTrigger id={`${id}-topic`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FEEDBACK_TOPICS.map((t) => (
                <SelectItem key={t} value={t}>
                  {FEEDBACK_TOPIC_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Rating</legend>
          <div className="flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer" title={`${n} - ${RATING_WORDS[n - 1]}`}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="peer sr-only"
                  aria-label={`${n} ${n === 1 ? 'star' : 'stars'} (${RATING_WORDS[n - 1]})`}
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
              {rating ? `${rating}/5 · ${RATING_WORDS[rating - 1]}` : 'Not rated yet'}
            </span>
          </div>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>Message</Label>
          <Textarea
            id={`${id}-message`}
            rows={5}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="What should we keep, fix or add?"
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
          {create.isPending && <Spinner label="Sending feedback" />}
          Send Feedback
        </Button>
      </form>

      <section aria-labelledby={`${id}-earlier`} className="grid gap-3">
        <h2 id={`${id}-earlier`} className="text-lg font-semibold">
          Your earlier feedback
        </h2>
        {list.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading feedback...
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(list.error)}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-muted-foreground">You have not sent any feedback yet.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {list.data.map((f) => (
              <li key={f.id} className="rounded-lg border bg-card p-4">
                <div className="mb-1 flex flex-wrap items-center gap-x-3 text-sm">
                  <span className="font-medium">{FEEDBACK_TOPIC_LABELS[f.topic]}</span>
                  <span aria-label={`${f.rating} out of 5 stars`} className="text-yellow-500">
                    {'★'.repeat(f.rating)}
                    <span className="text-muted-foreground">{'☆'.repeat(5 - f.rating)}</span>
                  </span>
                  <time dateTime={f.createdAt} className="text-muted-foreground">
                    {new Date(f.createdAt).toLocaleDateString('en-US', {
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
