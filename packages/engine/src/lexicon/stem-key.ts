import { stemmer } from 'stemmer';

/** The key of a word or phrase in the lexicon: Porter stems of its words, lower case ("inner products" -> "inner product"). */
export function stemKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => stemmer(w.replace(/['’]s$/u, '').replace(/['’]/gu, '')))
    .join(' ');
}
