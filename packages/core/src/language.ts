import { z } from 'zod';

/** The interface languages (decision 302); English is the default of the interface and of server-written text. */
export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const languageSchema = z.enum(LANGUAGES);

/** A stored or sent language, or the default: an unknown value never breaks server-written text. */
export const languageOrDefault = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
