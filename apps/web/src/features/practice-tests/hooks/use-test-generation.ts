import * as React from 'react';
import { LIMITS, paths, type Difficulty, type DocumentSummary, type QuestionType } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { errorMessage, localMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { generatorCoursesKey } from '../api/get-active-courses';
import { generateTest } from '../api/generate-test';
import { findBlockingProblem, SERVER_DOCUMENT_PROBLEMS } from '../lib/generation-checks';
import { generationFailureText } from '../lib/generation-error';
import { practiceTestsText } from '../messages';
import type { GenerationState } from '../components/generation-modal';

export interface GenerationRequest {
  courseId: string | null;
  selectedIds: string[];
  docs: DocumentSummary[];
  overCap: boolean;
  difficulty: Difficulty;
  questionType: QuestionType;
  questionCount: number;
  timeLimit: number;
}

/**
 * One generation at a time: checks the selection, streams the server's progress into `generation` (the modal's
 * state), and on success opens the new test after a short pause. Leaving the page stops the stream.
 */
export function useTestGeneration() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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

  async function startGeneration(request: GenerationRequest) {
    const { courseId, selectedIds, docs, overCap, difficulty, questionType, questionCount, timeLimit } =
      request;
    const problem = findBlockingProblem(courseId, selectedIds, docs);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    const { t } = practiceTestsText;
    if (overCap) {
      toast.error(t('wordLimitExceeded'));
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      setGeneration({ phase: 'success', testId: outcome.testId, questionCount: outcome.questionCount });
      toast.success(t('generatedTitle'), {
        description: t('questionsReady', { count: outcome.questionCount }),
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
        toast.error(t(documentProblem), {
          description: localMessage(
            outcome.code,
            outcome.message.replace(/^No content available: /, ''),
            outcome.params,
          ),
        });
        return;
      }
      const { code, message, params } = outcome;
      setGeneration({ phase: 'error', code, message, params });
      toast.error(t('generationFailed'), {
        description: currentLanguage() === 'en' ? message : generationFailureText(code, message, params),
      });
    } else {
      setGeneration({ phase: 'cancelled', reason: outcome.reason });
    }
  }

  const cancelGeneration = React.useCallback(() => abortRef.current?.abort(), []);
  const closeGeneration = React.useCallback(() => setGeneration({ phase: 'idle' }), []);

  return { generation, startGeneration, cancelGeneration, closeGeneration };
}
