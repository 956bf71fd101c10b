import { FLAG_REASONS, type FlagReason } from '@studypilot/core';
import { FlagIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { useFlagActions, useFlags } from '../api/topics-api';
import { learningText } from '../messages';

const REASON_KEY = {
  'wrong-key': 'flagReasonWrongKey',
  unclear: 'flagReasonUnclear',
} as const satisfies Record<FlagReason, string>;

/**
 * Under each question of the results (injected by app/router.tsx): flag it as "This key is wrong" or "Unclear";
 * a flagged question leaves the review (issue 14 item 6).
 */
export function QuestionFlag({ submissionId, questionId }: { submissionId: string; questionId: string }) {
  const t = learningText.useT();
  const reasonText = (reason: FlagReason) => t(REASON_KEY[reason]);
  const flags = useFlags(submissionId);
  const { flag, unflag } = useFlagActions(submissionId);
  const current = flags.data?.flags.find((f) => f.questionId === questionId);
  const busy = flag.isPending || unflag.isPending;

  async function setFlag(reason: FlagReason) {
    try {
      await flag.mutateAsync({ questionId, reason });
      toast.success(t('flagged', { reason: reasonText(reason) }), { description: t('flaggedDescription') });
    } catch (error) {
      toast.error(t('flagFailed'), { description: errorMessage(error) });
    }
  }
  async function clear() {
    try {
      await unflag.mutateAsync(questionId);
      toast.success(t('flagRemoved'), { description: t('flagRemovedDescription') });
    } catch (error) {
      toast.error(t('unflagFailed'), { description: errorMessage(error) });
    }
  }

  if (current)
    return (
      <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
          <FlagIcon className="size-4" aria-hidden="true" />
          {t('flagged', { reason: reasonText(current.reason) })}
        </span>
        <Button variant="ghost" size="sm" className="min-h-11" disabled={busy} onClick={() => void clear()}>
          {t('removeFlag')}
        </Button>
      </div>
    );
  return (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 text-muted-foreground"
            disabled={busy || flags.isPending}
          >
            <FlagIcon aria-hidden="true" />
            {t('flagThisQuestion')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {FLAG_REASONS.map((r) => (
            <DropdownMenuItem key={r} onSelect={() => void setFlag(r)}>
              {reasonText(r)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
