import * as React from 'react';
import {
  difficultyLabel,
  hasHebrew,
  LEARNING_MESSAGES,
  MAX_OPEN_ANSWER_LENGTH,
  optionLetter,
  mathToPlain,
  optionText,
  type TakeQuestion,
  type TakeTestPayload,
  type TestStartInfo,
  paths,
} from '@studypilot/core';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckCircle2Icon,
  CloudOffIcon,
  KeyboardIcon,
  Loader2Icon,
  PlayIcon,
  SendIcon,
} from 'lucide-react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
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
import { MathText } from '@/components/math-text';
import { withoutIsolates } from '@/components/math-scripts';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError } from '@/lib/api-client';
import { common } from '@/lib/common-messages';
import { formatDate, formatTimeSpan } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useAttempt, useStartInfo } from '../api/start-attempt';
import { useSubmitTest } from '../api/submit-test';
import { useAnswerSaver, type SaveStatus } from '../lib/answer-saver';
import { submissionsText } from '../messages';
import { Countdown } from './countdown';
import { TestTitle, useTestTitle } from './test-title';

const { t: text, useT } = submissionsText;

function errorStatus(error: unknown): number {
  return error instanceof ApiClientError ? error.status : 0;
}

function loadErrorKey(error: unknown) {
  const status = errorStatus(error);
  return status === 404 ? 'testNotFound' : status === 403 ? 'accessDenied' : 'loadFailed';
}

function LoadingTest() {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>{t('loadingTest')}</p>
    </div>
  );
}

/**
 * A test opens on its start screen (decision 602): nothing is created and no clock runs until Start. A running
 * attempt (reload, second tab, coming back) is resumed at once.
 */
export function TakeTestPage() {
  const { testId = '' } = useParams();
  const info = useStartInfo(testId);
  const [started, setStarted] = React.useState(false);
  const resume = Boolean(info.data?.openAttempt);
  const attempt = useAttempt(testId, info.isSuccess && (started || resume));

  React.useEffect(() => {
    const error = info.error ?? attempt.error;
    if (error) {
      const status = errorStatus(error);
      if (status !== 404 && status !== 403) toast.error(text('startFailed'));
    }
  }, [info.error, attempt.error]);

  if (info.isPending) return <LoadingTest />;
  if (info.isError) return <LoadError messageKey={loadErrorKey(info.error)} />;
  if (attempt.isError) return <LoadError messageKey={loadErrorKey(attempt.error)} />;
  if (!resume && !attempt.isSuccess)
    return <StartScreen info={info.data} starting={started} onStart={() => setStarted(true)} />;
  if (!attempt.isSuccess) return <LoadingTest />;
  // Keyed by submission so a new attempt never inherits the previous one's state.
  return <TestRunner key={attempt.data.submission.id} payload={attempt.data} />;
}

const formatShortDate = (iso: string) => formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });

const TYPE_KEYS = {
  'multiple-choice': 'typeMultipleChoice',
  'open-ended': 'typeOpenEnded',
  mixed: 'typeMixed',
} as const;

