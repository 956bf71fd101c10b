import * as React from 'react';
import {
  answerOutcome,
  difficultyLabel,
  engineLabel,
  formatDuration,
  hasHebrew,
  optionLetter,
  optionText,
  type ResultQuestion,
  scoreBand,
  type TestResults,
  paths,
} from '@studypilot/core';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  BookOpenIcon,
  CheckCircle2Icon,
  CircleDotIcon,
  ClockIcon,
  Loader2Icon,
  LogOutIcon,
  QuoteIcon,
  RotateCcwIcon,
  XCircleIcon,
  XIcon,
} from 'lucide-react';
import { Link, useParams } from 'react-router';

import { MathText } from '@/components/math-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { common } from '@/lib/common-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useResults } from '../api/get-results';
import { submissionsText } from '../messages';
import { TestTitle, useTestTitle } from './test-title';

const { useT } = submissionsText;

const BAND_CLASSES = {
  green: 'border-green-600 text-green-700 bg-green-50',
  yellow: 'border-yellow-500 text-yellow-800 bg-yellow-50',
  red: 'border-red-600 text-red-700 bg-red-50',
} as const;

/** 'Practise my mistakes' and which mistakes a practice set fixed, from the learning feature (app/router.tsx). */
export type ResultsLearningComponent = React.ComponentType<{ submissionId: string; mistakes: number }>;
/** The exports feature's menu, passed in by the router (features do not import each other). */
export type ResultsExportMenu = React.ComponentType<{ submissionId: string; testId: string }>;

/** Under each question (the learning feature's flag, issue 14 item 6). */
export type ResultsQuestionActions = React.ComponentType<{ submissionId: string; questionId: string }>;

export function TestResultsPage({
  Learning,
  ExportMenu,
  QuestionActions,
}: {
  Learning?: ResultsLearningComponent;
  ExportMenu?: ResultsExportMenu;
  QuestionActions?: ResultsQuestionActions;
} = {}) {
  const t = useT();
  const { submissionId = '' } = useParams();
  const results = useResults(submissionId);

  if (results.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p>{t('loadingResults')}</p>
      </div>
    );
  }
  if (results.isError) {
    const e = results.error;
    // The server says 'Test submission not found' or 'Test not found'; a bare 404 means the former.
    const message =
      e instanceof ApiClientError && e.status === 404 && (!e.message || e.message === 'Not found')
        ? t('submissionNotFound')
        : errorMessage(e, t('resultsFailed'));
    return <ResultsError message={message} />;
  }
  return (
    <ResultsView
      results={results.data}
      Learning={Learning}
      ExportMenu={ExportMenu}
      QuestionActions={QuestionActions}
    />
  );
}

function ResultsError({ message }: { message: string }) {
  const t = useT();
  useDocumentTitle(t('errorLoadingResults'));
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border bg-card p-10 text-center"
    >
      <AlertCircleIcon className="size-10 text-red-600" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('errorLoadingResults')}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button asChild className="mt-2">
        <Link to={paths.courses}>
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t('backToCourses')}
        </Link>
      </Button>
    </div>
  );
}

