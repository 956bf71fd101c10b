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
import { contentKeys } from '../text.ts';
import { seeded } from './statement-options.ts';

const FORMULA_RE = /zqm[a-p]+q/i;
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
    if (!s.usable || s.negated || FORMULA_RE.test(s.text)) continue;
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
  const deg = c.degree ? `${upper1(c.degree)} ` : '';
  const word = (f: boolean) => (f ? 'faster' : 'slower');
  const key = upper1(`${deg}${word(c.faster)}`);
  // none of the words of the quote but the key's (the gate: the quote supports the key only)
  const distractors = [
    upper1(`${deg}${word(!c.faster)}`),
    'At about the same rate',
    c.verb === 'converge' ? 'It diverges' : 'It grows',
  ];
  const theSubject = /^[A-Z]{2,}|^[A-Z][a-z]+'s\b/.test(c.subject) ? c.subject : `the ${c.subject}`;
  const rest = c.rest ? ` ${c.rest}` : '';
  return {
    form: 'comparison',
    stem: `According to the material, how does ${theSubject} ${c.verb}${rest} compared with ${c.other}?`,
    key,
    distractors,
    doc: c.s.doc,
    unit: c.s.unit,
    quote: c.s.text.trim(),
    why: `The material says ${theSubject} ${c.verb}s ${lower1(key)}${rest} than ${c.other}.`,
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
    if (!s.usable || s.negated || FORMULA_RE.test(s.text)) continue;
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
