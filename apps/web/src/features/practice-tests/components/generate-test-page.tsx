import * as React from 'react';
import {
  DIFFICULTIES,
  engineLabel,
  extractionStatusLabel,
  LIMITS,
  questionCountRange,
  TEST_MESSAGES,
  type Difficulty,
  type DocumentSummary,
  type QuestionType,
  paths,
} from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import { FileTextIcon, SparklesIcon, UploadIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { generatorCoursesKey, useActiveCourses } from '../api/get-active-courses';
import { useEngine } from '../api/get-engine';
import { generateTest } from '../api/generate-test';
import {
  findBlockingProblem,
  isUsableForTests,
  selectedWordCount,
  SERVER_DOCUMENT_PROBLEMS,
} from '../lib/generation-checks';
import { GenerationModal, type GenerationState } from './generation-modal';
import { queryKeys } from '@/lib/query-keys';
import { useCourseDocuments, usePlan } from '@/lib/shared-queries';

/** The documents feature's upload box; app/routes hands it in (features do not import each other). */
export type UploadBoxComponent = React.ComponentType<{ courseId: string; onUploaded?: () => void }>;

export const DIFFICULTY_OPTIONS: Record<Difficulty, { label: string; meaning: string }> = {
  easy: { label: 'Easy', meaning: 'High-school level' },
  medium: { label: 'Medium', meaning: 'Undergraduate level' },
  hard: { label: 'Hard', meaning: 'Graduate level' },
};
const TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'Multiple Choice',
  'open-ended': 'Open-ended',
};

const numberFmt = (n: number) => n.toLocaleString('en-US');

