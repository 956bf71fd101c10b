/**
 * Course documents: upload (dialog and inline drop zone), browser extraction of PDF/PPTX in a Web
 * Worker, and the course's summaries list. Other features receive these as props from app/router.tsx.
 *
 * - `UploadBox` ({ courseId, onUploaded? }): the drop zone with per-file progress; resets stuck
 *   extractions when it opens. `onUploaded(document)` runs once per stored file after its extraction ended.
 * - `UploadDialog` ({ open, onOpenChange, courseId?, courses?, onUploaded? }): the box in a dialog, with a
 *   course picker when no `courseId` is given.
 * - `DocumentsList` ({ courseId, closed?, onChanged?, initialCount? }): 'Course Summaries (n)'.
 */
export { UploadBox, type UploadBoxProps } from './components/upload-box';
export { UploadDialog, type UploadDialogProps, type UploadDialogCourse } from './components/upload-dialog';
export { DocumentsList, type DocumentsListProps } from './components/documents-list';
