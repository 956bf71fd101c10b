import { extractionStatusLabel, type DocumentSummary } from '@studypilot/core';
import { FileTextIcon } from 'lucide-react';

import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { numberFmt } from '../lib/labels';

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
