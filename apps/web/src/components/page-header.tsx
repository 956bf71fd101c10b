import * as React from 'react';

import { common } from '@/lib/common-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

type PageHeaderProps = React.ComponentProps<'header'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
};

/** The one h1 of a page, its subtitle and its main actions. */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  useDocumentTitle(typeof title === 'string' ? title : null);
  return (
    <header
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
      {...props}
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** Body of a page that a later issue fills in. */
export function ComingSoon({ children }: { children?: React.ReactNode }) {
  const t = common.useT();
  return (
    <div className="mt-8 rounded-xl border border-dashed bg-surface p-8 text-center text-muted-foreground">
      {children ?? t('comingSoon')}
    </div>
  );
}
