/** Open-ended questions on central concepts, and key-idea grading. */
import type { GeneratedQuestion, GenerateRequest, GradeResult } from '../types.ts';
import type { Corpus, Sentence, Term } from './analysis.ts';
import { HEBREW_UNIT_WORD, contentKeys, hasHebrewText, isolated, normalizeSpace } from './util.ts';

export function buildOpenQuestions(corpus: Corpus, req: GenerateRequest, limit: number): GeneratedQuestion[] {
  const he = corpus.language === 'he';
  const out: GeneratedQuestion[] = [];
  const usedSentences = new Set<number>();
  const usedTerms = new Set<string>();
  // central concepts: best-scored terms, spread over documents
  const perDoc = new Map<number, Term[]>();
  for (const t of corpus.termList) {
    if (t.freq < 2) continue;
    const home = [...t.docs][0]!;
    const l = perDoc.get(home) ?? [];
    l.push(t);
    perDoc.set(home, l);
  }
  // central concepts first: terms with a defining sentence, then multi-word terms, by score
  const central = (t: Term) =>
    t.score *
    (t.sentences.some((i) => corpus.sentences[i]!.definitional && corpus.sentences[i]!.usable) ? 1.6 : 1) *
    (t.words > 1 ? 1.2 : 1);
  for (const l of perDoc.values()) l.sort((a, b) => central(b) - central(a));
  const order: Term[] = [];
  const lists = [...perDoc.values()];
  for (let r = 0; order.length < corpus.termList.length && r < 200; r++)
    for (const l of lists) if (l[r]) order.push(l[r]!);
  for (const term of order) {
    if (out.length >= limit) break;
    if ([...usedTerms].some((u) => u.includes(term.key) || term.key.includes(u))) continue;
    const sents = term.sentences
      .map((i) => corpus.sentences[i]!)
      .filter((s) => s.usable && !usedSentences.has(s.index))
      .sort((a, b) => rankSentence(b) - rankSentence(a));
    const main = sents[0];
    if (!main) continue;
    // the sample answer: the main sentence and up to two nearby sentences about the same concept
    const support = [
      main,
      ...sents
        .filter((s) => s !== main && s.doc === main.doc && Math.abs(s.index - main.index) <= 12)
        .sort((a, b) => Math.abs(a.index - main.index) - Math.abs(b.index - main.index))
        .slice(0, 2),
    ].sort((a, b) => a.index - b.index);
    const { ideas, fromTerms } = keyIdeas(corpus, term, support);
    if (ideas.length < 2 || fromTerms < 1) continue;
    const doc = corpus.documents[main.doc]!;
    const name = term.singular ?? term.plural ?? term.key;
    let text: string;
    if (he) {
      text =
        req.difficulty === 'easy'
          ? `מהו "${name}" לפי "${isolated(doc.name)}"? הסבירו במילים שלכם.`
          : req.difficulty === 'medium'
            ? `הסבירו את המושג "${name}" ואת הקשר שלו ל"${ideas[0]}".`
            : `נתחו את תפקידו של "${name}" ב"${isolated(doc.name)}": כיצד הוא קשור ל"${ideas[0]}" ול"${ideas[1]}", ומדוע זה חשוב?`;
    } else {
      text =
        req.difficulty === 'easy'
          ? `According to "${doc.name}", what is "${name}"? Explain in your own words.`
          : req.difficulty === 'medium'
            ? `Explain "${name}" as presented in "${doc.name}", and how it relates to "${ideas[0]}".`
            : `Analyze the role of "${name}" in "${doc.name}": how does it connect to "${ideas[0]}" and "${ideas[1]}", and why does that matter?`;
    }
    const sample = support.map((s) => s.text).join(' ');
    out.push({
      type: 'open-ended',
      text,
      options: null,
      correctAnswer: sample,
      explanation: he
        ? `תשובה מלאה מתייחסת ל: ${ideas.join(', ')}. המקור: "${isolated(doc.name)}", ${HEBREW_UNIT_WORD[doc.unitKind] ?? doc.unitKind} ${main.unit}.`
        : `A complete answer covers: ${ideas.join('; ')}. Source: "${doc.name}", ${doc.unitKind} ${main.unit}.`,
      source: {
        documentId: doc.id,
        documentName: doc.name,
        unitKind: doc.unitKind,
        unit: main.unit,
        quote: main.text,
      },
      keyIdeas: ideas,
    });
    for (const s of support) usedSentences.add(s.index);
    usedTerms.add(term.key);
  }
  return out;
}

