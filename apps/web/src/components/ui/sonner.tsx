import * as React from 'react';
import { Toaster as Sonner } from 'sonner';

function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-sm' } }}
      {...props}
    />
  );
}

export { Toaster };
