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

/** A math letter as PDFs write it (𝑎, 𝐿, ℝ, ε): math alphanumerics, number sets, Greek; or LaTeX-like scripts. */
const MATH_MARK_RE = /[\u{1D400}-\u{1D7FF}\u2102\u2115\u2119\u211A\u211D\u2124\u210E\u0391-\u03C9_^]/u;

const MATH_WORDS = new Set(['lim', 'sin', 'cos', 'tan', 'log', 'ln', 'exp', 'max', 'min', 'sup', 'inf']);

/**
 * A formula inside Hebrew text, wrapped as a left-to-right isolate (LRI ... PDI) so that a right-to-left page shows
 * its brackets, relations and operands in their order ("(𝑎_𝑛)/(𝑏_𝑛) ⟶ 𝐿/𝑀", not "𝐿/𝑀 ⟶ (𝑏_𝑛)/(𝑎_𝑛)"). The
 * spaces around it are inside the isolate: the gate still reads a formula the material writes on a line of its own
 * as that formula, and the web's math reader still finds and typesets it. Write it without spaces around it
 * (`isolateMath` does).
 */
export function ltrIsolated(formula: string): string {
  return `\u2066 ${formula.trim()} \u2069`;
}

/** A span a text already isolates: a name (FSI ... PDI) or a formula (LRI ... PDI). */
const ISOLATED_SPAN_RE = /[\u2066-\u2068][^\u2066-\u2069]*\u2069/gu;

/**
 * Hebrew text with each stretch of math in it (a run between two Hebrew words that holds a math letter or a
 * script: "lim_{𝑛→∞} 𝑎_𝑛 = 𝐿, lim_{𝑛→∞} 𝑏_𝑛 = 𝑀") wrapped by `ltrIsolated`, without the spaces, a joining
 * hyphen ("ש-") or the sentence's punctuation at its ends. Numbers, a run with a name in Latin letters and the spans
 * already isolated (a file name, a formula) are left as they are; the text between those spans is read on its own.
 * A text whose isolates do not pair up is left as it is.
 */
export function isolateMath(text: string): string {
  if (!/[\u2066-\u2069]/u.test(text)) return isolateRuns(text);
  const spans = [...text.matchAll(ISOLATED_SPAN_RE)];
  if (/[\u2066-\u2069]/u.test(text.replace(ISOLATED_SPAN_RE, ''))) return text;
  let out = '';
  let at = 0;
  for (const m of spans) {
    out += isolateRuns(text.slice(at, m.index)) + m[0];
    at = m.index + m[0].length;
  }
  return out + isolateRuns(text.slice(at));
}

function isolateRuns(text: string): string {
  return text.replace(/[^\u0590-\u05FF]+/gu, (run) => {
    const lead = /^(?:[\s\-–"'״׳:;,!?]|\.(?!\d))*/u.exec(run)![0];
    const rest = run.slice(lead.length);
    const trail = /[\s.,;:!?"'״׳]*$/u.exec(rest)![0];
    const core = rest.slice(0, rest.length - trail.length);
    if (!core || !MATH_MARK_RE.test(core) || !bracketsNest(core)) return run;
    // a name in Latin letters beside the math ("Rolle, 𝑓′(𝑐) = 0") is no part of a formula: left as written
    if ((core.match(/[A-Za-z]{2,}/gu) ?? []).some((w) => !MATH_WORDS.has(w))) return run;
    return `${lead.trimEnd()}${ltrIsolated(core)}${trail.trimStart()}`;
  });
}

/**
 * A finished Hebrew question as the student reads it (decision 106): each formula of its stem, options, explanation
 * and open model answer an LTR isolate (`isolateMath`), so that an export or a plain-text view with the plain bidi
 * algorithm shows "{𝑎_𝑛}_{𝑛=1}^∞" in its order, not reversed inside the right-to-left sentence. The quote is left as
 * the document writes it (the gate finds it in the cited unit), and so are the key ideas grading reads. A question
 * whose stem has no Hebrew is returned as it is.
 */
export function isolateQuestionMath<
  Q extends {
    type: string;
    text: string;
    options: string[] | null;
    correctAnswer: string;
    explanation: string;
  },
>(q: Q): Q {
  if (!hasHebrewText(q.text)) return q;
  const option = (o: string) => {
    const m = /^([A-D]\)\s*)([\s\S]*)$/u.exec(o);
    return m ? m[1]! + isolateMath(m[2]!) : isolateMath(o);
  };
  return {
    ...q,
    text: isolateMath(q.text),
    options: q.options ? q.options.map(option) : q.options,
    explanation: typeof q.explanation === 'string' ? isolateMath(q.explanation) : q.explanation,
    correctAnswer:
      q.type === 'open-ended' && typeof q.correctAnswer === 'string'
        ? isolateMath(q.correctAnswer)
        : q.correctAnswer,
  };
}

/**
 * Text without the formula isolates `ltrIsolated` wrote, as the material writes it: a space inside an isolate stays
 * unless a hyphen, a quote or a bracket comes before it or the sentence's punctuation after it ("אם⁦ 𝑎_𝑛 → 𝐿 ⁩אז"
 * -> "אם 𝑎_𝑛 → 𝐿 אז", "מתקיים:⁦ ∀𝜀 > 0 ⁩." -> "מתקיים: ∀𝜀 > 0.", "ש-⁦ 𝑓(𝑎) ⁩." -> "ש-𝑓(𝑎).").
 */
export function withoutMathIsolates(text: string): string {
  return text.replace(
    /\u2066( ?)([^\u2066-\u2069]*?)( ?)\u2069/gu,
    (_m, lead: string, core: string, trail: string, at: number, all: string) =>
      `${at > 0 && !/[\s\-–"'״׳([{]/u.test(all[at - 1]!) ? lead : ''}${core}${
        at + _m.length < all.length && !/[\s.,;:!?"'״׳)\]}]/u.test(all[at + _m.length]!) ? trail : ''
      }`,
  );
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
