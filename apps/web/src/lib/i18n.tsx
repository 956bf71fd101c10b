/**
 * The interface language (issue 15, decision 302): Lingui's core and React binding, without macros.
 *
 * - English texts live in `src/locales/en/<namespace>.json` and are imported by the code that shows them, so
 *   each screen's texts travel in that screen's chunk (the landing page carries only its own).
 * - Hebrew lives in `src/locales/he/*.json`, gathered by `src/locales/he/index.ts` and loaded in one chunk the
 *   first time Hebrew is chosen or detected; a key missing there falls back to its English text.
 * - Catalogues are ICU MessageFormat (plurals, select, numbers), compiled at build time (vite-catalogs.ts).
 * - The language is the stored choice of this browser, else the browser's languages, else English; a signed-in
 *   student's choice is kept on the server (`user.language`) and wins when it is set.
 */
import type { Language } from '@studypilot/core';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { I18nProvider, Trans as LinguiTrans, useLingui } from '@lingui/react';
import * as React from 'react';

export type { Language };
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', he: 'עברית' };
export const SUPPORTED: readonly Language[] = ['en', 'he'];

const STORAGE_KEY = 'studypilot-language';
type Values = Record<string, unknown>;

export const isLanguage = (value: unknown): value is Language => SUPPORTED.includes(value as Language);

/** The stored choice of this browser, else the first supported language of the browser, else English. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked: fall through to the browser's languages.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'he' || base === 'iw') return 'he';
    if (base === 'en') return 'en';
  }
  return 'en';
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept across visits when storage is blocked; the session's language still applies.
  }
}

export const directionOf = (language: Language) => (language === 'he' ? 'rtl' : 'ltr');

let hebrew: Promise<void> | null = null;
function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve(); // English texts come with the code that shows them
  hebrew ??= import('@/locales/he').then(
    (m) => i18n.load('he', m.messages),
    (err: unknown) => {
      hebrew = null;
      throw err;
    },
  );
  return hebrew;
}

function switchTo(language: Language) {
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}

/** Loads the language's catalogue if needed, switches every text, and sets `<html lang dir>`. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  switchTo(language);
}

/** English, synchronously: tests and the first render never wait (Hebrew start-up awaits `activateLanguage`). */
if (!i18n.locale) {
  i18n.load('en', {});
  switchTo('en');
}

export { i18n };

/** Lingui's provider around the app; every `useT()` re-renders when the language changes. */
export function LanguageProvider({ children }: { children: React.ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate<K extends string> = (key: K, values?: Values) => string;

/**
 * The texts of one namespace: `en` is its English catalogue (the JSON file), which types the keys and is the
 * fallback. `useT()` inside components (re-renders on a language change); `t()` elsewhere (toasts, titles).
 */
export function defineMessages<const C extends Record<string, string>>(namespace: string, en: C) {
  type K = Extract<keyof C, string>;
  const descriptor = (key: K, values?: Values): MessageDescriptor => ({
    id: `${namespace}.${key}`,
    // Compiled at build time (an array), ICU text in tests and dev; Lingui takes either as the fallback.
    message: en[key] as unknown as string,
    values,
  });
  const t: Translate<K> = (key, values) => i18n._(descriptor(key, values));
  function useT(): Translate<K> {
    const { i18n: live } = useLingui();
    return React.useCallback<Translate<K>>(
      (key, values) => live._(descriptor(key, values)),
      [live, live.locale],
    );
  }
  /**
   * A text with markup or elements: `<0>practice tests</0>` in the catalogue takes `components[0]` as its
   * element, and a value may be an element (a name in `<bdi>`).
   */
  function Trans({
    k,
    values,
    components,
  }: {
    k: K;
    values?: Values;
    components?: Record<string, React.ReactElement>;
  }) {
    const d = descriptor(k, values);
    return <LinguiTrans id={d.id!} message={d.message} values={values} components={components} />;
  }
  return { t, useT, Trans, descriptor };
}

/** The active language, for components that lay out or format by it. */
export function useLanguage(): Language {
  const { i18n: live } = useLingui();
  return isLanguage(live.locale) ? live.locale : 'en';
}

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/**
 * The locale Intl formats with: the browser's own variant of the active language when it has one (en-GB
 * dates for a British browser), else the language itself. Never a fixed 'en-US'.
 */
export function intlLocale(language: Language = currentLanguage()): string {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.find((tag) => tag?.toLowerCase().split('-')[0] === language) ?? language;
}
