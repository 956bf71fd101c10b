import * as React from 'react';
import { documentTypeBadge, extractionStatusLabel, type DocumentSummary } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import { FileSearchIcon, Trash2Icon, UploadIcon } from 'lucide-react';
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
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useDeleteDocument } from '../api/delete-document';
import { documentFileUrl } from '../api/document-file-url';
import { getDocumentFile } from '../api/get-document-file';
import { markExtracting, useInFlight } from '../extraction/in-flight';
import { OcrProgressLine } from './ocr-progress';
import { documentStatus, type DocumentStatusText, type StatusTone } from './document-status';
import { displaySize } from './display-size';
import { extractAfterUpload, showNotice } from './extract-after-upload';
import { isClientExtracted } from './upload-rules';
import { UploadDialog } from './upload-dialog';
import { queryKeys } from '@/lib/query-keys';
import { useCourseDocuments } from '@/lib/shared-queries';
import { documentsText } from '../messages';

export type DocumentsListProps = {
  courseId: string;
  /** A closed course shows no upload or delete controls (spec section 2). */
  closed?: boolean;
  /** Called after an upload, an extraction or a delete changed the course's documents. */
  onChanged?: () => void;
  /** Count shown in the title until the list has loaded (e.g. from the course payload). */
  initialCount?: number;
};

const TONE: Record<StatusTone, string> = {
  ok: 'text-green-700',
  warn: 'text-amber-800',
  bad: 'text-red-700',
  muted: 'text-muted-foreground',
};
const BADGE_TONE: Record<string, string> = {
  PDF: 'bg-red-100 text-red-800',
  DOC: 'bg-blue-100 text-blue-800',
  PPT: 'bg-orange-100 text-orange-800',
};

/** 'Nov 26, 2026' / '26 בנוב׳ 2026': the upload date in the interface language (issue 15). */
const shortDate = (iso: string) => formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });

