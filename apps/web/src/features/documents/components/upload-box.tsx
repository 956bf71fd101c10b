import * as React from 'react';
import { UPLOAD_RULES, type DocumentSummary } from '@studypilot/core';
import { CheckCircle2Icon, CircleAlertIcon, UploadCloudIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useQueryClient } from '@tanstack/react-query';
import { resetStuckDocuments } from '../api/reset-stuck';
import { useInFlight } from '../extraction/in-flight';
import { displaySize } from './display-size';
import { OcrProgressLine } from './ocr-progress';
import { uploadItemText, useDocumentUploads, type UploadItem } from './use-document-uploads';
import { queryKeys } from '@/lib/query-keys';
import { documentsText } from '../messages';

export type UploadBoxProps = {
  /** The course the files go to. */
  courseId: string;
  /**
   * Called once per stored file, after its text extraction ended (successfully or not), with the
   * document as the server has it then. Use it to refresh or preselect; the documents queries are
   * already invalidated.
   */
  onUploaded?: (document: DocumentSummary) => void;
  className?: string;
};

/**
 * The drop zone with its file picker and per-file progress. Opening it resets the course's
 * summaries stuck in processing (spec section 4).
 */
export function UploadBox({ courseId, onUploaded, className }: UploadBoxProps) {
  const t = documentsText.useT();
  const { items, addFiles } = useDocumentUploads(courseId, onUploaded);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  const hintId = React.useId();
  useResetStuck(courseId);

  function onDrop(event: React.DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(Array.from(event.dataTransfer.files));
  }

  return (
    // grid-cols-1 (minmax(0, 1fr)) and min-w-0: a long file name is truncated instead of widening the dialog.
    <div className={cn('grid min-w-0 grid-cols-1 gap-4', className)}>
      <div
        data-testid="upload-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-border bg-muted/40',
        )}
      >
        <UploadCloudIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('dragAndDropFiles')}</p>
        <Button
          type="button"
          variant="outline"
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          {t('chooseFiles')}
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('dropZone')}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_RULES.pickerAccept}
          multiple
          hidden
          aria-label={t('filesToUpload')}
          data-testid="upload-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // Let the same file be picked again later.
            e.target.value = '';
            if (files.length > 0) addFiles(files);
          }}
        />
      </div>
      {items.length > 0 && (
        <ul aria-label={t('uploads')} className="grid min-w-0 grid-cols-1 gap-2">
          {items.map((item) => (
            <UploadItemRow key={item.key} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function useResetStuck(courseId: string) {
  const t = documentsText.useT();
  const queryClient = useQueryClient();
  React.useEffect(() => {
    let cancelled = false;
    resetStuckDocuments(courseId)
      .then(({ reset }) => {
        if (cancelled || reset === 0) return;
        toast.info(t('resetStuckExtractions'), {
          description: t('resetStuckText', { count: reset }),
        });
        return queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      })
      // Not being able to reset is not worth interrupting an upload for.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [courseId, queryClient]);
}

function UploadItemRow({ item }: { item: UploadItem }) {
  const t = documentsText.useT();
  const inFlight = useInFlight(item.state === 'extracting' ? item.documentId : undefined);
  const bad = item.state === 'failed';
  const warn = item.state === 'extraction-failed';
  const busy = item.state === 'uploading' || item.state === 'extracting';
  return (
    <li className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border p-3" data-state={item.state}>
      <div className="flex min-w-0 items-center gap-2">
        {item.state === 'done' && (
          <CheckCircle2Icon className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        )}
        {(bad || warn) && (
          <CircleAlertIcon
            className={cn('size-4 shrink-0', bad ? 'text-red-700' : 'text-amber-700')}
            aria-hidden="true"
          />
        )}
        {busy && (
          <Spinner className="shrink-0 text-muted-foreground" label={t('workingOn', { name: item.name })} />
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={item.name}>
          {item.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{displaySize(item.size)}</span>
      </div>
      {!bad && (
        <Progress
          value={item.progress}
          aria-label={t('uploadProgress', { name: item.name })}
          aria-valuetext={`${item.progress}%`}
        />
      )}
      <p
        role={bad || warn ? 'alert' : undefined}
        className={cn(
          'text-xs',
          bad
            ? 'text-red-700'
            : warn
              ? 'text-amber-800'
              : item.state === 'done'
                ? 'text-green-700'
                : 'text-muted-foreground',
        )}
      >
        {uploadItemText(item)}
      </p>
      {inFlight && <OcrProgressLine name={item.name} inFlight={inFlight} />}
    </li>
  );
}
