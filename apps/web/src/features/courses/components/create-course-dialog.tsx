import * as React from 'react';
import {
  COURSE_COLORS,
  DASHBOARD_COURSE_COLORS,
  DEFAULT_COURSE_COLOR,
  LIMITS,
  type CourseColor,
  paths,
} from '@studypilot/core';
import { CheckIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useCreateCourse } from '../api/create-course';
import { COLOR_CLASSES } from './course-colors';
import { coursesText } from '../messages';

export type CreateCourseDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'dashboard' offers six colour themes, 'courses' all eight. */
  variant?: 'courses' | 'dashboard';
};

export function CreateCourseDialog({ open, onOpenChange, variant = 'courses' }: CreateCourseDialogProps) {
  const t = coursesText.useT();
  const navigate = useNavigate();
  const createCourse = useCreateCourse();
  const [name, setName] = React.useState('');
  const [teacher, setTeacher] = React.useState('');
  const [institute, setInstitute] = React.useState('');
  const [color, setColor] = React.useState<CourseColor>(DEFAULT_COURSE_COLOR);
  const colors: readonly CourseColor[] = variant === 'dashboard' ? DASHBOARD_COURSE_COLORS : COURSE_COLORS;
  const id = React.useId();

  function reset() {
    setName('');
    setTeacher('');
    setInstitute('');
    setColor(DEFAULT_COURSE_COLOR);
  }

  function handleOpenChange(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // Spec: a blank name submits nothing.
    if (!name.trim()) return;
    try {
      const course = await createCourse.mutateAsync({
        name: name.trim(),
        teacher: teacher.trim() || undefined,
        institute: institute.trim() || undefined,
        color,
      });
      toast.success(t('success'), { description: t('created') });
      handleOpenChange(false);
      void navigate(paths.courseById(course.id));
    } catch (error) {
      toast.error(t('error'), { description: errorMessage(error, t('createFailed')) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('createNewCourse')}</DialogTitle>
          <DialogDescription>{t('addACourseTo')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>{t('courseName')}</Label>
            <Input
              id={`${id}-name`}
              required
              aria-required="true"
              maxLength={LIMITS.nameMaxLength}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('eGIntroductionTo')}
              autoFocus
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-teacher`}>{t('lecturer')}</Label>
            <Input
              id={`${id}-teacher`}
              maxLength={LIMITS.fieldMaxLength}
              value={teacher}
              onChange={(e) => setTeacher(e.target.value)}
              placeholder={t('eGDrSmith')}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-institute`}>{t('institute')}</Label>
            <Input
              id={`${id}-institute`}
              maxLength={LIMITS.fieldMaxLength}
              value={institute}
              onChange={(e) => setInstitute(e.target.value)}
              placeholder={t('eGStateUniversity')}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('colorTheme')}</legend>
            <div className="flex flex-wrap gap-3">
              {colors.map((c) => {
                const checked = c === color;
                const colorName = t(
                  `color${c[0]!.toUpperCase()}${c.slice(1)}` as `color${Capitalize<typeof c>}`,
                );
                return (
                  <label key={c} className="relative cursor-pointer" title={colorName}>
                    <input
                      type="radio"
                      name={`${id}-color`}
                      value={c}
                      checked={checked}
                      onChange={() => setColor(c)}
                      className="peer sr-only"
                      aria-label={colorName}
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-9 items-center justify-center rounded-full text-white ring-offset-2 ring-offset-background peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring',
                        COLOR_CLASSES[c].swatch,
                        checked && 'ring-2 ring-foreground',
                      )}
                    >
                      {checked && <CheckIcon className="size-4" />}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!name.trim() || createCourse.isPending}>
              {createCourse.isPending && <Spinner label={t('creatingCourse')} />}
              {t('createCourse')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
