import * as React from 'react';
import type { DocumentSummary } from '@studypilot/core';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { UploadBox } from './upload-box';
import { documentsText } from '../messages';

export type UploadDialogCourse = { id: string; name: string; status: string };

export type UploadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Upload to this course. Without it the dialog asks which of `courses` (open ones only). */
  courseId?: string;
  /** The student's courses, for the picker when no `courseId` is given. */
  courses?: UploadDialogCourse[];
  /** See UploadBoxProps.onUploaded. */
  onUploaded?: (document: DocumentSummary) => void;
};

/** 'Upload Course Summaries': the upload box in a dialog, with a course picker when needed. */
export function UploadDialog({ open, onOpenChange, courseId, courses = [], onUploaded }: UploadDialogProps) {
  const t = documentsText.useT();
  const openCourses = courses.filter((c) => c.status !== 'closed');
  const [picked, setPicked] = React.useState<string | undefined>(undefined);
  const selected = courseId ?? picked ?? (openCourses.length === 1 ? openCourses[0]!.id : undefined);
  const id = React.useId();

  function handleOpenChange(next: boolean) {
    if (!next) setPicked(undefined);
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('uploadCourseSummaries')}</DialogTitle>
          <DialogDescription>{t('uploadYourSummariesAnd')}</DialogDescription>
        </DialogHeader>
        {!courseId && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-course`}>{t('course')}</Label>
            {openCourses.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('allYourCoursesAre')}</p>
            ) : (
              <Select value={selected} onValueChange={setPicked}>
                <SelectTrigger id={`${id}-course`} className="w-full">
                  <SelectValue placeholder={t('chooseACourse')} />
                </SelectTrigger>
                <SelectContent>
                  {openCourses.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </div>
        )}
        {/* A new course gets a fresh box (its own uploads and its own reset of stuck extractions). */}
        {selected && <UploadBox key={selected} courseId={selected} onUploaded={onUploaded} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
            {t('done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
