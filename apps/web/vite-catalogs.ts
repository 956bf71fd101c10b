/**
 * Message catalogues are compiled at build time (decision 302): every `src/locales/<language>/<namespace>.json`
 * is turned from ICU text into Lingui's compiled form before Vite's JSON plugin makes a module of it, so the
 * production bundle carries no message parser (Lingui compiles at run time only outside production).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

export const CATALOGUE_FILE = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;

export function compileCatalogue(source: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'studypilot-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('?') || !CATALOGUE_FILE.test(id)) return null; // ?raw and the like stay as they are
      return { code: JSON.stringify(compileCatalogue(code)), map: null };
    },
  };
}
