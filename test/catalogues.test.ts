// The web app's message catalogues (issue 15, decision 302):  every English namespace has a Hebrew twin with the same keys, every
// message is valid ICU, the Hebrew one uses the same placeholders and markup, and it is actually Hebrew.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../packages/core/src/auth-messages.ts';
import { COURSE_MESSAGES } from '../packages/core/src/courses.ts';
import { GENERATION_ROTATING_MESSAGES, TEST_MESSAGES } from '../packages/core/src/practice-tests.ts';

const dir = fileURLToPath(new URL('../apps/web/src/locales', import.meta.url));
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`${dir}/${lang}/${ns}.json`, 'utf8')) as Record<string, string>;
const namespaces = readdirSync(`${dir}/en`)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

/** Argument names and <0>-style tags a message uses. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content')
        for (const m of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${m[1]}>`);
      if (token.type === 'argument' || token.type === 'function') found.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

// Brand and format names that read the same in Hebrew.
const SAME_IN_HEBREW = new Set([
  'common.appName',
  'auth.emailPlaceholder',
  'exports.footer',
  'feedback.ratingTitle',
]);

describe('message catalogues', () => {
  it('has the namespaces of the app', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'landing']));
  });

  it.each([
    ['auth', AUTH_MESSAGES],
    ['courses', COURSE_MESSAGES],
    ['practiceTests', TEST_MESSAGES],
    [
      'practiceTests',
      Object.fromEntries(GENERATION_ROTATING_MESSAGES.map((text, i) => [`rotating${i}`, text])),
    ],
    ['submissions', TEST_MESSAGES],
  ] as const)("keeps core's spec texts word for word in the English %s catalogue", (ns, texts) => {
    const en = read('en', ns);
    for (const [key, text] of Object.entries(texts)) if (key in en) expect(en[key], key).toBe(text);
    expect(Object.keys(texts).filter((key) => key in en).length).toBeGreaterThan(3);
  });

  describe.each(namespaces)('%s', (ns) => {
    const en = read('en', ns);
    const he = read('he', ns);

    it('has the same keys in Hebrew as in English', () => {
      expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    });

    it('parses as ICU, with the same placeholders and markup in both languages', () => {
      for (const key of Object.keys(en)) {
        expect(shape(he[key] ?? ''), `${ns}.${key}`).toEqual(shape(en[key]!));
      }
    });

    it('is written in Hebrew', () => {
      for (const [key, text] of Object.entries(he)) {
        if (SAME_IN_HEBREW.has(`${ns}.${key}`)) continue;
        expect(text, `${ns}.${key}`).toMatch(/[\u05d0-\u05ea]/);
      }
    });
  });
});
