import { FLAG_REASON_LABELS, FLAG_REASONS, type FlagReason } from '@studypilot/core';
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

/**
 * Under each question of the results (injected by app/router.tsx): flag it as "This key is wrong" or "Unclear";
 * a flagged question leaves the review (issue 14 item 6).
 */
export function QuestionFlag({ submissionId, questionId }: { submissionId: string; questionId: string }) {
  const flags = useFlags(submissionId);
  const { flag, unflag } = useFlagActions(submissionId);
  const current = flags.data?.flags.find((f) => f.questionId === questionId);
  const busy = flag.isPending || unflag.isPending;

  async function setFlag(reason: FlagReason) {
    try {
      await flag.mutateAsync({ questionId, reason });
      toast.success(`Flagged: ${FLAG_REASON_LABELS[reason]}`, {
        description:
          'This question is no longer part of your reviews. Thank you: flags help us improve the questions.',
      });
    } catch (error) {
      toast.error('Could not flag the question', { description: errorMessage(error) });
    }
  }
  async function clear() {
    try {
      await unflag.mutateAsync(questionId);
      toast.success('Flag removed', { description: 'The question is back in your reviews.' });
    } catch (error) {
      toast.error('Could not remove the flag', { description: errorMessage(error) });
    }
  }

  if (current)
    return (
      <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
          <FlagIcon className="size-4" aria-hidden="true" />
          Flagged: {FLAG_REASON_LABELS[current.reason]}
        </span>
        <Button variant="ghost" size="sm" className="min-h-11" disabled={busy} onClick={() => void clear()}>
          Remove flag
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
            Flag this question
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {FLAG_REASONS.map((r) => (
            <DropdownMenuItem key={r} onSelect={() => void setFlag(r)}>
              {FLAG_REASON_LABELS[r]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
