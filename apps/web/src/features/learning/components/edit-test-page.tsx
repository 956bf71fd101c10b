import { LocalTestTitle, useTestTitleText } from '@/components/test-title';
import * as React from 'react';
import {
  CHOICE_LETTERS,
  EDIT_NOTES,
  optionLetter,
  optionText,
  paths,
  TOPIC_MESSAGES,
  type EditableQuestion,
  type EditNote,
} from '@studypilot/core';
import { ArrowLeftIcon, Loader2Icon, PencilIcon, PlayIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { Link, useParams } from 'react-router';
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
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { MathText } from '@/components/math-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEditableTest, useQuestionEdits } from '../api/topics-api';
import { learningText } from '../messages';

type T = ReturnType<typeof learningText.useT>;
const UNIT_KEY: Record<string, 'unitPage' | 'unitSlide' | 'unitSection'> = {
  page: 'unitPage',
  slide: 'unitSlide',
  section: 'unitSection',
};

/** Why the server keeps a test read-only, in the interface language (its texts are core's TOPIC_MESSAGES). */
function reasonText(t: T, reason: string | null): string | null {
  if (reason === TOPIC_MESSAGES.notEditable) return t('notEditableStarted');
  if (reason === TOPIC_MESSAGES.practiceNotEditable) return t('notEditablePractice');
  return reason;
}

/**
 * The quality gate's notes on an edit (a 422's message, the warnings) come from the server in English, several
 * sentences of core's EDIT_NOTES joined: each known sentence is shown in the interface language.
 */
export function localEditNotes(t: T, text: string): string {
  if (currentLanguage() === 'en') return text;
  let out = text;
  for (const [key, english] of Object.entries(EDIT_NOTES) as [EditNote, string][])
    out = out.split(english).join(t(`editNote${key}`));
  return out;
}

/** /tests/:testId/edit: fix, delete or regenerate questions of a generated test before taking it (issue 14 item 6). */
export function EditTestPage() {
  const { testId = '' } = useParams();
  const t = learningText.useT();
  const test = useEditableTest(testId);
  const localTitle = useTestTitleText(test.data?.title ?? '');
  const title = test.data ? localTitle : undefined;
  useDocumentTitle(title ? t('editTitle', { title }) : t('editTest'));
  if (test.isPending)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (test.isError)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4 rounded-xl border bg-card p-6 text-center">
        <p role="alert">{errorMessage(test.error)}</p>
        <Button asChild variant="outline">
          <Link to={paths.courses}>{t('backToCourses')}</Link>
        </Button>
      </div>
    );
  const data = test.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <header className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t('editQuestions')}</p>
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">
            <LocalTestTitle title={data.title} />
          </h1>
        </div>
        {data.editable ? (
          <p className="text-sm text-muted-foreground">{t('editIntro')}</p>
        ) : (
          <p
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {reasonText(t, data.reason)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link to={paths.course(data.courseId)}>
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
              {t('backToCourse')}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.takeTest(data.testId)}>
              <PlayIcon aria-hidden="true" />
              {data.editable ? t('doneGoToTest') : t('openTest')}
            </Link>
          </Button>
        </div>
      </header>
      <ol className="grid grid-cols-1 gap-4" aria-label={t('questions')}>
        {data.questions.map((q) => (
          <QuestionCard
            key={q.id}
            testId={data.testId}
            question={q}
            editable={data.editable}
            last={data.questions.length === 1}
          />
        ))}
      </ol>
    </div>
  );
}

