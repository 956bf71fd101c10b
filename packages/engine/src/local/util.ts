export { contentKeys, normalizeSpace } from '../text.ts';
export function hasHebrewText(s: string): boolean {
  return /[\u05D0-\u05EA]/u.test(s);
}

/**
 * A left-to-right name (a file name, say) inside Hebrew text, wrapped in Unicode isolates (FSI ... PDI) so its
 * dots, digits and quotation marks do not reorder the right-to-left sentence around it.
 */
export function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}

/** The Hebrew word for a document's unit: page, slide or section. */
export const HEBREW_UNIT_WORD: Record<string, string> = { page: 'עמוד', slide: 'שקף', section: 'סעיף' };

/** How an explanation names the cited unit: the section heading when the unit has one, else "page 3". */
export function unitLabel(
  doc: { unitKind: string; units: { number: number; title?: string }[] },
  unit: number,
  hebrew: boolean,
): string {
  const title = doc.units.find((u) => u.number === unit)?.title?.trim();
  if (title) return hebrew ? `סעיף "${isolated(title)}"` : `section "${title}"`;
  return hebrew ? `${HEBREW_UNIT_WORD[doc.unitKind] ?? doc.unitKind} ${unit}` : `${doc.unitKind} ${unit}`;
}

/** The unit's heading for `source.unitTitle`, when it has one. */
export function unitTitleOf(
  doc: { units: { number: number; title?: string }[] },
  unit: number,
): string | undefined {
  return doc.units.find((u) => u.number === unit)?.title?.trim() || undefined;
}

/** Hebrew gender/number class of a noun phrase, by the ending of its first word (the construct head). */
export function hebrewClass(phrase: string): 'pl' | 'f' | 'm' {
  const w = phrase.trim().split(/\s+/)[0] ?? '';
  if (/(ים|ות)$/u.test(w)) return 'pl';
  if (/(ה|ת)$/u.test(w)) return 'f';
  return 'm';
}

/**
 * Whether the sentence around a number's blank writes the key's number itself ("just as multiplication by _____
 * shifts base-10 digits": 10; readers at ce923dc and 2078f1c rated it trivial): the stem gives the value away.
 */
export function stemHoldsNumber(stem: string, key: string): boolean {
  const num = key.match(/\d+(?:[.,]\d+)?/)?.[0];
  if (!num) return false;
  return new RegExp(`(?<![\\d.,])${num.replace(/[.,]/g, '[.,]')}(?![\\d]|[.,]\\d)`).test(stem);
}

/**
 * A builder that is a pure function of the sentences already used, made once per answer it depends on: it asks
 * `used.has` only, and a later call whose set answers each of its questions as before gets the same result without
 * building again (the draws of a request, and later requests, build the material's fixed candidates once). A
 * builder that reads the set otherwise (its size, its members) is never memoised.
 */
export function builtOnce<T>(build: (used: ReadonlySet<number>) => T): (used: ReadonlySet<number>) => T {
  const kept: { asked: [number, boolean][]; out: T }[] = [];
  let plain = true;
  return (used) => {
    if (plain) for (const k of kept) if (k.asked.every(([i, was]) => used.has(i) === was)) return k.out;
    const asked: [number, boolean][] = [];
    let other = false;
    const view = new Proxy(used, {
      get(set, p) {
        if (p === 'has')
          return (i: number) => {
            const was = set.has(i);
            asked.push([i, was]);
            return was;
          };
        other = true;
        const v: unknown = Reflect.get(set, p, set);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(set) : v;
      },
    });
    const out = build(view);
    if (other) plain = false;
    if (plain && kept.length < BUILDS_KEPT) kept.push({ asked, out });
    return out;
  };
}
const BUILDS_KEPT = 8;

/** Round, curly and square brackets that each open before they close and all close ("}𝑀 = max{" does not). */
export function bracketsNest(t: string): boolean {
  for (const [o, c] of [
    ['(', ')'],
    ['{', '}'],
    ['[', ']'],
  ] as const) {
    let depth = 0;
    for (const ch of t) {
      if (ch === o) depth++;
      else if (ch === c && --depth < 0) return false;
    }
    if (depth !== 0) return false;
  }
  return true;
}

/** `s` as a literal inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
