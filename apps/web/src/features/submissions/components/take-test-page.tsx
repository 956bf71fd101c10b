import * as React from 'react';
import {
  hasHebrew,
  MAX_OPEN_ANSWER_LENGTH,
  optionLetter,
  TEST_MESSAGES,
  type TakeQuestion,
  type TakeTestPayload,
} from '@studypilot/core';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckCircle2Icon,
  CloudOffIcon,
  Loader2Icon,
  SendIcon,
} from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useAttempt } from '../api/start-attempt';
import { useSubmitTest } from '../api/submit-test';
import { SAVE_STATUS_TEXT, useAnswerSaver, type SaveStatus } from '../lib/answer-saver';
import { Countdown } from './countdown';

export function TakeTestPage() {
  const { testId = '' } = useParams();
  const attempt = useAttempt(testId);

  React.useEffect(() => {
    if (attempt.isError) {
      const status = attempt.error instanceof ApiClientError ? attempt.error.status : 0;
      if (status !== 404 && status !== 403) toast.error(TEST_MESSAGES.startFailed);
    }
  }, [attempt.isError, attempt.error]);

  if (attempt.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p>Loading test...</p>
      </div>
    );
  }
  if (attempt.isError) {
    const status = attempt.error instanceof ApiClientError ? attempt.error.status : 0;
    const message =
      status === 404
        ? TEST_MESSAGES.testNotFound
        : status === 403
          ? TEST_MESSAGES.accessDenied
          : TEST_MESSAGES.loadFailed;
    return <LoadError message={message} />;
  }
  // Keyed by submission so a new attempt never inherits the previous one's state.
  return <TestRunner key={attempt.data.submission.id} payload={attempt.data} />;
}

function LoadError({ message }: { message: string }) {
  useDocumentTitle('Error Loading Test');
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-card p-10 text-center"
    >
      <AlertCircleIcon className="size-10 text-red-600" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Error Loading Test</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild className="mt-2">
        <Link to="/courses">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Courses
        </Link>
      </Button>
    </div>
  );
}

function isAnswered(value: string | null | undefined) {
  return value != null && value.trim() !== '';
}

