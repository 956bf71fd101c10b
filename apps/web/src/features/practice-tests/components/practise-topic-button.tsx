import * as React from 'react';
import { LIMITS, type TopicPart } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import { TargetIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { generateTest } from '../api/generate-test';
import { queryKeys } from '@/lib/query-keys';
import { practiceTestsText } from '../messages';
import { GenerationModal, type GenerationState } from './generation-modal';

/** Questions asked of a topic (the server writes fewer when its pages support fewer). */
const TOPIC_QUESTIONS = 10;

/**
 * "Practise this topic" (issue 14 item 4): generates a multiple-choice test from just the topic's pages, slides or
 * sections, with the usual progress dialog, then opens it.
 */
export function PractiseTopicButton({
  courseId,
  topic,
}: {
  courseId: string;
  topic: { label: string; parts: TopicPart[] };
}) {
  const t = practiceTestsText.useT();
  const [generation, setGeneration] = React.useState<GenerationState>({ phase: 'idle' });
  const abortRef = React.useRef<AbortController | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  React.useEffect(() => () => abortRef.current?.abort(), []);

  async function start() {
    const controller = new AbortController();
    abortRef.current = controller;
    setGeneration({ phase: 'generating', progress: null });
    let outcome: Awaited<ReturnType<typeof generateTest>>;
    try {
      outcome = await generateTest(
        {
          courseId,
          summaryIds: [...new Set(topic.parts.map((p) => p.summaryId))],
          difficulty: 'medium',
          questionType: 'multiple-choice',
          questionCount: TOPIC_QUESTIONS,
          timeLimit: 20,
          focus: topic.parts,
        },
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
    if (controller.signal.aborted && outcome.kind !== 'cancelled') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.plan });
    if (outcome.kind === 'done') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      setGeneration({ phase: 'success', testId: outcome.testId, questionCount: outcome.questionCount });
      toast.success(practiceTestsText.t('generatedTitle'), {
        description: practiceTestsText.t('topicQuestionsReady', {
          count: outcome.questionCount,
          topic: topic.label,
        }),
      });
      const testId = outcome.testId;
      setTimeout(() => void navigate(`/take-test/${testId}`), LIMITS.navigateAfterSuccessMs);
    } else if (outcome.kind === 'error') {
      setGeneration({ phase: 'error', code: outcome.code, message: outcome.message, params: outcome.params });
    } else {
      setGeneration({ phase: 'cancelled', reason: outcome.reason });
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="min-h-11"
        onClick={() => void start()}
        disabled={generation.phase === 'generating'}
        aria-label={t('practiseTopicLabel', { topic: topic.label })}
      >
        <TargetIcon aria-hidden="true" />
        {t('practiseTopic')}
      </Button>
      <GenerationModal
        state={generation}
        onCancel={() => abortRef.current?.abort()}
        onClose={() => setGeneration({ phase: 'idle' })}
      />
    </>
  );
}