function ResultsView({
  results,
  Learning,
  ExportMenu,
  QuestionActions,
}: {
  results: TestResults;
  Learning?: ResultsLearningComponent;
  ExportMenu?: ResultsExportMenu;
  QuestionActions?: ResultsQuestionActions;
}) {
  const t = useT();
  const { submission, test, questions, correctCount, partialCount } = results;
  useDocumentTitle(t('resultsTitle', { title: useTestTitle(test) }));
  const total = questions.length || test.questionCount;
  const band = scoreBand(submission.totalScore);
  // Only open answers can earn part of the credit: the tile shows where it can be non-zero.
  const canBePartial = partialCount > 0 || questions.some((q) => q.type === 'open-ended');
  const ordered = [...questions].sort((a, b) => a.order - b.order);
  const [filter, setFilter] = React.useState<'all' | 'wrong'>('all');
  const wrong = ordered.filter((q) => answerOutcome(q.answer) !== 'correct');
  const shown = filter === 'all' ? ordered : wrong;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <header className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground wrap-anywhere">
            <bdi>{test.courseName}</bdi>
          </p>
          <h1 className="text-xl font-bold tracking-tight wrap-anywhere sm:text-2xl">
            <TestTitle test={test} />
          </h1>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('testDifficulty')}</dt>
            <dd className="font-medium">{common.t(`difficulty${difficultyLabel(test.difficulty)}`)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('aiEngine')}</dt>
            <dd className="font-medium">
              {test.aiEngine ? <bdi>{engineLabel(test.aiEngine)}</bdi> : common.t('unknownEngine')}
            </dd>
          </div>
        </dl>
      </header>

      <section
        aria-labelledby="summary-heading"
        className="grid justify-items-center gap-5 rounded-xl border bg-card p-6 text-center shadow-sm"
      >
        <div
          role="img"
          aria-label={t('scoreAria', { score: submission.totalScore })}
          data-band={band}
          className={cn(
            'flex size-36 items-center justify-center rounded-full border-8 text-4xl font-bold',
            BAND_CLASSES[band],
          )}
        >
          {submission.totalScore}%
        </div>
        <div className="grid gap-1">
          <h2 id="summary-heading" className="text-2xl font-bold">
            {t('testCompleted')}
          </h2>
          <p className="text-muted-foreground">{t('performanceSummary')}</p>
          {submission.autoSubmitted && <p className="text-sm text-amber-800">{t('autoSubmitted')}</p>}
        </div>
        <ul
          className={cn(
            'grid w-full gap-2 sm:gap-3',
            canBePartial ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3',
          )}
        >
          <StatCard
            label={t('statCorrect')}
            value={String(correctCount)}
            icon={<CheckCircle2Icon className="size-5 text-green-700" aria-hidden="true" />}
          />
          {canBePartial && (
            <StatCard
              label={t('statPartly')}
              value={String(partialCount)}
              icon={<CircleDotIcon className="size-5 text-amber-700" aria-hidden="true" />}
            />
          )}
          <StatCard
            label={t('statIncorrect')}
            value={String(Math.max(0, total - correctCount - partialCount))}
            icon={<XCircleIcon className="size-5 text-red-700" aria-hidden="true" />}
          />
          <StatCard
            label={t('statTimeTaken')}
            value={formatDuration(submission.timeTaken)}
            icon={<ClockIcon className="size-5 text-primary" aria-hidden="true" />}
          />
        </ul>
        {submission.feedback && (
          <div className="w-full rounded-lg border bg-muted/40 p-4 text-start">
            <h3 className="mb-1 text-sm font-semibold">{t('overallFeedback')}</h3>
            <p
              dir={hasHebrew(submission.feedback) ? 'rtl' : 'auto'}
              className={cn('text-sm whitespace-pre-line', hasHebrew(submission.feedback) && 'text-right')}
            >
              {submission.feedback}
            </p>
          </div>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.takeTest(test.id)}>
              <RotateCcwIcon aria-hidden="true" />
              {t('retakeTest')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.courses}>
              <LogOutIcon className="rtl:-scale-x-100" aria-hidden="true" />
              {t('exitTest')}
            </Link>
          </Button>
          {ExportMenu && <ExportMenu submissionId={submission.id} testId={test.id} />}
        </div>
        {Learning && (
          <Learning
            submissionId={submission.id}
            mistakes={questions.filter((q) => !q.answer?.isCorrect).length}
          />
        )}
      </section>

      <section aria-labelledby="analysis-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="analysis-heading" className="text-xl font-bold">
            {t('detailedAnalysis')}
          </h2>
          <p className="text-muted-foreground">{t('detailedAnalysisText')}</p>
        </div>
        <div role="group" aria-label={t('showQuestions')} className="flex flex-wrap gap-2">
          <Button
            variant={filter === 'all' ? 'default' : 'outline'}
            className="h-11"
            aria-pressed={filter === 'all'}
            onClick={() => setFilter('all')}
          >
            {t('filterAll', { count: ordered.length })}
          </Button>
          <Button
            variant={filter === 'wrong' ? 'default' : 'outline'}
            className="h-11"
            aria-pressed={filter === 'wrong'}
            onClick={() => setFilter('wrong')}
          >
            {t('filterWrong', { count: wrong.length })}
          </Button>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
            {t('noWrongAnswers')}
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-4">
            {shown.map((q) => (
              <QuestionReview
                key={q.id}
                question={q}
                number={ordered.indexOf(q) + 1}
                actions={
                  QuestionActions && <QuestionActions submissionId={submission.id} questionId={q.id} />
                }
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function StatCard({ label, value, icon }: { label: string; value: string; icon: React.ReactNode }) {
  return (
    <li className="grid content-start justify-items-center gap-1 rounded-lg border p-2 sm:p-4">
      {icon}
      <span className="text-xl font-bold tabular-nums sm:text-2xl">{value}</span>
      <span className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</span>
    </li>
  );
}

/** Content (questions, answers, explanations) in its own direction: Hebrew right to left, else its own. */
/** Right to left for Hebrew text, and for any text inside a Hebrew question (`within`: an option's question). */
function rtlProps(text: string | null | undefined, within?: string) {
  const rtl = hasHebrew(text ?? '') || hasHebrew(within ?? '');
  return { dir: rtl ? ('rtl' as const) : ('auto' as const), className: rtl ? 'text-right' : undefined };
}

function QuestionReview({
  question,
  number,
  actions,
}: {
  question: ResultQuestion;
  number: number;
  actions?: React.ReactNode;
}) {
  const outcome = answerOutcome(question.answer);
  const correct = outcome === 'correct';
  // an answer with some credit is partly right, not "Incorrect"
  const partial = outcome === 'partial';
  const t = useT();
  const headingId = `review-${question.id}`;
  const text = rtlProps(question.text);
  return (
    <li aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-muted-foreground">{t('questionNumber', { number })}</span>
        {correct ? (
          <Badge variant="success">
            <CheckCircle2Icon aria-hidden="true" />
            {t('correct')}
          </Badge>
        ) : partial ? (
          <Badge variant="warning">
            <CircleDotIcon aria-hidden="true" />
            {t('partlyCorrect')}
          </Badge>
        ) : (
          <Badge variant="destructive">
            <XCircleIcon aria-hidden="true" />
            {t('incorrect')}
          </Badge>
        )}
        {(question.type === 'open-ended' || partial) && question.answer && (
          <span className="text-xs text-muted-foreground">
            {t('questionScore', { score: question.answer.score })}
          </span>
        )}
      </div>
      <h3
        id={headingId}
        dir={text.dir}
        className={cn(
          'text-base leading-relaxed font-medium break-words whitespace-pre-line',
          text.className,
        )}
      >
        <MathText text={question.text} />
      </h3>

      {question.type === 'multiple-choice' && question.options ? (
        <ul className="grid gap-2">
          {question.options.map((option) => {
            const letter = optionLetter(option);
            const isKey = letter === question.correctAnswer.trim().toUpperCase();
            const picked = question.answer?.answer?.trim().toUpperCase() === letter;
            const wrongPick = picked && !isKey;
            const o = rtlProps(option, question.text);
            return (
              <li
                key={option}
                dir={o.dir}
                data-state={isKey ? 'correct' : wrongPick ? 'wrong' : undefined}
                className={cn(
                  'flex items-start gap-3 rounded-lg border p-3 text-sm',
                  isKey && 'border-green-600 bg-green-50 text-green-900',
                  wrongPick && 'border-red-600 bg-red-50 text-red-900',
                  o.className,
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    isKey && 'border-green-600 bg-green-600 text-white',
                    wrongPick && 'border-red-600 bg-red-600 text-white',
                  )}
                >
                  {wrongPick ? <XIcon className="size-3.5" /> : letter}
                </span>
                <span className="min-w-0 flex-1 break-words">
                  <span className="sr-only">{letter}) </span>
                  <MathText text={optionText(option)} inline />
                  {isKey && <span className="sr-only"> {t('correctAnswerSr')}</span>}
                  {wrongPick && <span className="sr-only"> {t('incorrectSr')}</span>}
                </span>
                {picked && (
                  <Badge
                    variant="outline"
                    className={cn(
                      'bg-background',
                      isKey ? 'border-green-700 text-green-800' : 'border-red-700 text-red-800',
                    )}
                  >
                    {t('yourAnswerBadge')}
                  </Badge>
                )}
              </li>
            );
          })}
          {!question.answer?.answer && <li className="text-sm text-muted-foreground">{t('noAnswer')}</li>}
        </ul>
      ) : (
        <div className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <p className="font-semibold">{t('yourAnswerLabel')}</p>
            {question.answer?.answer?.trim() ? (
              <p
                {...rtlProps(question.answer.answer)}
                className={cn(
                  'rounded-lg border bg-muted/40 p-3 break-words whitespace-pre-line',
                  rtlProps(question.answer.answer).className,
                )}
              >
                <MathText text={question.answer.answer} />
              </p>
            ) : (
              <p className="text-muted-foreground italic">{t('noAnswer')}</p>
            )}
          </div>
          <div className="grid gap-1">
            <p className="font-semibold">{t('sampleAnswer')}</p>
            <p
              dir={rtlProps(question.correctAnswer).dir}
              className={cn(
                'rounded-lg border border-green-200 bg-green-50 p-3 break-words whitespace-pre-line',
                rtlProps(question.correctAnswer).className,
              )}
            >
              <MathText text={question.correctAnswer} />
            </p>
          </div>
          {question.answer?.feedback && <OpenFeedback feedback={question.answer.feedback} />}
        </div>
      )}

      {question.explanation && (
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
          <p className="mb-1 font-semibold">{t('explanation')}</p>
          <p
            dir={rtlProps(question.explanation).dir}
            className={cn('break-words whitespace-pre-line', rtlProps(question.explanation).className)}
          >
            <MathText text={question.explanation} />
          </p>
        </div>
      )}
      {question.source && <SourceNote source={question.source} />}
      {actions}
    </li>
  );
}

function OpenFeedback({
  feedback,
}: {
  feedback: NonNullable<NonNullable<ResultQuestion['answer']>['feedback']>;
}) {
  const t = useT();
  const covered = feedback.covered ?? [];
  const missed = feedback.missed ?? [];
  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <p className="font-semibold">{t('feedback')}</p>
      <p {...rtlProps(feedback.text)}>{feedback.text}</p>
      <div className={cn('grid gap-3', covered.length > 0 && missed.length > 0 && 'sm:grid-cols-2')}>
        <KeyIdeas title={t('whatCovered')} tone="text-green-800" items={covered} />
        <KeyIdeas title={t('whatMissed')} tone="text-red-800" items={missed} />
      </div>
    </div>
  );
}

/** A list of key ideas; Hebrew ones make the list right-to-left, so its bullets stay inside the card. */
function KeyIdeas({ title, tone, items }: { title: string; tone: string; items: string[] }) {
  if (items.length === 0) return null;
  const rtl = items.some((i) => hasHebrew(i));
  return (
    <div>
      <p className={cn('mb-1 text-xs font-semibold', tone)}>{title}</p>
      <ul dir={rtl ? 'rtl' : 'auto'} className={cn('grid list-disc gap-0.5 ps-5', rtl && 'text-right')}>
        {items.map((i) => (
          <li key={i}>
            <MathText text={i} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const UNIT_KEYS = { slide: 'unitSlide', section: 'unitSection', page: 'unitPage' } as const;

/**
 * A paragraph range or page label the extraction wrote for a document without headings, in the document's
 * language ('Paragraphs 12-24', 'פסקאות 12-24', 'Page 3', 'עמוד 3'): shown in the interface's language.
 */
const RANGE_TITLE_RE = /^(?:(Paragraphs?|פסקאות|פסקה)|(Page|עמוד)) (\d+)(?:-(\d+))?$/u;

function rangeLabel(title: string, t: ReturnType<typeof useT>): string | null {
  const m = RANGE_TITLE_RE.exec(title);
  if (!m) return null;
  const [, paragraphs, page, from, to] = m;
  if (page) return t('unitPage', { number: Number(from) });
  if (paragraphs && to) return t('unitParagraphs', { from: Number(from), to: Number(to) });
  return t('unitParagraph', { number: Number(from) });
}

/** 'Section: Ownership rules' when the unit has a heading, else 'Page 4' / 'Slide 2' / 'Section 3'. */
function UnitLabel({ source }: { source: NonNullable<ResultQuestion['source']> }) {
  const t = useT();
  const title = source.unitTitle?.trim();
  const key = UNIT_KEYS[source.unitKind as keyof typeof UNIT_KEYS] ?? 'unitPage';
  if (!title) return <span>· {t(key, { number: source.unit })}</span>;
  const range = rangeLabel(title, t);
  if (range) return <span className="whitespace-nowrap">· {range}</span>;
  // the heading may be Hebrew inside an English line (or the reverse): isolated, so the line keeps its order
  return (
    <span className="break-words">
      · <submissionsText.Trans k="unitHeading" values={{ title }} components={{ 0: <bdi /> }} />
    </span>
  );
}

function SourceNote({ source }: { source: NonNullable<ResultQuestion['source']> }) {
  const t = useT();
  const quote = rtlProps(source.quote);
  return (
    <figure className="grid gap-1 rounded-lg border-s-4 border-slate-300 bg-muted/40 p-3 text-sm">
      <figcaption className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-muted-foreground">
        <BookOpenIcon className="size-3.5" aria-hidden="true" />
        <span>{t('source')}</span>
        <bdi className="break-all">{source.documentName}</bdi>
        <UnitLabel source={source} />
      </figcaption>
      {source.quote && (
        <blockquote dir={quote.dir} className={cn('flex gap-2 italic break-words', quote.className)}>
          <QuoteIcon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <MathText text={source.quote} className="min-w-0" />
        </blockquote>
      )}
    </figure>
  );
}
