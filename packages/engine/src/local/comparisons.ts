/**
 * Forms that lecture notes of mathematics state beyond definitions (decision 104, eng-num):
 * - **Convergence compared** (`convergenceComparisons`): "The Trapezium rule converges much faster to the true
 *   value of the integral than the other rules." asks how it converges compared with the others: much faster, much
 *   slower, at the same rate, not at all (one of them is what the material says; the others contradict it).
 * - **A consequence with "therefore"** (`consequences`): "Interpolatory polynomials are unique and therefore square
 *   Vandermonde matrices are invertible." asks "... are unique and therefore which matrices are invertible?", the
 *   distractors other matrices of the material that it never calls invertible (nor names near the word).
 * English only; each is asked once per sentence and builds without a draw.
 */
import type { Corpus, Sentence, Term } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { hasFormula } from './formula.ts';
import { contentKeys } from '../text.ts';
import { seeded } from './statement-options.ts';
import { escapeRegExp } from './util.ts';

const upper1 = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const lower1 = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

// -------------------------------------------------------------------------------- convergence compared

/** "The Trapezium rule converges much faster to the true value of the integral than the other rules." */
const CONVERGES =
  /^(?:The\s+)?([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s+(converges|decays)\s+(much\s+|significantly\s+|far\s+)?(faster|slower)\s+((?:to|in|for|towards)\s+[^,;]{3,60}?\s+)?than\s+([^,;]{3,50}?)\s*\.$/;

interface Convergence {
  s: Sentence;
  subject: string;
  verb: string;
  degree: string;
  faster: boolean;
  rest: string;
  other: string;
}

function convergences(corpus: Corpus): Convergence[] {
  const out: Convergence[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.negated || hasFormula(s.text)) continue;
    const m = CONVERGES.exec(s.text.trim());
    if (!m) continue;
    // the subject is a term of the material, not a pronoun or "this approximation"
    const subject = m[1]!;
    if (!corpus.terms.has(subject.toLowerCase()) || /^(?:this|that|it|these|they)\b/i.test(subject)) continue;
    out.push({
      s,
      subject,
      verb: m[2]!.replace(/s$/, ''),
      degree: (m[3] ?? '').trim(),
      faster: m[4] === 'faster',
      rest: (m[5] ?? '').trim(),
      other: m[6]!,
    });
  }
  return out;
}

/** "the other rules", "the previous method", "these methods", "the others": a side the sentence does not name. */
const ANAPHORIC_OTHER =
  /^(?:the\s+)?(?:other|previous|preceding|earlier|former|above|remaining|aforementioned|these|those|such)\b|^(?:them|the\s+others|others)$/i;

/**
 * The compared side a sentence leaves to its context ("than the other rules"), named from the sentences just before
 * it in its unit: the material's terms of the same head noun ("rule") there but the subject, as the material writes
 * them, with a hyphenated modifier it gives ("the right-sided rectangular rule and ... the left-sided rectangular
 * rule" gives "the right-sided and left-sided rectangular rules"). The side as written when it names itself; null
 * when the context names no such term, or names several where the sentence says one ("the previous method").
 */
function comparedSide(corpus: Corpus, c: Convergence): string | null {
  const other = c.other.trim();
  if (!ANAPHORIC_OTHER.test(other)) return other;
  const words = other.toLowerCase().split(/\s+/);
  const last = words[words.length - 1]!;
  if (/^(?:them|others|ones?)$/.test(last)) return null;
  const plural = /s$/.test(last) && !/ss$/.test(last);
  const head = singularOf(last);
  const subj = c.subject.toLowerCase();
  const window = corpus.sentences.filter(
    (o) => o.doc === c.s.doc && o.unit === c.s.unit && o.index < c.s.index && o.index >= c.s.index - 6,
  );
  // per term of the head noun: the modifiers the window gives it ("right-sided", "left-sided"), in order
  const named = new Map<string, { shown: string; modifiers: string[] }>();
  for (const t of corpus.termList) {
    const ws = t.key.split(' ');
    if (ws.length < 2 || ws[ws.length - 1] !== head) continue;
    if (t.key === subj || subj.includes(t.key) || t.key.includes(subj)) continue;
    if (!ws.every((w) => /^[a-z][\w'-]*$/.test(w))) continue;
    const re = new RegExp(
      `(?:\\b([a-z]+(?:-[a-z]+)+)\\s+)?\\b(${ws.map(escapeRegExp).join('\\s+')})s?\\b`,
      'gi',
    );
    for (const o of window)
      for (const m of o.text.matchAll(re)) {
        const e = named.get(t.key) ?? { shown: lower1(m[2]!), modifiers: [] };
        // as the material writes the term inside a sentence ("Gaussian elimination", not a sentence's "Rectangular")
        if ((m.index ?? 0) > 0) e.shown = m[2]!;
        if (m[1] && !e.modifiers.includes(m[1].toLowerCase())) e.modifiers.push(m[1].toLowerCase());
        named.set(t.key, e);
      }
  }
  // a term inside another named one ("rectangular rule" of "interpolatory rectangular rule") is that one
  const keys = [...named.keys()].filter(
    (k) => ![...named.keys()].some((j) => j !== k && j.endsWith(` ${k}`)),
  );
  if (!keys.length || keys.length > 3) return null;
  const shownOf = (k: string) => {
    const e = named.get(k)!;
    const text = e.shown;
    const many = e.modifiers.length;
    // a name with a possessive takes no article ("Newton's method")
    if (!many) return { text: /^[A-Z][a-z]+'s\b/.test(text) ? text : `the ${text}`, count: 1 };
    if (many === 1) return { text: `the ${e.modifiers[0]} ${text}`, count: 1 };
    const mods = `${e.modifiers.slice(0, -1).join(', ')} and ${e.modifiers[e.modifiers.length - 1]}`;
    return { text: `the ${mods} ${pluralOfPhrase(text)}`, count: many };
  };
  const sides = keys.map(shownOf);
  const count = sides.reduce((n, x) => n + x.count, 0);
  // "the previous method" is one: the window must name exactly one
  if (!plural && count !== 1) return null;
  return sides.length === 1
    ? sides[0]!.text
    : `${sides
        .slice(0, -1)
        .map((x) => x.text)
        .join(', ')} and ${sides[sides.length - 1]!.text}`;
}

const pluralOfPhrase = (p: string) => {
  const ws = p.split(' ');
  ws.push(pluralOf(ws.pop()!));
  return ws.join(' ');
};

function convergenceQuestion(corpus: Corpus, c: Convergence): Draft | null {
  // the material says nothing the other way round of the subject
  const subj = c.subject.toLowerCase();
  const against = c.faster ? /\bslower\b/i : /\bfaster\b/i;
  if (
    corpus.sentences.some(
      (o) =>
        o.doc === c.s.doc &&
        o.index !== c.s.index &&
        o.text.toLowerCase().includes(subj) &&
        against.test(o.text),
    )
  )
    return null;
  // the stem names what the subject is compared with, or the question is not asked
  const other = comparedSide(corpus, c);
  if (!other) return null;
  const word = (f: boolean) => (f ? 'faster' : 'slower');
  // a scale of rates a student who half-knows could pick, each contradicting the material (none contradicting the
  // stem's own premise that it converges): "much faster" against "only slightly faster", "at about the same rate",
  // "much slower"; without a degree, "faster" against "slower", "much slower" and "at about the same rate"
  const key = c.degree ? upper1(`${c.degree} ${word(c.faster)}`) : upper1(word(c.faster));
  const distractors = c.degree
    ? [`Only slightly ${word(c.faster)}`, 'At about the same rate', upper1(`${c.degree} ${word(!c.faster)}`)]
    : [upper1(word(!c.faster)), `Much ${word(!c.faster)}`, 'At about the same rate'];
  const theSubject = /^[A-Z]{2,}|^[A-Z][a-z]+'s\b/.test(c.subject) ? c.subject : `the ${c.subject}`;
  const rest = c.rest ? ` ${c.rest}` : '';
  return {
    form: 'comparison',
    stem: `According to the material, how does ${theSubject} ${c.verb}${rest} compared with ${other}?`,
    key,
    distractors,
    doc: c.s.doc,
    unit: c.s.unit,
    quote: c.s.text.trim(),
    why: `The material says ${theSubject} ${c.verb}s ${lower1(key)}${rest} than ${c.other}${
      other !== c.other ? ` (${other})` : ''
    }.`,
  };
}

// ---------------------------------------------------------------------------------- consequences

/** "Interpolatory polynomials are unique and therefore square Vandermonde matrices are invertible." */
const THEREFORE =
  /^([A-Z][a-z]+(?:\s+[a-z][\w-]*){1,8}?)\s+(?:and\s+)?(?:therefore|hence|thus)\s+((?:[A-Za-z][\w-]*\s+){0,3}([a-z]+))\s+(are|is)\s+([a-z]{4,}(?:\s+[a-z]{4,})?)\s*\.$/;

interface Consequence {
  s: Sentence;
  premise: string;
  key: string;
  head: string;
  verb: string;
  property: string;
}

function consequences(corpus: Corpus): Consequence[] {
  const out: Consequence[] = [];
  for (const s of corpus.sentences) {
    if (!s.usable || s.negated || hasFormula(s.text)) continue;
    const m = THEREFORE.exec(s.text.trim());
    if (!m) continue;
    // a premise that stands alone: no pronoun, no "we"
    if (/\b(?:this|that|it|they|these|those|we|our|us)\b/i.test(m[1]!)) continue;
    out.push({ s, premise: m[1]!, key: m[2]!.trim(), head: m[3]!, verb: m[4]!, property: m[5]! });
  }
  return out;
}

const singularOf = (w: string) => w.replace(/ices$/, 'ix').replace(/ies$/, 'y').replace(/s$/, '');

function consequenceQuestion(corpus: Corpus, c: Consequence): Draft | null {
  const plural = c.verb === 'are';
  const head = singularOf(c.head.toLowerCase());
  const keyWords = new Set(contentKeys(c.key).map(singularOf));
  // "inver" of "invertible" reads "inverse" too ("orthogonal if its inverse is its transpose")
  const stemOf = (w: string) => w.slice(0, Math.max(5, Math.ceil(w.length / 2)));
  const propStems = c.property.split(' ').map(stemOf);
  const saysProperty = (o: Sentence) => propStems.some((p) => o.text.toLowerCase().includes(p));
  // a sentence that names the property and those before it: a term there may have it ("Orthogonal matrices are
  // important for a number of reasons. ... They are trivially invertible.")
  const near = new Set<number>();
  for (const o of corpus.sentences)
    if (o.doc === c.s.doc && o.index !== c.s.index && saysProperty(o))
      for (let i = o.index - 12; i <= o.index + 2; i++) near.add(i);
  const pool: { text: string; score: number }[] = [];
  for (const t of corpus.termList) {
    const ws = t.key.split(' ');
    if (ws.length < 2 || ws[ws.length - 1] !== head) continue;
    // a term of another word than the key's: "square matrix" beside "square Vandermonde matrices" would read as
    // a part of the key
    if (ws.slice(0, -1).some((w) => keyWords.has(w))) continue;
    if (propStems.some((p) => t.key.includes(p))) continue;
    if (t.sentences.some((i) => near.has(i) || corpus.sentences[i]?.doc !== c.s.doc)) continue;
    if (t.sentences.length < 2) continue;
    const text = textOf(corpus, t, plural);
    if (!text) continue;
    pool.push({ text, score: t.score });
  }
  pool.sort((a, b) => b.score - a.score);
  const distractors = pickThree(
    pool.map((p) => p.text),
    c.key,
    seeded(c.s.text),
  );
  if (!distractors) return null;
  const which = plural ? pluralOf(head) : head;
  return {
    form: 'cause-effect',
    stem: `According to the material, ${lower1(c.premise)} and therefore which ${which} ${c.verb} ${c.property}?`,
    key: c.key,
    distractors,
    doc: c.s.doc,
    unit: c.s.unit,
    quote: c.s.text.trim(),
    why: `The material deduces this of ${c.key} only; it says nothing of the kind of the others.`,
  };
}

const pluralOf = (w: string) =>
  /ix$/.test(w) ? w.replace(/ix$/, 'ices') : /[^aeiou]y$/.test(w) ? w.replace(/y$/, 'ies') : `${w}s`;

function textOf(corpus: Corpus, t: Term, plural: boolean): string | null {
  const ws = t.key.split(' ');
  if (!ws.every((w) => /^[a-z][a-z-]+$/.test(w))) return null;
  const last = ws.pop()!;
  const shown = plural
    ? (t.plural ?? [...ws, pluralOf(last)].join(' '))
    : (t.singular ?? [...ws, last].join(' '));
  // lower case, as in a sentence, unless the material writes the first word capitalised inside a sentence
  // ("Vandermonde matrices", not "Upper triangular matrices" read off a sentence start)
  const proper = t.sentences.some((i) => corpus.sentences[i]?.text.includes(` ${shown}`));
  return proper ? shown : lower1(shown);
}

// ------------------------------------------------------------------------------------------- candidates

export function comparisonCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const c of convergences(corpus))
    out.push({
      form: 'comparison',
      score: 0.85,
      doc: c.s.doc,
      unit: c.s.unit,
      sentences: [c.s.index],
      topics: [c.subject.toLowerCase()],
      quote: c.s.text,
      build: () => convergenceQuestion(corpus, c),
    });
  for (const c of consequences(corpus))
    out.push({
      form: 'cause-effect',
      score: 0.85,
      doc: c.s.doc,
      unit: c.s.unit,
      sentences: [c.s.index],
      topics: [c.key.toLowerCase()],
      quote: c.s.text,
      build: () => consequenceQuestion(corpus, c),
    });
  return out;
}