export function GenerateTestPage({ UploadBox }: { UploadBox?: UploadBoxComponent }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const courses = useActiveCourses();
  const engine = useEngine();
  const plan = usePlan();

  const requestedCourse = searchParams.get('course');
  const courseId =
    requestedCourse && courses.data?.some((c) => c.id === requestedCourse) ? requestedCourse : null;
  const course = courses.data?.find((c) => c.id === courseId) ?? null;
  const documents = useCourseDocuments(courseId);
  const docs = React.useMemo(() => documents.data ?? [], [documents.data]);

  // The first summary of a course is preselected, once per course: the first one that can feed a test
  // (a failed extraction first in the list would only earn a 'Text extraction failed' toast), else the first.
  const [selection, setSelection] = React.useState<{ courseId: string | null; ids: string[] }>({
    courseId: null,
    ids: [],
  });
  React.useEffect(() => {
    // A course without summaries waits for its first upload, which is then preselected.
    if (!courseId || !documents.data?.[0] || selection.courseId === courseId) return;
    const first = documents.data.find(isUsableForTests) ?? documents.data[0];
    setSelection({ courseId, ids: [first.id] });
  }, [courseId, documents.data, selection.courseId]);
  const selectedIds = React.useMemo(
    () =>
      selection.courseId === courseId ? selection.ids.filter((id) => docs.some((d) => d.id === id)) : [],
    [selection, courseId, docs],
  );

  const [difficulty, setDifficulty] = React.useState<Difficulty>('medium');
  const [questionType, setQuestionType] = React.useState<QuestionType>('multiple-choice');
  const range = questionCountRange(questionType);
  const [questionCount, setQuestionCount] = React.useState<number>(range.default);
  const [timeLimit, setTimeLimit] = React.useState<number>(LIMITS.timeLimit.default);

  const words = selectedWordCount(selectedIds, docs);
  const overCap = words > LIMITS.wordCap;
  // No tests left on the plan: Generate is disabled and the reason sits under it (issue 13), instead of an
  // error dialog plus a toast after pressing it.
  const quotaUsed = plan.data?.remaining === 0;
  const canGenerate = Boolean(courseId) && selectedIds.length > 0 && !overCap && !quotaUsed;

  const [generation, setGeneration] = React.useState<GenerationState>({ phase: 'idle' });
  const abortRef = React.useRef<AbortController | null>(null);
  const openTestTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  React.useEffect(
    () => () => {
      abortRef.current?.abort();
      // Leaving the page during the 1.5 s before the test opens (Back) must not pull the student back.
      if (openTestTimer.current) clearTimeout(openTestTimer.current);
    },
    [],
  );

  function chooseCourse(id: string) {
    setSearchParams({ course: id }, { replace: true });
  }

  function chooseType(next: QuestionType) {
    setQuestionType(next);
    // Spec: the count resets when the type changes.
    setQuestionCount(questionCountRange(next).default);
  }

  function toggleDocument(id: string, checked: boolean) {
    setSelection({
      courseId,
      ids: checked ? [...selectedIds, id] : selectedIds.filter((x) => x !== id),
    });
  }

  async function startGeneration() {
    const problem = findBlockingProblem(courseId, selectedIds, docs);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    if (overCap) {
      toast.error(TEST_MESSAGES.wordLimitExceeded);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setGeneration({ phase: 'generating', progress: null });
    let outcome: Awaited<ReturnType<typeof generateTest>>;
    try {
      outcome = await generateTest(
        { courseId: courseId!, summaryIds: selectedIds, difficulty, questionType, questionCount, timeLimit },
        {
          signal: controller.signal,
          onProgress: (progress) =>
            setGeneration((s) => (s.phase === 'generating' ? { phase: 'generating', progress } : s)),
        },
      );
    } catch (error) {
      outcome = { kind: 'error', code: 'UNEXPECTED', message: errorMessage(error) };
    }
    abortRef.current = null;
    if (controller.signal.aborted && outcome.kind !== 'cancelled') return; // the page was left
    void queryClient.invalidateQueries({ queryKey: queryKeys.plan });
    if (outcome.kind === 'done') {
      void queryClient.invalidateQueries({ queryKey: generatorCoursesKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setGeneration({ phase: 'success', testId: outcome.testId, questionCount: outcome.questionCount });
      toast.success(TEST_MESSAGES.generatedTitle, {
        description: `${outcome.questionCount} questions are ready.`,
      });
      const testId = outcome.testId;
      openTestTimer.current = setTimeout(
        () => navigate(paths.takeTest(testId)),
        LIMITS.navigateAfterSuccessMs,
      );
    } else if (outcome.kind === 'error') {
      const documentProblem = SERVER_DOCUMENT_PROBLEMS[outcome.code];
      if (documentProblem || outcome.code === 'DOCUMENTS_NOT_FOUND' || outcome.code === 'NOT_FOUND') {
        // The list was out of date: show what the server saw.
        void queryClient.invalidateQueries({ queryKey: queryKeys.courseDocuments(courseId!) });
      }
      if (documentProblem) {
        // Same channel as the browser's own check: a toast, not the generation error modal.
        setGeneration({ phase: 'idle' });
        toast.error(documentProblem, {
          description: outcome.message.replace(/^No content available: /, ''),
        });
        return;
      }
      setGeneration({ phase: 'error', message: outcome.message });
      toast.error(TEST_MESSAGES.generationFailed, { description: outcome.message });
    } else {
      setGeneration({ phase: 'cancelled', reason: outcome.reason });
    }
  }

  const closeModal = React.useCallback(() => setGeneration({ phase: 'idle' }), []);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Generate New Test"
        description="Pick a course and its summaries, then choose the difficulty, question type, count and time."
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Section title="Choose a course" id="course-section">
            {courses.isPending ? (
              <Skeleton className="h-10 w-full" />
            ) : courses.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Error loading courses: {errorMessage(courses.error)}
              </p>
            ) : courses.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                You have no open courses yet.{' '}
                <Link to={paths.courses} className="font-medium text-primary underline underline-offset-4">
                  Go to My Courses
                </Link>{' '}
                to create one.
              </p>
            ) : (
              <div className="grid gap-2">
                <Label htmlFor="course-select">Course</Label>
                <Select value={courseId ?? ''} onValueChange={chooseCourse}>
                  <SelectTrigger id="course-select" className="min-w-0">
                    <SelectValue placeholder="Select a course" />
                  </SelectTrigger>
                  <SelectContent>
                    {courses.data.map((c) => (
                      <SelectItem key={c.id} value={c.id}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {requestedCourse && !courseId && (
                  <p className="text-sm text-amber-800">
                    The course in the link is closed or could not be found. Choose one of your open courses.
                  </p>
                )}
              </div>
            )}
          </Section>

          <Section title="Choose summaries" id="summaries-section">
            {!courseId ? (
              <p className="text-sm text-muted-foreground">Select a course to see its summaries.</p>
            ) : documents.isPending ? (
              <div className="grid gap-2">
                <Skeleton className="h-14 w-full" />
                <Skeleton className="h-14 w-full" />
              </div>
            ) : documents.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Error loading summaries: {errorMessage(documents.error)}
              </p>
            ) : docs.length === 0 ? (
              UploadBox ? (
                <UploadBox
                  courseId={courseId}
                  onUploaded={() =>
                    void queryClient.invalidateQueries({ queryKey: queryKeys.courseDocuments(courseId) })
                  }
                />
              ) : (
                <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
                  <UploadIcon className="size-8 text-muted-foreground" aria-hidden="true" />
                  <p className="text-sm text-muted-foreground">This course has no summaries yet.</p>
                  <Button asChild variant="outline">
                    <Link to={paths.course(courseId)}>Upload summaries on the course page</Link>
                  </Button>
                </div>
              )
            ) : (
              <DocumentChecklist documents={docs} selectedIds={selectedIds} onToggle={toggleDocument} />
            )}
            {docs.length > 0 && (
              <p className="mt-3 text-sm text-muted-foreground">
                {selectedIds.length} selected · {numberFmt(words)} of {numberFmt(LIMITS.wordCap)} words
              </p>
            )}
            {overCap && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                {TEST_MESSAGES.wordLimitExceeded}
              </p>
            )}
          </Section>

          <Section title="Test settings" id="settings-section">
            <div className="grid gap-6">
              <RadioCards
                legend="Difficulty"
                name="difficulty"
                value={difficulty}
                onChange={(v) => setDifficulty(v as Difficulty)}
                options={DIFFICULTIES.map((d) => ({
                  value: d,
                  label: DIFFICULTY_OPTIONS[d].label,
                  hint: DIFFICULTY_OPTIONS[d].meaning,
                }))}
              />
              <RadioCards
                legend="Question type"
                name="question-type"
                value={questionType}
                onChange={(v) => chooseType(v as QuestionType)}
                options={(['multiple-choice', 'open-ended'] as const).map((t) => ({
                  value: t,
                  label: TYPE_LABELS[t],
                  hint: `${questionCountRange(t).min}-${questionCountRange(t).max} questions`,
                }))}
              />
              <RangeField
                id="question-count"
                label="Number of questions"
                min={range.min}
                max={range.max}
                step={1}
                value={questionCount}
                onChange={setQuestionCount}
                format={(n) => `${n} questions`}
              />
              <RangeField
                id="time-limit"
                label="Time limit"
                min={LIMITS.timeLimit.min}
                max={LIMITS.timeLimit.max}
                step={LIMITS.timeLimit.step}
                value={timeLimit}
                onChange={setTimeLimit}
                format={(n) => `${n} minutes`}
              />
            </div>
          </Section>
        </div>

        <aside
          aria-labelledby="summary-title"
          className="h-fit rounded-xl border bg-card p-6 shadow-sm lg:sticky lg:top-20"
        >
          <h2 id="summary-title" className="mb-4 text-lg font-semibold">
            Test Summary
          </h2>
          <dl className="grid gap-2 text-sm">
            <SummaryRow term="Course" value={course?.name ?? 'None selected'} />
            <SummaryRow term="Summaries" value={`${selectedIds.length} selected`} />
            <SummaryRow term="Words" value={numberFmt(words)} warn={overCap} />
            <SummaryRow term="Difficulty" value={DIFFICULTY_OPTIONS[difficulty].label} />
            <SummaryRow term="Question type" value={TYPE_LABELS[questionType]} />
            <SummaryRow term="Questions" value={String(questionCount)} />
            <SummaryRow term="Time limit" value={`${timeLimit} minutes`} />
            <SummaryRow
              term="AI engine"
              value={
                engine.data
                  ? engineLabel(engine.data.model ?? engine.data.id)
                  : engine.isError
                    ? 'Unknown'
                    : '...'
              }
            />
            {plan.data && (
              <SummaryRow
                term="Tests left this month"
                value={
                  plan.data.remaining == null
                    ? 'Unlimited'
                    : `${plan.data.remaining} of ${plan.data.monthlyLimit ?? 0}`
                }
                warn={plan.data.remaining === 0}
              />
            )}
          </dl>
          {quotaUsed && (
            <p id="quota-used" className="mt-3 text-sm text-red-700">
              You have used all free tests for this month.{' '}
              <Link to={paths.premium} className="font-medium underline underline-offset-4">
                See plans
              </Link>
            </p>
          )}
          <Button
            className="mt-5 w-full"
            size="lg"
            disabled={!canGenerate || generation.phase === 'generating'}
            aria-describedby={quotaUsed ? 'quota-used' : undefined}
            onClick={() => void startGeneration()}
          >
            <SparklesIcon aria-hidden="true" />
            Generate Test
          </Button>
          <p className="mt-2 text-center text-xs text-muted-foreground">{TEST_MESSAGES.estimate}</p>
        </aside>
      </div>

      <GenerationModal state={generation} onCancel={() => abortRef.current?.abort()} onClose={closeModal} />
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SummaryRow({ term, value, warn }: { term: string; value: string; warn?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={cn('min-w-0 text-right font-medium break-words', warn && 'text-red-700')}>{value}</dd>
    </div>
  );
}

function documentStatus(doc: DocumentSummary): { text: string; tone: string } {
  switch (doc.extractionStatus) {
    case 'completed':
      return { text: extractionStatusLabel('completed'), tone: 'text-green-700' };
    case 'not_applicable':
      return { text: extractionStatusLabel('not_applicable'), tone: 'text-green-700' };
    case 'processing':
    case 'pending':
      return { text: extractionStatusLabel(doc.extractionStatus), tone: 'text-amber-700' };
    default:
      return { text: extractionStatusLabel(doc.extractionStatus), tone: 'text-red-700' };
  }
}

function DocumentChecklist({
  documents,
  selectedIds,
  onToggle,
}: {
  documents: DocumentSummary[];
  selectedIds: string[];
  onToggle: (id: string, checked: boolean) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {documents.map((doc) => {
        const checked = selectedIds.includes(doc.id);
        const status = documentStatus(doc);
        const inputId = `doc-${doc.id}`;
        return (
          <li
            key={doc.id}
            className={cn(
              'flex items-start gap-3 rounded-lg border p-3 transition-colors',
              checked && 'border-primary bg-primary/5',
            )}
          >
            <Checkbox
              id={inputId}
              checked={checked}
              onCheckedChange={(v) => onToggle(doc.id, v === true)}
              aria-describedby={`${inputId}-meta`}
              className="mt-0.5"
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Label htmlFor={inputId} className="min-w-0 leading-snug">
                <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 break-all">{doc.fileName}</span>
              </Label>
              <p id={`${inputId}-meta`} className="text-xs">
                <span className="text-muted-foreground">
                  {doc.wordCount != null ? `${numberFmt(doc.wordCount)} words` : 'Word count not available'}
                </span>
                {' · '}
                <span className={status.tone}>{status.text}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function RadioCards({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; hint: string }[];
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div
        className={cn('grid grid-cols-1 gap-2', options.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}
      >
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{o.label}</span>
              <span className="text-xs text-muted-foreground">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RangeField({
  id,
  label,
  min,
  max,
  step,
  value,
  onChange,
  format,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (n: number) => void;
  format: (n: number) => string;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm font-semibold">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-primary"
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
