import * as React from 'react';
import { Loader2Icon } from 'lucide-react';

import { common } from '@/lib/common-messages';
import { cn } from '@/lib/utils';

function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <Loader2Icon
      role="status"
      aria-label={label ?? common.t('loading')}
      data-slot="spinner"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
