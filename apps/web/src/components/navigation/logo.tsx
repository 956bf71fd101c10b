import { GraduationCapIcon } from 'lucide-react';
import { Link } from 'react-router';

import { common } from '@/lib/common-messages';
import { cn } from '@/lib/utils';

export function Logo({ className }: { className?: string }) {
  const t = common.useT();
  return (
    <Link
      to="/"
      aria-label={t('homeLink')}
      className={cn(
        'flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <GraduationCapIcon className="size-5" aria-hidden="true" />
      </span>
      <span>{t('appName')}</span>
    </Link>
  );
}
