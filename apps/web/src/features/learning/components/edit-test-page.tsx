import * as React from 'react';
import { CHOICE_LETTERS, optionLetter, optionText, type EditableQuestion } from '@studypilot/core';
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
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEditableTest, useQuestionEdits } from '../api/topics-api';

const UNIT: Record<string, string> = { page: 'Page', slide: 'Slide', section: 'Section' };

/** /tests/:testId/edit: fix, delete or regenerate questions of a generated test before taking it (issue 14 item 6). */
export function EditTestPage() {
  const { testId = '' } = useParams();
  const test = useEditableTest(testId);
  useDocumentTitle(test.data ? `Edit ${test.data.title}` : 'Edit test');
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
          <Link to="/courses">Back to Courses</Link>
        </Button>
      </div>
    );
  const data = test.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <header className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">Edit questions</p>
          <h1 className="text-2xl font-bold tracking-tight break-words">{data.title}</h1>
        </div>
        {data.editable ? (
          <p className="text-sm text-muted-foreground">
            Fix a question's text, options or answer, delete a question, or write a new one in its place
            before you take the test. Edits are checked like generated questions. This page shows the answers.
          </p>
        ) : (
          <p
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {data.reason}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link to={`/courses/${data.courseId}`}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Course
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/take-test/${data.testId}`}>
              <PlayIcon aria-hidden="true" />
              {data.editable ? 'Done: go to the test' : 'Open the test'}
            </Link>
          </Button>
        </div>
      </header>
      <ol className="grid grid-cols-1 gap-4" aria-label="Questions">
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
  const [editing, setEditing] = React.useState(false);
  const { remove, regenerate } = useQuestionEdits(testId);
  const headingId = `edit-q-${q.id}`;

  async function onRegenerate() {
    try {
      await regenerate.mutateAsync(q.id);
      toast.success(`Question ${q.order} replaced`, {
        description: 'A new question from the same material.',
      });
    } catch (error) {
      toast.error('Could not write a new question', { description: errorMessage(error) });
    }
  }
  async function onDelete() {
    try {
      await remove.mutateAsync(q.id);
      toast.success(`Question ${q.order} deleted`);
    } catch (error) {
      toast.error('Could not delete the question', { description: errorMessage(error) });
    }
  }

  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
          Question {q.order}
        </h2>
        <Badge variant="outline">{q.type === 'open-ended' ? 'Open-ended' : 'Multiple choice'}</Badge>
        {q.edited && <Badge variant="secondary">Edited</Badge>}
        {q.source && (
          <span className="min-w-0 text-xs text-muted-foreground break-words">
            {q.source.unitTitle ?? `${UNIT[q.source.unitKind] ?? 'Part'} ${q.source.unit}`} ·{' '}
            {q.source.documentName}
          </span>
        )}
      </div>
      {editing ? (
        <QuestionForm testId={testId} question={q} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="font-medium break-words whitespace-pre-line">{q.text}</p>
          {q.options ? (
            <ul className="grid gap-1 text-sm">
              {q.options.map((o) => {
                const key = optionLetter(o) === q.correctAnswer;
                return (
                  <li
                    key={o}
                    className={
                      key
                        ? 'rounded-md border border-green-300 bg-green-50 px-3 py-2 break-words text-green-950'
                        : 'rounded-md border px-3 py-2 break-words'
                    }
                  >
                    {o}
                    {key && <span className="ms-2 font-semibold">(correct)</span>}
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">Model answer</p>
              <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 break-words whitespace-pre-line text-green-950">
                {q.correctAnswer}
              </p>
              {q.keyIdeas?.length ? (
                <p className="text-muted-foreground break-words">Key ideas: {q.keyIdeas.join('; ')}</p>
              ) : null}
            </div>
          )}
          {q.explanation && (
            <p className="text-sm text-muted-foreground break-words whitespace-pre-line">{q.explanation}</p>
          )}
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                Edit
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
                {regenerate.isPending ? 'Writing a new question…' : 'Regenerate'}
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button
                    variant="outline"
                    size="sm"
                    className="min-h-11 text-red-700"
                    disabled={last || remove.isPending}
                    title={last ? 'A test needs at least one question' : undefined}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Delete
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Delete question {q.order}?</AlertDialogTitle>
                    <AlertDialogDescription>
                      The test will have one question fewer. This cannot be undone.
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction onClick={() => void onDelete()}>Delete</AlertDialogAction>
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
      toast.success(`Question ${q.order} saved`, {
        ...(result.warnings.length ? { description: result.warnings.join(' ') } : {}),
      });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form className="grid gap-3" onSubmit={(e) => void submit(e)} aria-label={`Edit question ${q.order}`}>
      <div className="grid gap-1">
        <Label htmlFor={id('text')}>Question</Label>
        <Textarea id={id('text')} value={text} onChange={(e) => setText(e.target.value)} rows={3} required />
      </div>
      {open ? (
        <>
          <div className="grid gap-1">
            <Label htmlFor={id('answer')}>Model answer</Label>
            <Textarea
              id={id('answer')}
              value={key}
              onChange={(e) => setKey(e.target.value)}
              rows={4}
              required
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id('ideas')}>Key ideas grading looks for (one per line)</Label>
            <Textarea id={id('ideas')} value={ideas} onChange={(e) => setIdeas(e.target.value)} rows={3} />
          </div>
        </>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Options (choose the correct one)</legend>
          {CHOICE_LETTERS.map((letter, i) => (
            <div key={letter} className="flex items-center gap-2">
              <input
                type="radio"
                name={id('key')}
                id={id(`key-${letter}`)}
                checked={key === letter}
                onChange={() => setKey(letter)}
                className="size-5 shrink-0 accent-green-700"
                aria-label={`Option ${letter} is correct`}
              />
              <Label htmlFor={id(`option-${letter}`)} className="w-5 shrink-0">
                {letter})
              </Label>
              <Input
                id={id(`option-${letter}`)}
                value={options[i] ?? ''}
                onChange={(e) => setOptions((o) => o.map((v, j) => (j === i ? e.target.value : v)))}
                required
              />
            </div>
          ))}
        </fieldset>
      )}
      <div className="grid gap-1">
        <Label htmlFor={id('explanation')}>Explanation (shown with the results)</Label>
        <Textarea
          id={id('explanation')}
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
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
