import { PREMIUM_REQUIRED, TEST_EXPORT_LABELS, type TestExportFormat, paths } from '@studypilot/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ChevronDownIcon,
  CrownIcon,
  DownloadIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  Loader2Icon,
  LockIcon,
  PrinterIcon,
} from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { downloadExport, resultsCsvUrl, testExportUrl } from '../api/download-export';
import { queryKeys } from '@/lib/query-keys';
import { usePlan } from '@/lib/shared-queries';
import { exportsText } from '../messages';

const FORMATS: TestExportFormat[] = ['moodle-xml', 'gift', 'anki'];
const FALLBACK: Record<TestExportFormat, string> = {
  'moodle-xml': 'test.moodle.xml',
  gift: 'test.gift.txt',
  anki: 'test.anki.txt',
};

export interface ExportMenuProps {
  /** A completed attempt: adds its results as CSV and the printable page. */
  submissionId?: string;
  testId: string;
  size?: 'sm' | 'default';
}

/**
 * Export of results and of a test with its key (issue 14 item 5). Premium: a Free student sees every item
 * with a Premium lock, and choosing one opens the plan page (item 8).
 */
export function ExportMenu({ submissionId, testId, size = 'default' }: ExportMenuProps) {
  const t = exportsText.useT();
  const plan = usePlan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  const locked = plan.data ? plan.data.plan !== 'premium' : false;

  async function download(url: string, fallback: string) {
    setBusy(true);
    try {
      const name = await downloadExport(url, fallback);
      toast.success(t('exportReady'), { description: t('downloaded', { name }) });
    } catch (e) {
      if (e instanceof ApiClientError && e.code === PREMIUM_REQUIRED) {
        // The plan changed since the page loaded (a cancelled subscription): show the lock from now on.
        void queryClient.invalidateQueries({ queryKey: queryKeys.plan });
        toast.error(t('premiumFeature'), {
          description: e.message,
          action: { label: t('seePlans'), onClick: () => void navigate(paths.premium) },
        });
      } else toast.error(t('exportFailed'), { description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  const choose = (action: () => void) => () => (locked ? void navigate(paths.premium) : action());
  const lock = locked ? (
    <Badge variant="outline" className="ms-auto gap-1 border-amber-600 text-amber-800">
      <LockIcon className="size-3" aria-hidden="true" />
      {t('premium')}
    </Badge>
  ) : null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={size} disabled={busy} aria-busy={busy}>
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          {t('export')}
          {locked && <LockIcon className="size-3.5 text-amber-700" aria-label={t('premium')} />}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        {locked && (
          <>
            <DropdownMenuLabel className="flex items-start gap-2 text-xs font-normal text-muted-foreground">
              <CrownIcon className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              {t('exportIsPartOf')}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        {submissionId && (
          <>
            <DropdownMenuLabel>{t('theseResults')}</DropdownMenuLabel>
            <DropdownMenuItem
              onSelect={choose(() => void download(resultsCsvUrl(submissionId), 'results.csv'))}
            >
              <FileSpreadsheetIcon aria-hidden="true" />
              {t('resultsAsCsv')}
              {lock}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={choose(() => void navigate(paths.printResults(submissionId)))}>
              <PrinterIcon aria-hidden="true" />
              {t('printablePagePdf')}
              {lock}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuLabel>{t('theTestWithIts')}</DropdownMenuLabel>
        {FORMATS.map((format) => (
          <DropdownMenuItem
            key={format}
            onSelect={choose(() => void download(testExportUrl(testId, format), FALLBACK[format]))}
          >
            <FileTextIcon aria-hidden="true" />
            {TEST_EXPORT_LABELS[format]}
            {lock}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