function rankSentence(s: Sentence): number {
  return (
    (s.definitional ? 2 : 0) +
    (s.causal ? 1 : 0) +
    (s.words >= 10 && s.words <= 35 ? 1 : 0) -
    (s.negated ? 0.5 : 0)
  );
}

function keyIdeas(corpus: Corpus, term: Term, support: Sentence[]): { ideas: string[]; fromTerms: number } {
  const found = new Map<string, { text: string; score: number }>();
  const termWords = new Set(term.key.split(' '));
  for (const s of support) {
    for (let i = 0; i < s.tokens.length; i++) {
      for (let len = 3; len >= 1; len--) {
        if (i + len > s.tokens.length) continue;
        const key = s.tokens
          .slice(i, i + len)
          .map((t) => t.key)
          .join(' ');
        const t = corpus.terms.get(key);
        if (!t || t.key.split(' ').some((w) => termWords.has(w))) continue;
        const text = t.singular ?? t.plural ?? key;
        const prev = found.get(key);
        if (!prev) found.set(key, { text, score: t.score });
        break;
      }
    }
  }
  const ideas = [...found.values()].sort((a, b) => b.score - a.score).map((x) => x.text);
  // drop ideas contained in a longer idea
  const contains = (long: string, short: string) => long.toLowerCase().includes(short.toLowerCase());
  const kept = ideas.filter(
    (x, i) => !ideas.some((y, j) => j !== i && y.length > x.length && contains(y, x)),
  );
  const fromTerms = kept.length;
  if (kept.length < 3) {
    // fall back to salient content words of the support sentences (nouns and adjectives where tagged)
    for (const s of support)
      for (const t of s.tokens)
        if (
          !t.isNumber &&
          t.text.length >= 5 &&
          (t.pos === 'X' || t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ') &&
          (t.pos === 'X' || t.pos === 'PROPN' || t.text === t.text.toLowerCase()) &&
          contentKeys(t.text).length &&
          !termWords.has(t.key) &&
          kept.length < 4
        )
          if (!kept.some((k) => contains(k, t.text.slice(t.prefix.length))))
            kept.push(t.text.slice(t.prefix.length).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  }
  return { ideas: kept.slice(0, 5), fromTerms };
}

function tokenMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 4) return false;
  const need = Math.max(4, Math.ceil(n * 0.75));
  return a.slice(0, need) === b.slice(0, need);
}

/** Grades an open answer by how many key ideas it covers. */
export function gradeOpen(question: GeneratedQuestion, answer: string | null): GradeResult {
  const he = hasHebrewText(question.text);
  const ideas = question.keyIdeas?.length ? question.keyIdeas : deriveIdeas(question.correctAnswer);
  const text = normalizeSpace(answer ?? '');
  if (!text) {
    return {
      score: 0,
      correct: false,
      feedback: he ? 'לא ניתנה תשובה.' : 'No answer was given.',
      covered: [],
      missed: ideas,
    };
  }
  const ans = contentKeys(text);
  const covered: string[] = [];
  const missed: string[] = [];
  for (const idea of ideas) {
    const ik = contentKeys(idea);
    if (ik.length === 0) continue;
    const hit = ik.filter((k) => ans.some((a) => tokenMatch(a, k))).length / ik.length;
    (hit >= 0.5 ? covered : missed).push(idea);
  }
  const total = covered.length + missed.length || 1;
  let score = Math.round((100 * covered.length) / total);
  const wordsGiven = text.split(/\s+/).length;
  if (wordsGiven < 5) score = Math.min(score, 40);
  const correct = score >= 60;
  const feedback = he
    ? covered.length === total
      ? 'תשובה מלאה: כל הרעיונות המרכזיים מופיעים.'
      : `${covered.length ? `התייחסת ל: ${covered.join(', ')}. ` : ''}חסר: ${missed.join(', ')}.`
    : covered.length === total
      ? 'Complete answer: it covers all the key ideas.'
      : `${covered.length ? `You covered ${covered.join(', ')}. ` : ''}Missing: ${missed.join(', ')}.`;
  return { score, correct, feedback, covered, missed };
}

function deriveIdeas(sample: string): string[] {
  const counts = new Map<string, number>();
  for (const k of contentKeys(sample)) if (k.length >= 4) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k]) => k);
}
