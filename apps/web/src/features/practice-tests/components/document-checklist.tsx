import type { DocumentSummary } from '@studypilot/core';
import { FileTextIcon } from 'lucide-react';

import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { practiceTestsText } from '../messages';

type Key = Parameters<ReturnType<typeof practiceTestsText.useT>>[0];

/** Spec section 4's labels of the extraction states (core's extractionStatusLabel), in the catalogue. */
const STATUS_KEYS: Record<string, Key> = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  failed: 'statusFailed',
  not_applicable: 'statusNotApplicable',
  completed: 'statusCompleted',
  visual_ai_required: 'statusVisualAi',
};

function documentStatus(doc: DocumentSummary): { key: Key | null; tone: string } {
  const key = STATUS_KEYS[doc.extractionStatus] ?? null;
  switch (doc.extractionStatus) {
    case 'completed':
    case 'not_applicable':
      return { key, tone: 'text-green-700' };
    case 'processing':
    case 'pending':
      return { key, tone: 'text-amber-700' };
    default:
      return { key, tone: 'text-red-700' };
  }
}

/** The course's summaries with a checkbox each, their word count and extraction status. */
export function DocumentChecklist({
  documents,
  selectedIds,
  onToggle,
}: {
  documents: DocumentSummary[];
  selectedIds: string[];
  onToggle: (id: string, checked: boolean) => void;
}) {
  const t = practiceTestsText.useT();
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
                <bdi className="min-w-0 break-all">{doc.fileName}</bdi>
              </Label>
              <p id={`${inputId}-meta`} className="text-xs">
                <span className="text-muted-foreground">
                  {doc.wordCount != null
                    ? t('wordCount', { count: doc.wordCount })
                    : t('wordCountUnavailable')}
                </span>
                {' · '}
                <span className={status.tone}>{status.key ? t(status.key) : doc.extractionStatus}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