function QuestionCard({
  testId,
  question: q,
  editable,
  last,
}: {
  testId: string;
  question: EditableQuestion;
  editable: boolean;
  last: boolean;
}) {
  const t = learningText.useT();
  const [editing, setEditing] = React.useState(false);
  const { remove, regenerate } = useQuestionEdits(testId);
  const headingId = `edit-q-${q.id}`;

  async function onRegenerate() {
    try {
      await regenerate.mutateAsync(q.id);
      toast.success(t('questionReplaced', { order: q.order }), {
        description: t('questionReplacedDescription'),
      });
    } catch (error) {
      toast.error(t('regenerateFailed'), { description: errorMessage(error) });
    }
  }
  async function onDelete() {
    try {
      await remove.mutateAsync(q.id);
      toast.success(t('questionDeleted', { order: q.order }));
    } catch (error) {
      toast.error(t('deleteFailed'), { description: errorMessage(error) });
    }
  }

  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
          {t('questionHeading', { order: q.order })}
        </h2>
        <Badge variant="outline">
          {q.type === 'open-ended' ? t('typeOpenEnded') : t('typeMultipleChoice')}
        </Badge>
        {q.edited && <Badge variant="secondary">{t('edited')}</Badge>}
        {q.source && (
          <span className="min-w-0 text-xs text-muted-foreground break-words">
            {q.source.unitTitle ? (
              <bdi>{q.source.unitTitle}</bdi>
            ) : (
              t(UNIT_KEY[q.source.unitKind] ?? 'unitPart', { unit: q.source.unit })
            )}
            {' · '}
            <bdi>{q.source.documentName}</bdi>
          </span>
        )}
      </div>
      {editing ? (
        <QuestionForm testId={testId} question={q} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p dir="auto" className="text-start font-medium break-words whitespace-pre-line">
            <MathText text={q.text} />
          </p>
          {q.options ? (
            <ul className="grid gap-1 text-sm">
              {q.options.map((o) => {
                const key = optionLetter(o) === q.correctAnswer;
                return (
                  <li
                    key={o}
                    dir="auto"
                    className={
                      key
                        ? 'rounded-md border border-green-300 bg-green-50 px-3 py-2 break-words text-green-950'
                        : 'rounded-md border px-3 py-2 break-words'
                    }
                  >
                    <MathText text={o} inline />
                    {key && (
                      <span dir={currentLanguage() === 'he' ? 'rtl' : 'ltr'} className="ms-2 font-semibold">
                        {t('correctMark')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">{t('modelAnswer')}</p>
              <p
                dir="auto"
                className="rounded-md border border-green-300 bg-green-50 px-3 py-2 break-words whitespace-pre-line text-green-950"
              >
                <MathText text={q.correctAnswer} />
              </p>
              {q.keyIdeas?.length ? (
                <p className="text-muted-foreground break-words">
                  {t('keyIdeas', { ideas: q.keyIdeas.join('; ') })}
                </p>
              ) : null}
            </div>
          )}
          {q.explanation && (
            <p dir="auto" className="text-sm text-muted-foreground break-words whitespace-pre-line">
              <MathText text={q.explanation} />
            </p>
          )}
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                {t('edit')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                onClick={() => void onRegenerate()}
                disabled={regenerate.isPending}
              >
                {regenerate.isPending ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <RefreshCwIcon aria-hidden="true" />
                )}
                {regenerate.isPending ? t('writingNewQuestion') : t('regenerate')}
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button
                    variant="outline"
                    size="sm"
                    className="min-h-11 text-red-700"
                    disabled={last || remove.isPending}
                    title={last ? t('needsOneQuestion') : undefined}
                  >
                    <Trash2Icon aria-hidden="true" />
                    {t('delete')}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>{t('deleteTitle', { order: q.order })}</AlertDialogTitle>
                    <AlertDialogDescription>{t('deleteDescription')}</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
                    <AlertDialogAction onClick={() => void onDelete()}>{t('delete')}</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
          )}
        </>
      )}
    </li>
  );
}

function QuestionForm({
  testId,
  question: q,
  onDone,
}: {
  testId: string;
  question: EditableQuestion;
  onDone: () => void;
}) {
  const t = learningText.useT();
  const { save } = useQuestionEdits(testId);
  const [text, setText] = React.useState(q.text);
  const [options, setOptions] = React.useState(q.options?.map(optionText) ?? []);
  const [key, setKey] = React.useState(q.correctAnswer);
  const [explanation, setExplanation] = React.useState(q.explanation ?? '');
  const [ideas, setIdeas] = React.useState((q.keyIdeas ?? []).join('\n'));
  const [error, setError] = React.useState<string | null>(null);
  const id = (s: string) => `${q.id}-${s}`;
  const open = q.type === 'open-ended';

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const result = await save.mutateAsync({
        questionId: q.id,
        edit: {
          text,
          correctAnswer: key,
          explanation: explanation.trim() ? explanation : null,
          ...(open
            ? {
                options: null,
                keyIdeas: ideas
                  .split('\n')
                  .map((s) => s.trim())
                  .filter(Boolean),
              }
            : { options }),
        },
      });
      toast.success(t('questionSaved', { order: q.order }), {
        ...(result.warnings.length ? { description: localEditNotes(t, result.warnings.join(' ')) } : {}),
      });
      onDone();
    } catch (err) {
      const rejected = err instanceof ApiClientError && err.code === 'QUESTION_REJECTED';
      setError(rejected ? localEditNotes(t, err.message) : errorMessage(err));
    }
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => void submit(e)}
      aria-label={t('editQuestionN', { order: q.order })}
    >
      <div className="grid gap-1">
        <Label htmlFor={id('text')}>{t('fieldQuestion')}</Label>
        <Textarea
          id={id('text')}
          dir="auto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          required
        />
      </div>
      {open ? (
        <>
          <div className="grid gap-1">
            <Label htmlFor={id('answer')}>{t('modelAnswer')}</Label>
            <Textarea
              id={id('answer')}
              dir="auto"
              value={key}
              onChange={(e) => setKey(e.target.value)}
              rows={4}
              required
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id('ideas')}>{t('fieldKeyIdeas')}</Label>
            <Textarea
              id={id('ideas')}
              dir="auto"
              value={ideas}
              onChange={(e) => setIdeas(e.target.value)}
              rows={3}
            />
          </div>
        </>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('optionsLegend')}</legend>
          {CHOICE_LETTERS.map((letter, i) => (
            <div key={letter} className="flex items-center gap-2">
              <input
                type="radio"
                name={id('key')}
                id={id(`key-${letter}`)}
                checked={key === letter}
                onChange={() => setKey(letter)}
                className="size-5 shrink-0 accent-green-700"
                aria-label={t('optionIsCorrect', { letter })}
              />
              <Label htmlFor={id(`option-${letter}`)} className="w-5 shrink-0">
                <bdi>{letter})</bdi>
              </Label>
              <Input
                id={id(`option-${letter}`)}
                dir="auto"
                value={options[i] ?? ''}
                onChange={(e) => setOptions((o) => o.map((v, j) => (j === i ? e.target.value : v)))}
                required
              />
            </div>
          ))}
        </fieldset>
      )}
      <div className="grid gap-1">
        <Label htmlFor={id('explanation')}>{t('fieldExplanation')}</Label>
        <Textarea
          id={id('explanation')}
          dir="auto"
          value={explanation}
          onChange={(e) => setExplanation(e.target.value)}
          rows={2}
        />
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {t('save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
