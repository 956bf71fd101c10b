import * as React from 'react';
import {
  generationErrorMessage,
  GENERATION_ROTATING_MESSAGES,
  LIMITS,
  TEST_MESSAGES,
  type GenerationProgress,
} from '@studypilot/core';
import { AlertCircleIcon, CheckCircle2Icon, CircleSlashIcon, Loader2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'generating'; progress: GenerationProgress | null }
  | { phase: 'success'; testId: string; questionCount: number }
  | { phase: 'error'; message: string }
  | { phase: 'cancelled'; reason: 'user' | 'timeout' };

const STAGE_LABELS: Record<GenerationProgress['stage'], string> = {
  reading: 'Reading your documents',
  selecting: 'Selecting key passages',
  writing: 'Writing questions',
  checking: 'Checking questions and answers',
  done: 'Saving your test',
};

export const CANCELLED_TITLE = 'Test generation cancelled';
export const CANCELLED_TEXT = 'You cancelled the test generation. No test was created.';
export const TIMEOUT_TEXT = 'Test generation took longer than 5 minutes and was stopped. Please try again.';

function RotatingMessage() {
  const [index, setIndex] = React.useState(0);
  React.useEffect(() => {
    const id = setInterval(
      () => setIndex((i) => (i + 1) % GENERATION_ROTATING_MESSAGES.length),
      LIMITS.progressRotationMs,
    );
    return () => clearInterval(id);
  }, []);
  return <p className="text-sm text-muted-foreground">{GENERATION_ROTATING_MESSAGES[index]}</p>;
}

export function GenerationModal({
  state,
  onCancel,
  onClose,
}: {
  state: GenerationState;
  onCancel: () => void;
  onClose: () => void;
}) {
  const open = state.phase !== 'idle';
  const closable = state.phase === 'error' || state.phase === 'cancelled';

  // Spec: the error and cancelled modals close themselves after 5 s.
  React.useEffect(() => {
    if (!closable) return;
    const id = setTimeout(onClose, LIMITS.modalAutoCloseMs);
    return () => clearTimeout(id);
  }, [closable, onClose]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && closable) onClose();
      }}
    >
      <DialogContent
        showCloseButton={closable}
        onEscapeKeyDown={(e) => {
          if (!closable) e.preventDefault();
        }}
        onPointerDownOutside={(e) => {
          if (!closable) e.preventDefault();
        }}
        onInteractOutside={(e) => {
          if (!closable) e.preventDefault();
        }}
      >
        {state.phase === 'generating' && <Generating progress={state.progress} onCancel={onCancel} />}
        {state.phase === 'success' && (
          <DialogHeader className="items-center text-center sm:text-center">
            <CheckCircle2Icon className="size-12 text-green-600" aria-hidden="true" />
            <DialogTitle>{TEST_MESSAGES.generatedTitle}</DialogTitle>
            <DialogDescription>
              {state.questionCount} questions are ready. Opening your test...
            </DialogDescription>
          </DialogHeader>
        )}
        {state.phase === 'error' && (
          <>
            <DialogHeader className="items-center text-center sm:text-center">
              <AlertCircleIcon className="size-12 text-red-600" aria-hidden="true" />
              <DialogTitle>{TEST_MESSAGES.generationFailed}</DialogTitle>
              <DialogDescription className="break-words">
                {generationErrorMessage(state.message)}
              </DialogDescription>
            </DialogHeader>
            <Button onClick={onClose}>Close</Button>
          </>
        )}
        {state.phase === 'cancelled' && (
          <>
            <DialogHeader className="items-center text-center sm:text-center">
              <CircleSlashIcon className="size-12 text-muted-foreground" aria-hidden="true" />
              <DialogTitle>{CANCELLED_TITLE}</DialogTitle>
              <DialogDescription>
                {state.reason === 'timeout' ? TIMEOUT_TEXT : CANCELLED_TEXT}
              </DialogDescription>
            </DialogHeader>
            <Button onClick={onClose}>Close</Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Generating({ progress, onCancel }: { progress: GenerationProgress | null; onCancel: () => void }) {
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <>
      <DialogHeader className="items-center text-center sm:text-center">
        <Loader2Icon className="size-10 animate-spin text-primary" aria-hidden="true" />
        <DialogTitle>Generating your test</DialogTitle>
        <DialogDescription>This usually takes 2-3 minutes. You can cancel at any time.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <div role="status" aria-live="polite" className="grid gap-1 text-sm">
          <p className="font-medium">{progress ? STAGE_LABELS[progress.stage] : 'Starting...'}</p>
          {total > 0 && (
            <p className="text-muted-foreground">
              {done} of {total} questions done
            </p>
          )}
        </div>
        <Progress value={percent} aria-label="Generation progress" />
        <RotatingMessage />
      </div>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
}
