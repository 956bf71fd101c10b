import {
  difficultyLabel,
  formatDuration,
  optionLetter,
  optionText,
  PREMIUM_REQUIRED,
  type ResultQuestion,
  type TestResults,
  paths,
} from '@studypilot/core';
import { ArrowLeftIcon, CrownIcon, Loader2Icon, PrinterIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { MathText } from '@/components/math-text';
import { LocalTestTitle, useTestTitleText } from '@/components/test-title';
import { Button } from '@/components/ui/button';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrintable } from '../api/get-printable';
import { common } from '@/lib/common-messages';
import { formatDate } from '@/lib/format';
import { exportsText } from '../messages';
import './print.css';

/**
 * /test-results/:submissionId/print: the results as a plain document with a print stylesheet, for paper or
 * the browser's Save as PDF (issue 14 item 5). Premium: the API answers 403 PREMIUM_REQUIRED to Free.
 */
export function PrintableResultsPage() {
  const t = exportsText.useT();
  const { submissionId = '' } = useParams();
  const printable = usePrintable(submissionId);
  const back = paths.testResults(submissionId);

  if (printable.isPending)
    return (
      <main id="main" className="flex flex-col items-center gap-3 py-24 text-muted-foreground" role="status">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p>{t('loadingTestResults')}</p>
      </main>
    );
  if (printable.isError) {
    const e = printable.error;
    const premium = e instanceof ApiClientError && e.code === PREMIUM_REQUIRED;
    return (
      <main id="main" className="mx-auto grid max-w-lg gap-4 p-6 pt-16 text-center">
        <div role="alert" className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 shadow-sm">
          {premium && <CrownIcon className="size-10 text-amber-500" aria-hidden="true" />}
          <h1 className="text-xl font-semibold">
            {premium ? t('printableResultsArePart') : t('errorLoadingTestResults')}
          </h1>
          <p className="text-muted-foreground">{errorMessage(e, t('resultsFailed'))}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {premium && (
              <Button asChild>
                <Link to={paths.premium}>{t('seePremiumPlans')}</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={back}>
                <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
                {t('backToResults')}
              </Link>
            </Button>
          </div>
        </div>
      </main>
    );
  }
  return <PrintView results={printable.data} back={back} />;
}

const completedOn = (iso: string) => formatDate(iso, { dateStyle: 'long', timeStyle: 'short' });

function PrintView({ results, back }: { results: TestResults; back: string }) {
  const t = exportsText.useT();
  const { submission, test, questions, correctCount } = results;
  const localTitle = useTestTitleText(test.title);
  useDocumentTitle(t('resultsTitle', { course: test.courseName, title: localTitle }));
  const ordered = [...questions].sort((a, b) => a.order - b.order);
  return (
    <main
      id="main"
      className="printable-results mx-auto grid w-full max-w-3xl gap-6 bg-background p-4 sm:p-8"
    >
      <nav
        aria-label={t('printablePage')}
        className="flex flex-wrap items-center justify-between gap-3 print:hidden"
      >
        <Button asChild variant="outline">
          <Link to={back}>
            <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
            {t('backToResults')}
          </Link>
        </Button>
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {t('printSaveAsPdf')}
        </Button>
      </nav>
      <p className="rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground print:hidden">
        {t('toKeepAPdf')}
      </p>

      <header className="grid gap-1 border-b pb-4">
        <p className="text-sm text-muted-foreground" dir="auto">
          {test.courseName}
        </p>
        <h1 className="text-2xl font-bold wrap-anywhere">
          <LocalTestTitle title={test.title} />
        </h1>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <Fact term={t('score')} value={`${submission.totalScore}%`} />
          <Fact
            term={t('correctAnswers')}
            value={t('correctOf', { correct: correctCount, total: ordered.length })}
          />
          <Fact term={t('timeTaken')} value={formatDuration(submission.timeTaken)} />
          <Fact
            term={t('testDifficulty')}
            value={common.t(`difficulty${difficultyLabel(test.difficulty)}`)}
          />
        </dl>
        <p className="text-xs text-muted-foreground">
          {t('completedOn', { date: completedOn(submission.completedAt) })}
        </p>
      </header>

      {submission.feedback && (
        <p className="text-sm" dir="auto">
          <MathText text={submission.feedback} inline />
        </p>
      )}

      <ol className="grid gap-4">
        {ordered.map((q, i) => (
          <QuestionBlock key={q.id} question={q} number={i + 1} />
        ))}
      </ol>
      <p className="border-t pt-3 text-xs text-muted-foreground">
        {t('footer', { course: test.courseName })}
      </p>
    </main>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function QuestionBlock({ question: q, number }: { question: ResultQuestion; number: number }) {
  const t = exportsText.useT();
  const a = q.answer;
  const given = a?.answer?.trim() ? a.answer : null;
  const verdict =
    !a || !given
      ? t('verdictIncorrect')
      : a.isCorrect
        ? t('verdictCorrect')
        : a.score > 0
          ? t('verdictPartial')
          : t('verdictIncorrect');
  const key = q.correctAnswer.trim().toUpperCase();
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{t('questionNumber', { number })}</h2>
        <p className="text-sm">
          <span className="font-medium">{verdict}</span> · {a?.score ?? 0} / 100
        </p>
      </div>
      <p className="whitespace-pre-line break-words" dir="auto">
        <MathText text={q.text} />
      </p>
      {q.type === 'multiple-choice' && q.options ? (
        <ul className="grid gap-1 text-sm">
          {q.options.map((o) => {
            const letter = optionLetter(o);
            const isKey = letter === key;
            const picked = given?.trim().toUpperCase() === letter;
            return (
              <li key={o} className={isKey ? 'font-semibold' : undefined} dir="auto">
                {letter}) <MathText text={optionText(o)} inline />
                {isKey && t('correctAnswer')}
                {picked && t('yourAnswer2')}
              </li>
            );
          })}
          {!given && <li className="text-muted-foreground">{t('noAnswerProvided')}</li>}
        </ul>
      ) : (
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium">{t('yourAnswer')}</dt>
          <dd className="whitespace-pre-line" dir="auto">
            {given ?? t('noAnswerProvided')}
          </dd>
          <dt className="font-medium">{t('sampleAnswer')}</dt>
          <dd className="whitespace-pre-line" dir="auto">
            <MathText text={q.correctAnswer} />
          </dd>
        </dl>
      )}
      {a?.feedback?.text && (
        <p className="text-sm" dir="auto">
          <span className="font-medium">{t('feedback')} </span>
          <MathText text={a.feedback.text} inline />
        </p>
      )}
      {q.explanation && (
        <p className="text-sm text-muted-foreground" dir="auto">
          <span className="font-medium">{t('explanation')} </span>
          <MathText text={q.explanation} />
        </p>
      )}
    </li>
  );
}
