/**
 * Characterisation theorems of numerical linear algebra (decision 104, eng-numerical): "A matrix A is symmetric
 * positive definite if and only if it has a Cholesky factorisation A = LL⊤" asks "a matrix is symmetric positive
 * definite if and only if it has which factorisation?", the distractors the other factorisations the material
 * names (PLU, QR, LU): a property of a matrix held if and only if one factorisation exists is a central result,
 * and the sentence is usually kept out of the other forms for its formula.
 */
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';

/** The property and the factorisation of "A matrix [A [∈ C^{n×n}]] is P if and only if it has a(n) F factorisation". */
const IFF =
  /^(?:An?|Every)\s+(matrix|function|polynomial)(?:\s+[A-Z](?:\s*∈\s*\S+)?)?\s+is\s+([a-z][a-z -]{2,60}?)\s+if and only if it has an?\s+([A-Z][A-Za-z]*|[A-Z]{2,4})\s+(factori[sz]ation|decomposition)\b/;
/** The factorisations the material names ("Cholesky factorisation", "PLU factorisation"). */
const NAMED = /\b([A-Z][a-z]+|[A-Z]{2,4})\s+(factori[sz]ation|decomposition)s?\b/g;
/** Words capitalised at a sentence start or in a title, not names of a factorisation. */
const NOT_NAME = new Set([
  'The',
  'This',
  'That',
  'Such',
  'Our',
  'Any',
  'Each',
  'Every',
  'Reduced',
  'Full',
  'Matrix',
]);

interface Characterisation {
  s: Sentence;
  noun: string;
  property: string;
  name: string;
  word: string;
  /** The statement itself, without the formula after it. */
  quote: string;
}

function characterisations(corpus: Corpus): Characterisation[] {
  const out: Characterisation[] = [];
  for (const s of corpus.sentences) {
    const m = IFF.exec(s.text.trim());
    if (!m) continue;
    // "symmetric positive definite", not "such that ..." nor a symbol
    if (/\b(?:such|that|where|with|for)\b/.test(m[2]!)) continue;
    out.push({ s, noun: m[1]!, property: m[2]!.trim(), name: m[3]!, word: m[4]!, quote: m[0] });
  }
  return out;
}

/** Names of factorisations in one document, with how often the material names them. */
function namesIn(corpus: Corpus, doc: number, word: string): Map<string, number> {
  const n = new Map<string, number>();
  for (const s of corpus.sentences) {
    if (s.doc !== doc) continue;
    for (const m of s.text.matchAll(NAMED)) {
      if (m[2]!.slice(0, 7) !== word.slice(0, 7) || NOT_NAME.has(m[1]!)) continue;
      // "reverse Cholesky factorisation" is another factorisation than the Cholesky one
      const before = s.text.slice(0, m.index).trimEnd();
      if (/\b(?:reverse|reduced|full|block|incomplete|partial)$/i.test(before)) continue;
      n.set(m[1]!, (n.get(m[1]!) ?? 0) + 1);
    }
  }
  return n;
}

function question(corpus: Corpus, c: Characterisation): Draft | null {
  const names = namesIn(corpus, c.s.doc, c.word);
  const said = characterisations(corpus).filter((o) => o.s.doc === c.s.doc);
  const distractors = [...names]
    .filter(([name, k]) => name !== c.name && k >= 2)
    // a factorisation the material also says characterises the property would be a second correct option
    .filter(([name]) => !said.some((o) => o.name === name && o.property === c.property))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => `${name} ${c.word}`);
  if (distractors.length < 3) return null;
  const article = /^[aeiou]/.test(c.noun) ? 'an' : 'a';
  return {
    form: 'term-from-definition',
    stem: `According to the material, ${article} ${c.noun} is ${c.property} if and only if it has which ${c.word}?`,
    key: `${c.name} ${c.word}`,
    distractors,
    doc: c.s.doc,
    unit: c.s.unit,
    quote: c.quote,
    why: `The material states this of the ${c.name} ${c.word} only; the others are other ${c.word}s it names.`,
  };
}

export function characterisationCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  return characterisations(corpus).map((c) => ({
    form: 'term-from-definition' as const,
    score: 0.9,
    doc: c.s.doc,
    unit: c.s.unit,
    sentences: [c.s.index],
    topics: [c.name.toLowerCase(), c.property.toLowerCase()],
    quote: c.quote,
    build: () => question(corpus, c),
  }));
}
