/**
 * The Hebrew catalogue, loaded in one chunk the first time Hebrew is used (`activateLanguage`): every
 * `<namespace>.json` beside this file, each with the same keys as its English twin in ../en
 * (test/catalogues.test.ts).
 */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

export const messages = Object.fromEntries(
  Object.entries(files).flatMap(([path, texts]) => {
    const ns = path.slice(2, -'.json'.length);
    return Object.entries(texts).map(([key, text]) => [`${ns}.${key}`, text]);
  }),
) as Record<string, string>;
