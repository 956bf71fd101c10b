import * as React from 'react';
import { Toaster as Sonner } from 'sonner';

/** Sonner's rich colours, darkened so toast text passes WCAG AA contrast. */
const TOAST_COLORS = {
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--normal-text': '#0f172a',
} as React.CSSProperties;

function Toaster({ style, ...props }: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      style={{ ...TOAST_COLORS, ...style }}
      toastOptions={{
        classNames: {
          toast: 'font-sans gap-3',
          title: 'text-sm font-semibold',
          // Batch summaries list one file a line.
          description: 'text-sm !text-inherit whitespace-pre-line',
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
