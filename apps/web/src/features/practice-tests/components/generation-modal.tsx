import * as React from 'react';
import { LIMITS, type ErrorParams, type GenerationProgress } from '@studypilot/core';
import { AlertCircleIcon, CheckCircle2Icon, CircleSlashIcon, Loader2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import type { FailureCode } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { generationFailureText } from '../lib/generation-error';
import { ROTATING_KEYS, STAGE_KEYS } from '../lib/labels';
import { practiceTestsText } from '../messages';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'generating'; progress: GenerationProgress | null }
  | { phase: 'success'; testId: string; questionCount: number }
  | { phase: 'error'; code: FailureCode; message: string; params?: ErrorParams }
  | { phase: 'cancelled'; reason: 'user' | 'timeout' };

function RotatingMessage() {
  const t = practiceTestsText.useT();
  const [index, setIndex] = React.useState(0);
  React.useEffect(() => {
    const id = setInterval(() => setIndex((i) => (i + 1) % ROTATING_KEYS.length), LIMITS.progressRotationMs);
    return () => clearInterval(id);
  }, []);
  return <p className="text-sm text-muted-foreground">{t(ROTATING_KEYS[index]!)}</p>;
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
  const t = practiceTestsText.useT();
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
            <DialogTitle>{t('generatedTitle')}</DialogTitle>
            <DialogDescription>
              {t('questionsReadyOpening', { count: state.questionCount })}
            </DialogDescription>
          </DialogHeader>
        )}
        {state.phase === 'error' && (
          <>
            <DialogHeader className="items-center text-center sm:text-center">
              <AlertCircleIcon className="size-12 text-red-600" aria-hidden="true" />
              <DialogTitle>{t('generationFailed')}</DialogTitle>
              <DialogDescription className="break-words">
                {generationFailureText(state.code, state.message, state.params)}
              </DialogDescription>
            </DialogHeader>
            <Button onClick={onClose}>{t('close')}</Button>
          </>
        )}
        {state.phase === 'cancelled' && (
          <>
            <DialogHeader className="items-center text-center sm:text-center">
              <CircleSlashIcon className="size-12 text-muted-foreground" aria-hidden="true" />
              <DialogTitle>{t('cancelledTitle')}</DialogTitle>
              <DialogDescription>
                {state.reason === 'timeout' ? t('timeoutText') : t('cancelledText')}
              </DialogDescription>
            </DialogHeader>
            <Button onClick={onClose}>{t('close')}</Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Generating({ progress, onCancel }: { progress: GenerationProgress | null; onCancel: () => void }) {
  const t = practiceTestsText.useT();
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <>
      <DialogHeader className="items-center text-center sm:text-center">
        <Loader2Icon className="size-10 animate-spin text-primary" aria-hidden="true" />
        <DialogTitle>{t('generatingTitle')}</DialogTitle>
        <DialogDescription>{t('generatingText')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <div role="status" aria-live="polite" className="grid gap-1 text-sm">
          <p className="font-medium">{progress ? t(STAGE_KEYS[progress.stage]) : t('starting')}</p>
          {total > 0 && (
            <p className="text-muted-foreground">
              {t('questionsDone', { done: formatNumber(done), total: formatNumber(total) })}
            </p>
          )}
        </div>
        <Progress value={percent} aria-label={t('generationProgress')} />
        <RotatingMessage />
      </div>
      <Button variant="outline" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </>
  );
}
