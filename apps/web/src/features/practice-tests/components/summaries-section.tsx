import * as React from 'react';
import { LIMITS, paths, type DocumentSummary } from '@studypilot/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { practiceTestsText } from '../messages';
import { DocumentChecklist } from './document-checklist';
import { FormSection } from './form-section';

/** The documents feature's upload box; app/routes hands it in (features do not import each other). */
export type UploadBoxComponent = React.ComponentType<{ courseId: string; onUploaded?: () => void }>;

/**
 * 'Choose summaries': no course yet, loading, failed, none (the upload box, or a link to the course page), or the
 * checklist with the words selected against the cap.
 */
export function SummariesSection({
  courseId,
  documents,
  selectedIds,
  words,
  overCap,
  onToggle,
  onUploaded,
  UploadBox,
}: {
  courseId: string | null;
  documents: UseQueryResult<DocumentSummary[]>;
  selectedIds: string[];
  words: number;
  overCap: boolean;
  onToggle: (id: string, checked: boolean) => void;
  onUploaded: (courseId: string) => void;
  UploadBox?: UploadBoxComponent;
}) {
  const t = practiceTestsText.useT();
  const docs = documents.data ?? [];
  return (
    <FormSection title={t('chooseSummaries')} id="summaries-section">
      {!courseId ? (
        <p className="text-sm text-muted-foreground">{t('selectCourseFirst')}</p>
      ) : documents.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : documents.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('errorLoadingSummaries', { message: errorMessage(documents.error) })}
        </p>
      ) : docs.length === 0 ? (
        UploadBox ? (
          <UploadBox courseId={courseId} onUploaded={() => onUploaded(courseId)} />
        ) : (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
            <UploadIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('noSummariesYet')}</p>
            <Button asChild variant="outline">
              <Link to={paths.course(courseId)}>{t('uploadOnCoursePage')}</Link>
            </Button>
          </div>
        )
      ) : (
        <DocumentChecklist documents={docs} selectedIds={selectedIds} onToggle={onToggle} />
      )}
      {docs.length > 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('selectionWords', {
            selected: formatNumber(selectedIds.length),
            words: formatNumber(words),
            cap: formatNumber(LIMITS.wordCap),
          })}
        </p>
      )}
      {overCap && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('wordLimitExceeded')}
        </p>
      )}
    </FormSection>
  );
}
