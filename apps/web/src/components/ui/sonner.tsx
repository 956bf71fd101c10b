import * as React from 'react';
import { Toaster as Sonner } from 'sonner';

import { common } from '@/lib/common-messages';
import { directionOf, useLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';

/** Sonner's rich colours, darkened so toast text passes WCAG AA contrast (light; dark below). */
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

/** The same in dark mode: deep tints with light text. */
const TOAST_COLORS_DARK = {
  '--error-bg': '#3b0d0d',
  '--error-border': '#7f1d1d',
  '--error-text': '#fecaca',
  '--success-bg': '#052e16',
  '--success-border': '#166534',
  '--success-text': '#bbf7d0',
  '--warning-bg': '#3a2204',
  '--warning-border': '#92400e',
  '--warning-text': '#fde68a',
  '--info-bg': '#0c1f45',
  '--info-border': '#1e40af',
  '--info-text': '#bfdbfe',
  '--normal-bg': '#111a2e',
  '--normal-border': '#2a3650',
  '--normal-text': '#e2e8f0',
} as React.CSSProperties;

/**
 * How far down the screen the toasts reach, as `--toast-room` on <html>: on phones a dialog sits below it
 * (styles/index.css), so a toast never covers the dialog's close button or fields (issue 13).
 */
function useToastRoom() {
  React.useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let late: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      let bottom = 0;
      for (const toast of document.querySelectorAll<HTMLElement>('[data-sonner-toast]')) {
        if (toast.dataset.removed === 'true') continue;
        bottom = Math.max(bottom, toast.getBoundingClientRect().bottom);
      }
      root.style.setProperty('--toast-room', `${Math.ceil(bottom > 0 ? bottom + 8 : 0)}px`);
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
      // again once sonner's 400 ms enter/leave transition has ended
      clearTimeout(late);
      late = setTimeout(measure, 450);
    };
    const observer = new MutationObserver(schedule);
    // Sonner's region is there from the start (its list only while toasts show).
    const region = document.querySelector('section[aria-live][data-react-aria-top-layer]') ?? document.body;
    observer.observe(region, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-mounted', 'data-removed', 'data-expanded', 'data-front', 'style'],
    });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      clearTimeout(late);
      root.style.removeProperty('--toast-room');
    };
  }, []);
}

function Toaster({ style, ...props }: React.ComponentProps<typeof Sonner>) {
  useToastRoom();
  const { theme } = useTheme();
  const t = common.useT();
  // Sonner reads the page's direction only when it renders: a language switch (no reload) must pass it on.
  const language = useLanguage();
  return (
    <Sonner
      theme={theme}
      dir={directionOf(language)}
      containerAriaLabel={t('notifications')}
      position="top-center"
      closeButton
      richColors
      style={{ ...(theme === 'dark' ? TOAST_COLORS_DARK : TOAST_COLORS), ...style }}
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