function TestRunner({ payload }: { payload: TakeTestPayload }) {
  const { test, submission, questions } = payload;
  useDocumentTitle(test.title);
  const navigate = useNavigate();
  const submitMutation = useSubmitTest();
  const [clockOffsetMs] = React.useState(() => Date.parse(submission.serverNow) - Date.now());
  const [index, setIndex] = React.useState(0);
  const [timeUp, setTimeUp] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);
  const submittedRef = React.useRef(false);
  const autoRetries = React.useRef(0);

  const submitRef = React.useRef<(auto: boolean) => Promise<void>>(async () => undefined);
  const { saver, answers, status } = useAnswerSaver(submission.id, payload.answers, {
    onTimeUp: () => {
      setTimeUp(true);
      void submitRef.current(true);
    },
    onCompleted: () => navigate(`/test-results/${submission.id}`, { replace: true }),
    onRejected: (message) => toast.error(TEST_MESSAGES.saveFailed, { description: message }),
  });

  const question = questions[index]!;
  React.useEffect(() => {
    saver.show(question.id);
  }, [saver, question.id]);

  async function submit(auto: boolean) {
    if (submittedRef.current) return;
    submittedRef.current = true;
    setSubmitting(true);
    setConfirmOpen(false);
    try {
      const result = await submitMutation.mutateAsync({
        submissionId: submission.id,
        input: { autoSubmitted: auto, answers: saver.unsaved() },
      });
      saver.stop();
      toast.success(TEST_MESSAGES.submitted, { description: `Your score: ${result.totalScore}%` });
      navigate(`/test-results/${result.submissionId}`, { replace: true });
    } catch {
      submittedRef.current = false;
      setSubmitting(false);
      toast.error(TEST_MESSAGES.submissionError, { description: TEST_MESSAGES.submissionErrorText });
      // When the time is up nobody will press the button again: keep trying for a while.
      if (auto && autoRetries.current < 5) {
        autoRetries.current += 1;
        setTimeout(() => void submitRef.current(true), 2000 * autoRetries.current);
      }
    }
  }
  React.useEffect(() => {
    submitRef.current = submit;
  });

  // Leaving with answers the server has not acknowledged would lose them: let the browser ask first.
  React.useEffect(() => {
    if (status === 'saved' || submittedRef.current) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  const locked = timeUp || submitting;
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  const unanswered = questions.length - answeredCount;
  const percent = Math.round(((index + 1) / questions.length) * 100);
  const last = index === questions.length - 1;

  function go(next: number) {
    setIndex(Math.min(questions.length - 1, Math.max(0, next)));
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-5">
      <header className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-xl font-bold tracking-tight break-words sm:text-2xl">{test.title}</h1>
          <p className="text-sm text-muted-foreground break-words">{test.courseName}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
          <Countdown
            deadlineAt={submission.deadlineAt}
            clockOffsetMs={clockOffsetMs}
            onExpire={() => {
              setTimeUp(true);
              void submitRef.current(true);
            }}
          />
          <SaveIndicator status={status} />
        </div>
      </header>

      {timeUp && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {TEST_MESSAGES.timeUp} {submitting ? 'Submitting your test...' : ''}
        </p>
      )}

      <div className="grid gap-2">
        <div className="flex justify-between gap-2 text-sm">
          <span className="font-medium">
            Question {index + 1} of {questions.length}
          </span>
          <span className="text-muted-foreground">{percent}% complete</span>
        </div>
        <Progress value={percent} aria-label={`Question ${index + 1} of ${questions.length}`} />
      </div>

      <QuestionCard
        key={question.id}
        number={index + 1}
        question={question}
        value={answers[question.id] ?? null}
        disabled={locked}
        onChange={(value, typing) => saver.setAnswer(question.id, value, { debounce: typing })}
      />

      {/* Balanced rows of at most 10 (10 x 2 rem + gaps fit a 390 px phone): 10 is never alone on a row. */}
      <nav
        aria-label="Questions"
        className="grid justify-center gap-1 sm:gap-1.5"
        style={{
          gridTemplateColumns: `repeat(${Math.ceil(questions.length / Math.ceil(questions.length / 10))}, 2rem)`,
        }}
      >
        {questions.map((q, i) => (
          <button
            key={q.id}
            type="button"
            onClick={() => go(i)}
            aria-current={i === index ? 'step' : undefined}
            aria-label={`Question ${i + 1}${isAnswered(answers[q.id]) ? ', answered' : ', not answered'}`}
            className={cn(
              'size-8 rounded-md border text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              isAnswered(answers[q.id]) ? 'border-primary/40 bg-primary/10 text-primary' : 'bg-background',
              i === index && 'border-primary ring-1 ring-primary',
            )}
          >
            {i + 1}
          </button>
        ))}
      </nav>

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeftIcon aria-hidden="true" />
          Previous
        </Button>
        {last ? (
          <Button onClick={() => setConfirmOpen(true)} disabled={submitting}>
            {submitting ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            Submit Test
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)}>
            Next Question
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Submit your test?</AlertDialogTitle>
            <AlertDialogDescription>
              {unanswered > 0
                ? `You have ${unanswered} unanswered ${unanswered === 1 ? 'question' : 'questions'}. ${TEST_MESSAGES.unansweredWarning}`
                : `You answered all ${questions.length} questions. You cannot change your answers after submitting.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep Working</AlertDialogCancel>
            <AlertDialogAction
              onClick={(e) => {
                e.preventDefault();
                void submit(false);
              }}
            >
              Submit Test
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const Icon = status === 'saved' ? CheckCircle2Icon : status === 'saving' ? Loader2Icon : CloudOffIcon;
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-1.5 text-xs font-medium',
        status === 'saved' && 'text-green-700',
        status === 'saving' && 'text-muted-foreground',
        (status === 'retrying' || status === 'failed') && 'text-red-700',
      )}
    >
      <Icon className={cn('size-3.5', status === 'saving' && 'animate-spin')} aria-hidden="true" />
      {SAVE_STATUS_TEXT[status]}
    </p>
  );
}

/** The option's text without its leading 'A) ' (the letter is shown in its own badge). */
function optionText(option: string): string {
  return option.replace(/^\s*[A-Da-d]\s*[).:-]\s*/, '');
}

function QuestionCard({
  number,
  question,
  value,
  disabled,
  onChange,
}: {
  number: number;
  question: TakeQuestion;
  value: string | null;
  disabled: boolean;
  onChange: (value: string | null, typing: boolean) => void;
}) {
  const rtl = hasHebrew(question.text);
  const headingId = `question-${question.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">
        Question {number} · {question.type === 'open-ended' ? 'Open-ended' : 'Multiple choice'}
      </p>
      <h2
        id={headingId}
        dir={rtl ? 'rtl' : undefined}
        className={cn(
          'text-lg leading-relaxed font-medium break-words whitespace-pre-line',
          rtl && 'text-right',
        )}
      >
        {question.text}
      </h2>
      {question.type === 'multiple-choice' && question.options ? (
        <div role="radiogroup" aria-labelledby={headingId} className="grid gap-2">
          {question.options.map((option) => {
            const letter = optionLetter(option);
            const checked = value?.trim().toUpperCase() === letter;
            const optionRtl = hasHebrew(option);
            return (
              <label
                key={option}
                dir={optionRtl ? 'rtl' : undefined}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent',
                  'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  checked && 'border-primary bg-primary/5 hover:bg-primary/10',
                  disabled && 'cursor-not-allowed opacity-70',
                  optionRtl && 'text-right',
                )}
              >
                <input
                  type="radio"
                  name={`answer-${question.id}`}
                  value={letter}
                  aria-label={`${letter}) ${optionText(option)}`}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(letter, false)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    checked ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
                  )}
                >
                  {letter}
                </span>
                <span className="min-w-0 pt-0.5 break-words">{optionText(option)}</span>
              </label>
            );
          })}
        </div>
      ) : (
        <OpenAnswer
          labelledBy={headingId}
          questionRtl={rtl}
          value={value ?? ''}
          disabled={disabled}
          onChange={(text) => onChange(text === '' ? null : text, true)}
        />
      )}
    </section>
  );
}

function OpenAnswer({
  labelledBy,
  questionRtl,
  value,
  disabled,
  onChange,
}: {
  labelledBy: string;
  questionRtl: boolean;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const rtl = questionRtl || hasHebrew(value);
  return (
    <div className="grid gap-2">
      <Textarea
        aria-labelledby={labelledBy}
        // In a right-to-left box the English placeholder's trailing '...' would jump to its start; a
        // left-to-right mark after it keeps the dots where they belong.
        placeholder={
          rtl ? `${TEST_MESSAGES.openAnswerPlaceholder}\u200E` : TEST_MESSAGES.openAnswerPlaceholder
        }
        value={value}
        maxLength={MAX_OPEN_ANSWER_LENGTH}
        disabled={disabled}
        dir={rtl ? 'rtl' : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cn('min-h-48', rtl && 'text-right')}
        aria-describedby={`${labelledBy}-count`}
      />
      <p id={`${labelledBy}-count`} className="text-right text-xs text-muted-foreground">
        {value.length} characters
      </p>
    </div>
  );
}
