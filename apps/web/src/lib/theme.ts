import * as React from 'react';

/** The student's choice, kept per browser; 'system' follows prefers-color-scheme (issue 13). */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Same key as public/theme.js, which applies the choice before the first paint. */
export const THEME_STORAGE_KEY = 'studypilot-theme';

const listeners = new Set<() => void>();
const media = () =>
  typeof window !== 'undefined' && window.matchMedia
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

function readChoice(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

function resolved(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return media()?.matches ? 'dark' : 'light';
}

function apply() {
  document.documentElement.classList.toggle('dark', resolved(readChoice()) === 'dark');
  for (const l of listeners) l();
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const mq = media();
  const onSystem = () => apply();
  // Another tab changed the choice, or the system switched (only matters for 'system').
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY || e.key === null) apply();
  };
  mq?.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    mq?.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => `${readChoice()}:${resolved(readChoice())}`;

/** The choice ('system' | 'light' | 'dark') and what it resolves to now. */
export function useTheme() {
  const value = React.useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [choice, theme] = value.split(':') as [ThemeChoice, 'light' | 'dark'];
  return { choice, theme, setChoice: setThemeChoice };
}
