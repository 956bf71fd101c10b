import { XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ocrPercent, ocrStepText, type InFlight } from '../extraction/in-flight';
import { documentsText } from '../messages';

/** OCR page progress and its Cancel button, in a document row or an upload item (docs/decisions/208). */
export function OcrProgressLine({ name, inFlight }: { name: string; inFlight: InFlight }) {
  const t = documentsText.useT();
  const step = inFlight.ocr;
  if (!step) return null;
  const percent = ocrPercent(step);
  return (
    <div className="mt-2 grid gap-1.5" data-testid="ocr-progress">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-xs text-amber-800" aria-live="polite">
          {ocrStepText(step)} · {percent}%
        </p>
        {inFlight.cancel && (
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            onClick={inFlight.cancel}
            aria-label={t('cancelOcr', { name })}
          >
            <XIcon aria-hidden="true" />
            {t('cancel')}
          </Button>
        )}
      </div>
      <Progress
        value={percent}
        aria-label={t('ocrProgress', { name })}
        aria-valuetext={`${ocrStepText(step)}, ${percent}%`}
      />
    </div>
  );
}
