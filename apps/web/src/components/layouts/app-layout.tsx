import * as React from 'react';

import { cn } from '@/lib/utils';

/** The page frame under the top navigation; room at the bottom for the phone tab row. */
export function AppLayout({
  children,
  withBottomTabs,
}: {
  children: React.ReactNode;
  withBottomTabs: boolean;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn(
        'flex-1 outline-none',
        withBottomTabs && 'pb-[calc(4rem+env(safe-area-inset-bottom))] sm:pb-0',
      )}
    >
      {children}
    </main>
  );
}

/** Width and padding of every signed-in page. */
export function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8', className)} {...props} />;
}
