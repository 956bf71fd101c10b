import { LIMITS } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';

import { PageHeader } from '@/components/page-header';
import { queryKeys } from '@/lib/query-keys';
import { usePlan } from '@/lib/shared-queries';
import { useEngine } from '../api/get-engine';
import { useSummarySelection } from '../hooks/use-summary-selection';
import { useTestGeneration } from '../hooks/use-test-generation';
import { useTestSettings } from '../hooks/use-test-settings';
import { selectedWordCount } from '../lib/generation-checks';
import { practiceTestsText } from '../messages';
import { CourseSection } from './course-section';
import { GenerationModal } from './generation-modal';
import { SettingsSection } from './settings-section';
import { SummariesSection, type UploadBoxComponent } from './summaries-section';
import { TestSummaryPanel } from './test-summary-panel';

export type { UploadBoxComponent } from './summaries-section';

/**
 * Generate New Test: a course, its summaries and the settings on the left, the summary and Generate on the right;
 * the generation runs in a modal (generation-modal.tsx). State lives in the hooks: the selection
 * (use-summary-selection), the settings (use-test-settings) and the generation (use-test-generation).
 */
export function GenerateTestPage({ UploadBox }: { UploadBox?: UploadBoxComponent }) {
  const t = practiceTestsText.useT();
  const queryClient = useQueryClient();
  const engine = useEngine();
  const plan = usePlan();
  const selection = useSummarySelection();
  const settings = useTestSettings();
  const { generation, startGeneration, cancelGeneration, closeGeneration } = useTestGeneration();
  const { courseId, selectedIds, docs } = selection;

  const words = selectedWordCount(selectedIds, docs);
  const overCap = words > LIMITS.wordCap;
  // No tests left on the plan: Generate is disabled and the reason sits under it (issue 13), instead of an
  // error dialog plus a toast after pressing it.
  const quotaUsed = plan.data?.remaining === 0;
  const canGenerate = Boolean(courseId) && selectedIds.length > 0 && !overCap && !quotaUsed;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <CourseSection
            courses={selection.courses}
            courseId={courseId}
            requestedCourse={selection.requestedCourse}
            onChoose={selection.chooseCourse}
          />
          <SummariesSection
            courseId={courseId}
            documents={selection.documents}
            selectedIds={selectedIds}
            words={words}
            overCap={overCap}
            onToggle={selection.toggleDocument}
            onUploaded={(id) =>
              void queryClient.invalidateQueries({ queryKey: queryKeys.courseDocuments(id) })
            }
            UploadBox={UploadBox}
          />
          <SettingsSection settings={settings} />
        </div>

        <TestSummaryPanel
          courseName={selection.course?.name ?? null}
          selectedCount={selectedIds.length}
          words={words}
          overCap={overCap}
          settings={settings}
          engine={engine}
          plan={plan.data}
          canGenerate={canGenerate}
          generating={generation.phase === 'generating'}
          onGenerate={() =>
            void startGeneration({
              courseId,
              selectedIds,
              docs,
              overCap,
              difficulty: settings.difficulty,
              questionType: settings.questionType,
              questionCount: settings.questionCount,
              timeLimit: settings.timeLimit,
            })
          }
        />
      </div>

      <GenerationModal state={generation} onCancel={cancelGeneration} onClose={closeGeneration} />
    </div>
  );
}