function StartScreen({
  info,
  starting,
  onStart,
}: {
  info: TestStartInfo;
  starting: boolean;
  onStart: () => void;
}) {
  const t = useT();
  const { test, completedAttempts } = info;
  useDocumentTitle(useTestTitle(test));
  const limit = formatTimeSpan(test.timeLimitSeconds);
  const hasChoices = test.questionTypes !== 'open-ended';
  const typeKey = TYPE_KEYS[test.questionTypes as keyof typeof TYPE_KEYS];
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-5">
      <section
        aria-labelledby="start-title"
        className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
      >
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground wrap-anywhere">
            <bdi>{test.courseName}</bdi>
          </p>
          <h1 id="start-title" className="text-2xl font-bold tracking-tight wrap-anywhere">
            <TestTitle test={test} />
          </h1>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t('infoQuestions'), String(test.questionCount)],
            [t('infoTimeLimit'), limit],
            [t('infoDifficulty'), common.t(`difficulty${difficultyLabel(test.difficulty)}`)],
            [t('infoType'), typeKey ? t(typeKey) : test.questionTypes],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border bg-muted/40 p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-2">
          <h2 className="font-semibold">{t('beforeYouStart')}</h2>
          <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
            <li>{t('ruleTimer', { limit })}</li>
            <li>{t('ruleSaved')}</li>
            <li>{t('ruleAutoSubmit')}</li>
            <li>{t('unansweredWarning')}</li>
          </ul>
        </div>
        <KeyboardHint choices={hasChoices} />
        {completedAttempts.length === 0 && !test.title.startsWith(LEARNING_MESSAGES.practiceTitlePrefix) && (
          <p className="text-sm text-muted-foreground">
            <submissionsText.Trans
              k="editHint"
              components={{
                0: (
                  <Link
                    to={paths.editTest(test.id)}
                    className="font-medium text-primary underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.course(test.courseId)}>
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
              {t('backToCourse')}
            </Link>
          </Button>
          <Button size="lg" onClick={onStart} disabled={starting} autoFocus>
            {starting ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <PlayIcon aria-hidden="true" />
            )}
            {t('startTest')}
          </Button>
        </div>
      </section>
      {completedAttempts.length > 0 && (
        <section aria-labelledby="past-title" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="past-title" className="font-semibold">
            {t('pastAttempts', { count: completedAttempts.length })}
          </h2>
          <ul className="grid gap-2">
            {completedAttempts.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-3 text-sm">
                <span>
                  {t('pastAttempt', { date: formatShortDate(a.completedAt), score: a.totalScore ?? 0 })}
                </span>
                <Link
                  to={paths.testResults(a.id)}
                  className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('viewResults')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The shortcuts of the test screen, shown on screens wide enough to have a keyboard. */
function KeyboardHint({ choices }: { choices: boolean }) {
  const kbd = <Kbd />;
  return (
    <p
      data-testid="keyboard-hint"
      className="hidden items-center gap-2 text-xs text-muted-foreground sm:flex"
    >
      <KeyboardIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {/* The arrows are written in reading order: in Hebrew → (back) comes first, as the keys move. */}
        <submissionsText.Trans
          k={choices ? 'keyboardChoices' : 'keyboardMoves'}
          components={{ 0: kbd, 1: kbd, 2: kbd, 3: kbd, 4: kbd, 5: kbd, 6: kbd }}
        />
      </span>
    </p>
  );
}

/** A key's name as printed on the keyboard (Latin letters and 'Enter', in either language). */
function Kbd({ children }: { children?: React.ReactNode }) {
  return (
    <kbd
      lang="en"
      dir="ltr"
      className="rounded border bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground"
    >
      {children}
    </kbd>
  );
}

function LoadError({ messageKey }: { messageKey: ReturnType<typeof loadErrorKey> }) {
  const t = useT();
  useDocumentTitle(t('errorLoadingTest'));
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-card p-10 text-center"
    >
      <AlertCircleIcon className="size-10 text-red-600" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('errorLoadingTest')}</h1>
      <p className="text-muted-foreground">{t(messageKey)}</p>
      <Button asChild className="mt-2">
        <Link to={paths.courses}>
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t('backToCourses')}
        </Link>
      </Button>
    </div>
  );
}

function isAnswered(value: string | null | undefined) {
  return value != null && value.trim() !== '';
}

/** Where the student was in an attempt, kept for this tab so a reload returns to that question. */
const positionKey = (submissionId: string) => `studypilot:test-position:${submissionId}`;

function readPosition(submissionId: string, count: number): number {
  try {
    const n = Number(sessionStorage.getItem(positionKey(submissionId)));
    return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
  } catch {
    return 0;
  }
}

/** Keys typed into a text box or with a modifier are the student's, not shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type);
}

function TestRunner({ payload }: { payload: TakeTestPayload }) {
  const t = useT();
  const rtlPage = useLanguage() === 'he';
  const { test, submission, questions } = payload;
  useDocumentTitle(useTestTitle(test));
  const navigate = useNavigate();
  const submitMutation = useSubmitTest();
  const [clockOffsetMs] = React.useState(() => Date.parse(submission.serverNow) - Date.now());
  const [index, setIndex] = React.useState(() => readPosition(submission.id, questions.length));
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
    onCompleted: () => {
      submittedRef.current = true;
      navigate(paths.testResults(submission.id), { replace: true });
    },
    onRejected: (message) => toast.error(text('saveFailed'), { description: message }),
  });

  const question = questions[index]!;
  React.useEffect(() => {
    saver.show(question.id);
  }, [saver, question.id]);

  React.useEffect(() => {
    try {
      sessionStorage.setItem(positionKey(submission.id), String(index));
    } catch {
      // storage full or blocked: the attempt still resumes, on question 1
    }
  }, [submission.id, index]);

  // A calm screen: the phone's tab bar is hidden while a test runs (styles/index.css).
  React.useEffect(() => {
    document.documentElement.dataset.testRunning = '';
    return () => {
      delete document.documentElement.dataset.testRunning;
    };
  }, []);

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
      try {
        sessionStorage.removeItem(positionKey(submission.id));
      } catch {
        // nothing to clean
      }
      toast.success(text('submitted'), { description: text('yourScore', { score: result.totalScore }) });
      navigate(paths.testResults(result.submissionId), { replace: true });
    } catch {
      submittedRef.current = false;
      setSubmitting(false);
      toast.error(text('submissionError'), { description: text('submissionErrorText') });
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

  // Leaving through the app's own links while the clock runs asks first (the attempt can be resumed).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !submittedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const locked = timeUp || submitting;
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  const unanswered = questions.length - answeredCount;
  const percent = Math.round((answeredCount / questions.length) * 100);
  const last = index === questions.length - 1;

  const go = React.useCallback(
    (next: number) => setIndex(Math.min(questions.length - 1, Math.max(0, next))),
    [questions.length],
  );

  // Keyboard: A-D / 1-4 choose, arrows move, Enter goes on (on the last question it asks to submit).
  const keyState = React.useRef({ index, last, locked, question, dialog: false, rtl: rtlPage });
  keyState.current = {
    index,
    last,
    locked,
    question,
    dialog: confirmOpen || blocker.state === 'blocked',
    rtl: rtlPage,
  };
  React.useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const k = keyState.current;
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || k.dialog) return;
      if (isTypingTarget(e.target)) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        // The arrow that points to the Next button goes on: right in English, left in a right-to-left page.
        e.preventDefault();
        const forward = e.key === (k.rtl ? 'ArrowLeft' : 'ArrowRight');
        go(k.index + (forward ? 1 : -1));
        return;
      }
      if (e.key === 'Enter') {
        // Enter on a button or link does what that control says.
        if (target?.closest('button, a')) return;
        e.preventDefault();
        if (k.last) {
          if (!k.locked) setConfirmOpen(true);
        } else go(k.index + 1);
        return;
      }
      if (e.shiftKey || k.locked || k.question.type !== 'multiple-choice' || !k.question.options) return;
      const key = e.key.toUpperCase();
      const pos = 'ABCD'.indexOf(key) >= 0 ? 'ABCD'.indexOf(key) : '1234'.indexOf(key);
      if (key.length !== 1 || pos < 0 || pos >= k.question.options.length) return;
      e.preventDefault();
      saver.setAnswer(k.question.id, optionLetter(k.question.options[pos]!), { debounce: false });
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, saver]);

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4 sm:gap-5">
      <header className="grid min-w-0 gap-1">
        <h1 className="text-xl font-bold tracking-tight wrap-anywhere sm:text-2xl">
          <TestTitle test={test} />
        </h1>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <bdi>{test.courseName}</bdi>
        </p>
      </header>

      {/* Stays under the top bar while the page scrolls, so the countdown is always in sight. */}
      <div
        data-testid="test-status-bar"
        className="sticky top-16 z-30 -mx-4 grid gap-2 border-y bg-background/95 px-4 py-2 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:mx-0 sm:rounded-xl sm:border sm:px-4 sm:py-3"
      >
        <div className="flex items-center justify-between gap-3">
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
        <div className="flex justify-between gap-2 text-sm">
          <span className="font-medium">
            {t('questionOf', { current: index + 1, total: questions.length })}
          </span>
          <span className="text-muted-foreground">
            {t('answeredProgress', { answered: answeredCount, total: questions.length, percent })}
          </span>
        </div>
        <Progress
          value={percent}
          aria-label={t('answeredAria', { answered: answeredCount, total: questions.length })}
        />
      </div>

      {timeUp && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('timeUp')} {submitting ? t('submitting') : ''}
        </p>
      )}

      <QuestionCard
        key={question.id}
        number={index + 1}
        question={question}
        value={answers[question.id] ?? null}
        disabled={locked}
        onChange={(value, typing) => saver.setAnswer(question.id, value, { debounce: typing })}
      />

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" className="h-11" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t('previous')}
        </Button>
        {last ? (
          <Button className="h-11" onClick={() => setConfirmOpen(true)} disabled={submitting}>
            {submitting ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <SendIcon className="rtl:-scale-x-100" aria-hidden="true" />
            )}
            {t('submitTest')}
          </Button>
        ) : (
          <Button className="h-11" onClick={() => go(index + 1)}>
            {t('nextQuestion')}
            <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        )}
      </div>

      {/* 44 px squares that wrap: seven fit a 390 px phone's row, ten a wider screen's. */}
      <nav aria-label={t('questionsNav')} className="flex flex-wrap justify-center gap-1.5">
        {questions.map((q, i) => (
          <button
            key={q.id}
            type="button"
            onClick={() => go(i)}
            aria-current={i === index ? 'step' : undefined}
            aria-label={t(isAnswered(answers[q.id]) ? 'navAnswered' : 'navNotAnswered', { number: i + 1 })}
            className={cn(
              'size-11 rounded-md border text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              isAnswered(answers[q.id]) ? 'border-primary/40 bg-primary/10 text-primary' : 'bg-background',
              i === index && 'border-primary ring-1 ring-primary',
            )}
          >
            {i + 1}
          </button>
        ))}
      </nav>

      <KeyboardHint choices={questions.some((q) => q.type === 'multiple-choice')} />

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('submitTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {unanswered > 0
                ? t('submitUnanswered', { count: unanswered })
                : t('submitAllAnswered', { count: questions.length })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('keepWorking')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(e) => {
                e.preventDefault();
                void submit(false);
              }}
            >
              {t('submitTest')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
      >
        <AlertDialogContent
          onCloseAutoFocus={(e) => {
            // Staying in the test puts the student back on the question (not on the navigation link that asked
            // to leave), so Enter and the letter keys go on working on the test.
            e.preventDefault();
            document.getElementById(`question-${question.id}`)?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t('leaveTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('leaveText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('stayInTest')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (blocker.state === 'blocked') blocker.proceed();
              }}
            >
              {t('leaveTest')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

const SAVE_STATUS_KEYS = {
  saved: 'saveSaved',
  saving: 'saveSaving',
  retrying: 'saveRetrying',
  failed: 'saveFailedStatus',
} as const satisfies Record<SaveStatus, string>;

function SaveIndicator({ status }: { status: SaveStatus }) {
  const t = useT();
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
      {t(SAVE_STATUS_KEYS[status])}
    </p>
  );
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
  const t = useT();
  const rtl = hasHebrew(question.text);
  const headingId = `question-${question.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">
        {t('questionKind', { number, type: question.type === 'open-ended' ? 'open' : 'choice' })}
      </p>
      <h2
        id={headingId}
        tabIndex={-1}
        dir={rtl ? 'rtl' : 'auto'}
        className={cn(
          'text-lg leading-relaxed font-medium break-words whitespace-pre-line outline-none',
          rtl && 'text-right',
        )}
      >
        <MathText text={question.text} />
      </h2>
      {question.type === 'multiple-choice' && question.options ? (
        <div role="radiogroup" aria-labelledby={headingId} className="grid gap-2">
          {question.options.map((option) => {
            const letter = optionLetter(option);
            const checked = value?.trim().toUpperCase() === letter;
            // an option of a Hebrew question reads right to left even when it is a bare formula ("𝑀 ≠ 0"), so no
            // option stands apart from the others by its alignment
            const optionRtl = rtl || hasHebrew(option);
            return (
              <label
                key={option}
                dir={optionRtl ? 'rtl' : 'auto'}
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
                  aria-label={`${letter}) ${withoutIsolates(mathToPlain(optionText(option)))}`}
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
                <span className="min-w-0 pt-0.5 break-words">
                  <MathText text={optionText(option)} inline />
                </span>
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
  const t = useT();
  const rtlPage = useLanguage() === 'he';
  const rtl = questionRtl || hasHebrew(value);
  const placeholder = t('openAnswerPlaceholder');
  return (
    <div className="grid gap-2">
      <Textarea
        aria-labelledby={labelledBy}
        // In a box of the other direction the placeholder's trailing '...' would jump to its start; a mark of
        // the interface's direction after it keeps the dots where they belong.
        placeholder={rtl === rtlPage ? placeholder : `${placeholder}${rtlPage ? '\u200F' : '\u200E'}`}
        value={value}
        maxLength={MAX_OPEN_ANSWER_LENGTH}
        disabled={disabled}
        // The answer's direction follows the question (and Hebrew typed into it), never the page's.
        dir={rtl ? 'rtl' : 'ltr'}
        onChange={(e) => onChange(e.target.value)}
        className={cn('min-h-48', rtl && 'text-right')}
        aria-describedby={`${labelledBy}-count`}
      />
      <p id={`${labelledBy}-count`} className="text-end text-xs text-muted-foreground">
        {t('characters', { count: value.length })}
      </p>
    </div>
  );
}