/** The course detail's 'Course Summaries (n)' section: the list, upload and delete. */
export function DocumentsList({ courseId, closed = false, onChanged, initialCount }: DocumentsListProps) {
  const t = documentsText.useT();
  const documents = useCourseDocuments(courseId);
  const [uploadOpen, setUploadOpen] = React.useState(false);
  const [toDelete, setToDelete] = React.useState<DocumentSummary | null>(null);
  const remove = useDeleteDocument();
  const queryClient = useQueryClient();
  const list = documents.data ?? [];
  const count = documents.data ? list.length : (initialCount ?? 0);

  async function confirmDelete() {
    const doc = toDelete;
    if (!doc) return;
    try {
      await remove.mutateAsync(doc.id);
      toast.success(t('documentDeleted'), { description: t('documentDeletedName', { name: doc.fileName }) });
      onChanged?.();
    } catch (error) {
      toast.error(t('deleteFailed'), { description: errorMessage(error) });
    } finally {
      setToDelete(null);
    }
  }

  // A PDF or PPTX whose browser extraction never ran (the tab was closed after the upload) stays
  // pending; its stored file is fetched and extracted here the same way as after an upload.
  async function extractAgain(doc: DocumentSummary) {
    markExtracting(doc.id, true);
    try {
      let file: Blob;
      try {
        file = await getDocumentFile(doc.id);
      } catch (error) {
        toast.error(t('textExtractionFailed'), {
          description: t('failedToExtract', { name: doc.fileName, reason: errorMessage(error) }),
        });
        return;
      }
      showNotice((await extractAfterUpload(doc, file, doc.fileName)).notice, `extract-${doc.id}`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents });
      onChanged?.();
    } finally {
      markExtracting(doc.id, false);
    }
  }

  return (
    <section aria-labelledby="summaries-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="summaries-title" className="text-lg font-semibold">
          {t('summariesCount', { count })}
        </h2>
        {!closed && (
          <Button size="sm" variant="outline" onClick={() => setUploadOpen(true)}>
            <UploadIcon aria-hidden="true" />
            {t('upload')}
          </Button>
        )}
      </div>

      {documents.isPending ? (
        <div role="status" aria-label={t('loadingSummaries')} className="grid gap-3">
          <Skeleton className="h-16 rounded-lg" />
          <Skeleton className="h-16 rounded-lg" />
        </div>
      ) : documents.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('couldNotLoad', { message: errorMessage(documents.error) })}
          <Button size="sm" variant="outline" onClick={() => void documents.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">
          {t('noDocumentsUploadedYet')}
          {!closed && t('uploadYourSummariesTo')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.map((doc) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              closed={closed}
              onDelete={() => setToDelete(doc)}
              onExtract={() => void extractAgain(doc)}
            />
          ))}
        </ul>
      )}

      {!closed && (
        <UploadDialog
          open={uploadOpen}
          onOpenChange={setUploadOpen}
          courseId={courseId}
          onUploaded={onChanged}
        />
      )}

      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('deleteDocument')}</AlertDialogTitle>
            <AlertDialogDescription>
              {toDelete ? t('deleteConfirm', { name: toDelete.fileName }) : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('cancel')}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={remove.isPending}
              onClick={(e) => {
                // Keep the dialog open until the server answered.
                e.preventDefault();
                void confirmDelete();
              }}
            >
              {remove.isPending && <Spinner label={t('deleting')} />}
              {t('delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function DocumentRow({
  doc,
  closed,
  onDelete,
  onExtract,
}: {
  doc: DocumentSummary;
  closed: boolean;
  onDelete: () => void;
  onExtract: () => void;
}) {
  const t = documentsText.useT();
  const type = documentTypeBadge(doc.fileName);
  const inFlight = useInFlight(doc.id);
  const busy = inFlight !== undefined;
  const status: DocumentStatusText = busy
    ? { label: extractionStatusLabel('processing'), tone: 'warn' }
    : documentStatus(doc);
  // pending: the tab was closed before extraction ran; failed: e.g. OCR was cancelled or the file was
  // fixed on the server side. Either way the stored file can be extracted again in this tab.
  // A DOCX the server could not read (a photographed page, no typed text) can have its pictures read by
  // OCR in this tab (docs/decisions/208).
  const docxPictures =
    doc.fileType === 'docx' &&
    (doc.extractionStatus === 'failed' || doc.extractionStatus === 'visual_ai_required');
  const canExtract =
    !busy &&
    ((isClientExtracted(doc.fileName) &&
      (doc.extractionStatus === 'pending' || doc.extractionStatus === 'failed')) ||
      docxPictures) &&
    !closed;
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3">
      <Badge className={cn('mt-0.5 w-12 border-transparent', BADGE_TONE[type])}>{type}</Badge>
      <div className="min-w-0 flex-1">
        <a
          href={documentFileUrl(doc.id)}
          download={doc.fileName}
          className="line-clamp-2 font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline focus-visible:underline"
          title={t('downloadName', { name: doc.fileName })}
        >
          <bdi>{doc.fileName}</bdi>
        </a>
        <p className="text-xs text-muted-foreground">
          {/* '< 1 KB' keeps its order in a right-to-left page */}
          <bdi dir="ltr">{displaySize(doc.fileSize)}</bdi> · {shortDate(doc.createdAt)}
        </p>
        <p className={cn('flex items-center gap-1 text-xs', TONE[status.tone])}>
          {status.tone === 'warn' && <Spinner className="size-3" label={t('inProgress')} />}
          <span>{status.label}</span>
        </p>
        {status.detail && <p className={cn('text-xs', TONE[status.tone])}>{status.detail}</p>}
        {status.notes?.map((note) => (
          <p key={note.text} className={cn('text-xs', TONE[note.tone])}>
            {note.text}
          </p>
        ))}
        {inFlight && <OcrProgressLine name={doc.fileName} inFlight={inFlight} />}
        {canExtract && (
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={onExtract}
            aria-label={t('extractFrom', { name: doc.fileName })}
          >
            <FileSearchIcon aria-hidden="true" />
            {t('extractText')}
          </Button>
        )}
      </div>
      {!closed && (
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 text-muted-foreground hover:text-red-700"
          aria-label={t('deleteName', { name: doc.fileName })}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
