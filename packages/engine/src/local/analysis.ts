/**
 * Reads the documents into sentences, tokens and terms.
 * English: wink-nlp part-of-speech tags give noun-phrase terms. Hebrew and other languages: a statistical
 * path (word n-grams counted over the material, vocabulary-aware prefix stripping).
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { SourceDocument } from '../types.ts';
import { NEGATIVE_RE } from '../quality.ts';
import { checkpoint } from '../types.ts';
import {
  cleanText,
  HE_STOPWORDS,
  EN_STOPWORDS,
  isHebrewWord,
  normalizeSpace,
  splitSentences,
  stripHebrewPrefix,
  wordKey,
} from '../text.ts';

let nlpInstance: ReturnType<typeof winkNLP> | null = null;
export function nlp() {
  nlpInstance ??= winkNLP(model);
  return nlpInstance;
}

export interface Tok {
  text: string;
  start: number;
  end: number;
  /** Normalised key (lemma for English, prefix-stripped for Hebrew). */
  key: string;
  pos: string;
  isNumber: boolean;
  plural: boolean;
  /** Hebrew prefix letters attached to the word. */
  prefix: string;
}
export interface Sentence {
  index: number;
  doc: number;
  unit: number;
  text: string;
  tokens: Tok[];
  words: number;
  /** Usable as a question stem: clean prose of reasonable length. */
  usable: boolean;
  negated: boolean;
  definitional: boolean;
  causal: boolean;
}
export interface Term {
  key: string;
  /** Display forms by plurality. */
  singular?: string;
  plural?: string;
  words: number;
  freq: number;
  docs: Set<number>;
  units: Set<string>;
  proper: boolean;
  hebrew: boolean;
  score: number;
  sentences: number[];
}
export interface Corpus {
  language: string;
  documents: SourceDocument[];
  sentences: Sentence[];
  terms: Map<string, Term>;
  termList: Term[];
  totalWords: number;
  unitWords: Map<string, number>;
}

const GENERIC = new Set(
  (
    'thing things way ways part parts case cases example examples number numbers time times type types kind kinds form ' +
    'lot lots use fact point points result results section sections chapter chapters page pages figure figures table ' +
    'tables slide slides lecture lectures question questions answer answers note notes course courses today end ' +
    'beginning start order sort set line lines word words term terms name names item items list lists step steps ' +
    'problem problems idea ideas reason reasons place places person people day days year years week weeks side sides ' +
    'level levels issue issues area areas information data value values amount amounts other others something ' +
    'anything everything nothing someone anyone everyone course rest whole half couple bit version versions aspect ' +
    'aspects approach approaches method methods detail details purpose purposes addition difference differences ' +
    'following first second third last next previous change changes group groups effect effects work view fig eq ' +
    'equation equations exercise exercises homework solution solutions proof definition theorem lemma remark ' +
    'http https www com org pdf ' +
    // LaTeX commands left in Markdown or notes ("\\frac", "\\mathbf") and math operators: never a term
    'frac dfrac tfrac sqrt mathbf mathrm mathcal mathbb textbf textit text cdot cdots ldots dots infty leq geq ' +
    'neq approx partial nabla lim max min argmax argmin exp sum prod'
  ).split(/\s+/),
);
/** Course logistics, never a concept to ask about, alone or as the head of a compound ("problem sheet"). */
const LOGISTICS = new Set(
  (
    'lab labs sheet sheets demo demos tutorial tutorials assignment assignments quiz quizzes exam exams midterm ' +
    'midterms syllabus lecturer lecturers instructor instructors ta tas handout handouts ones'
  ).split(/\s+/),
);
const GENERIC_ADJ = new Set(
  (
    'other several many new different such first same various certain following next previous last main simple ' +
    'single given specific particular general important own whole entire current possible real actual good better ' +
    'best great little few more most much less least some any each every several additional further total full ' +
    'above below former latter usual common typical only'
  ).split(/\s+/),
);

const NEG_RE =
  /\b(not|no|never|none|cannot|n't|neither|nor|without)\b|n't\b|(?<!\p{L})(לא|אין|אינו|אינה|אינם|אף|ואין|ולא|שלא|שאין)(?!\p{L})/iu;
const DEF_EN_RE =
  /^(?:(?:the|a|an)\s+)?(.{2,60}?)\s+(?:is|are|refers to|is defined as|are defined as|means|is called|denotes|represents)\s+/i;
const DEF_HE_RE = /(?:^|\s)(?:הוא|היא|הם|הן|זהו|זוהי|נקרא|נקראת|נקראים|מוגדר|מוגדרת|מוגדרים|פירושו)\s/u;
const CAUSE_RE =
  /\b(because|therefore|thus|hence|consequently|leads? to|results? in|causes?|caused by|due to|so that|in order to)\b|(^|\s)(כי|לכן|מכיוון|משום|בגלל|גורם|גורמת|כתוצאה|עקב)(\s|$)/iu;

const REFERS_ELSEWHERE_RE =
  /\b(?:figures?|fig\.|listings?|tables?|equations?|eqs?\.|exhibits?|charts?|diagrams?|appendix|screenshots?|sections?|chapters?|definitions?|theorems?|lemmas?|examples?)\s*\(?\d|\b(?:in|of|from) this (?:section|chapter|appendix|lecture|lab|course|class|demo|video|notebook|tutorial|module|unit)\b|^(?:these|those) (?:two|three)\b|\b(?:outside|beyond) (?:of )?the scope\b|\b(?:shown|see|listed|given|illustrated|described)\s+(?:above|below)\b|^(?:hint|exercise|problem|solution|answer|proof|note|example)\s*\d*\s*[:.]|(?<!\p{L})(?:איור|טבלה|תרשים|שרטוט|דוגמה|תרגיל|רמז)\s*\d/iu;

function usableSentence(text: string, language: string, wordCount: number): boolean {
  if (wordCount < 6 || wordCount > 45) return false;
  if (text.length > 320) return false;
  const nonSpace = text.replace(/\s/g, '');
  const letters = (nonSpace.match(/\p{L}/gu) ?? []).length;
  if (letters / Math.max(1, nonSpace.length) < 0.78) return false;
  if ((text.match(/[=<>{}\\$|^_~#*`[\]]/g) ?? []).length > 0) return false;
  if (/[\p{Sm}\u{1D400}-\u{1D7FF}\u2200-\u22FF]/u.test(text)) return false;
  if (/\d[\u05D0-\u05EA]|[\u05D0-\u05EA]\d/u.test(text)) return false;
  if (/https?:|www\.|@|\.{3,}|…|\. \./.test(text)) return false;
  // a word hyphenated at a line end and joined to another column's text ("al- Thus"), or left broken ("al- ready")
  if (/\p{L}- \p{L}/u.test(text)) return false;
  if (/\?\s*$/.test(text) || /:\s*$/.test(text)) return false;
  if (language === 'en' && !/^["'(]?[A-Z0-9]/.test(text)) return false;
  if (/^\d+[,)]/.test(text)) return false; // a fragment starting with a stray number (two-column PDFs)
  // A list item's own number ("3- A circle can be drawn..."): the item reads as part of a list, not on its own.
  if (/^\d+\s*[-–]\s/u.test(text)) return false;
  // Not self-contained: it points at a numbered figure, listing, table, section or equation the student does not
  // see, at material above or below, at the course itself ("in this lab", "outside the scope"), or it is an
  // exercise's hint or instruction.
  if (REFERS_ELSEWHERE_RE.test(text)) return false;
  if (!/[.!;]["')]?\s*$/u.test(text) && language !== 'he') return false;
  // Mostly single letters or fragments: skip
  return true;
}

function blocksOf(text: string): string[] {
  const cleaned = cleanText(text);
  const blocks: string[] = [];
  for (const raw of cleaned.split(/\n\s*\n|\f/)) {
    let current: string[] = [];
    for (const line of raw.split('\n')) {
      const l = line.trim();
      if (!l) continue;
      // A bullet or numbered line starts a new block; a short line without end punctuation is a heading.
      if (/^([-*•▪●◦–]|\d+[.)]\s|\d{1,2}\s?[-–]\s|[a-z][.)]\s)/u.test(l) && current.length) {
        blocks.push(current.join(' '));
        current = [];
      }
      // Bullets and list numbers ("3- ", "3. ", "3) ") are dropped: the item is quoted without them.
      current.push(l.replace(/^([-*•▪●◦–]\s*|\d{1,2}\s?[-–.)]\s+(?=\p{Lu}))/u, ''));
      if (l.length < 40 && !/[.,;:]$/.test(l) && current.length === 1 && !/[.!?]/.test(l)) {
        blocks.push(current.join(' '));
        current = [];
      }
    }
    if (current.length) blocks.push(current.join(' '));
  }
  return blocks.map(normalizeSpace).filter(Boolean);
}

function englishSentences(block: string): { text: string; tokens: Tok[] }[] {
  const n = nlp();
  const its = n.its;
  const doc = n.readDoc(block);
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const pos = all.out(its.pos) as string[];
  const lemma = all.out(its.lemma as unknown as typeof its.value) as string[];
  const types = all.out(its.type) as string[];
  const spaces = all.out(its.precedingSpaces) as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  const out: { text: string; tokens: Tok[] }[] = [];
  for (const [from, to] of spans) {
    let text = '';
    const tokens: Tok[] = [];
    for (let i = from; i <= to; i++) {
      if (pos[i] === 'SPACE' || types[i] === 'tabCRLF') continue; // line breaks between joined blocks
      if (tokens.length > 0 && spaces[i]) text += ' ';
      const start = text.length;
      text += values[i];
      const norm = values[i]!.toLowerCase();
      const lem = (lemma[i] ?? norm).toLowerCase();
      tokens.push({
        text: values[i]!,
        start,
        end: text.length,
        key: types[i] === 'number' ? norm.replace(/,/g, '') : lem,
        pos: pos[i]!,
        isNumber: types[i] === 'number',
        plural: pos[i] === 'NOUN' && norm !== lem && /s$/.test(norm),
        prefix: '',
      });
    }
    if (tokens.length) out.push({ text, tokens });
  }
  return out;
}

function statisticalSentences(
  block: string,
  vocab: ReadonlyMap<string, number>,
): { text: string; tokens: Tok[] }[] {
  return splitSentences(block).map((text) => {
    const tokens: Tok[] = [];
    for (const m of text.matchAll(
      /[\p{L}\p{M}][\p{L}\p{M}\p{N}'"-]*[\p{L}\p{M}\p{N}]|[\p{L}]|\d+(?:[.,]\d+)*/gu,
    )) {
      const w = m[0];
      const isNumber = /^\d/.test(w);
      const { prefix, stem } = isNumber ? { prefix: '', stem: w } : stripHebrewPrefix(w, vocab);
      tokens.push({
        text: w,
        start: m.index!,
        end: m.index! + w.length,
        key: isNumber ? w.replace(/,/g, '') : wordKey(stem, vocab),
        pos: isNumber ? 'NUM' : 'X',
        isNumber,
        plural: false,
        prefix,
      });
    }
    return { text, tokens };
  });
}

export async function analyze(
  documents: SourceDocument[],
  language: string,
  signal: AbortSignal | undefined,
  onDoc: (done: number, total: number, name: string) => void,
): Promise<Corpus> {
  const sentences: Sentence[] = [];
  const unitWords = new Map<string, number>();
  let totalWords = 0;
  // Vocabulary for prefix stripping (statistical path).
  const vocab = new Map<string, number>();
  if (language !== 'en') {
    for (const d of documents)
      for (const u of d.units)
        for (const m of cleanText(u.text).matchAll(/[\p{L}\p{M}]+/gu)) {
          const w = m[0].toLowerCase();
          vocab.set(w, (vocab.get(w) ?? 0) + 1);
        }
  }
  for (let di = 0; di < documents.length; di++) {
    await checkpoint(signal);
    const d = documents[di]!;
    let inReferences = false;
    for (const u of d.units) {
      // Groups of blocks: a references heading starts a new group whose sentences are never used as stems.
      const groups: { text: string[]; references: boolean }[] = [{ text: [], references: inReferences }];
      for (const block of blocksOf(u.text)) {
        if (/^(references|bibliography|works cited|ביבליוגרפיה|מקורות|רשימת מקורות)$/iu.test(block.trim())) {
          inReferences = true;
          groups.push({ text: [], references: true });
        }
        groups[groups.length - 1]!.text.push(block);
      }
      let uw = 0;
      for (const group of groups) {
        if (!group.text.length) continue;
        const joined = group.text.join('\n\n');
        // English: one wink-nlp pass per page (it splits sentences at blank lines too)
        const parts =
          language === 'en' && /[A-Za-z]/.test(joined)
            ? englishSentences(joined)
            : group.text.flatMap((block) => statisticalSentences(block, vocab));
        const inRefs = group.references;
        for (const p of parts) {
          const wc = p.tokens.filter((t) => /\p{L}/u.test(t.text) || t.isNumber).length;
          uw += wc;
          const text = p.text.trim();
          sentences.push({
            index: sentences.length,
            doc: di,
            unit: u.number,
            text,
            tokens: p.tokens,
            words: wc,
            usable:
              !inRefs &&
              usableSentence(text, language, wc) &&
              (language !== 'en' || p.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')),
            negated: NEG_RE.test(text) || NEGATIVE_RE.test(text),
            definitional: language === 'he' ? DEF_HE_RE.test(text) : DEF_EN_RE.test(text),
            causal: CAUSE_RE.test(text),
          });
        }
      }
      unitWords.set(`${di}:${u.number}`, uw);
      totalWords += uw;
    }
    onDoc(di + 1, documents.length, d.name);
  }
  await checkpoint(signal);
  const terms = language === 'en' ? englishTerms(sentences) : statisticalTerms(sentences, language);
  const termList = [...terms.values()].sort((a, b) => b.score - a.score);
  return { language, documents, sentences, terms, termList, totalWords, unitWords };
}

function addOccurrence(
  terms: Map<string, Term>,
  key: string,
  display: string,
  plural: boolean,
  nWords: number,
  s: Sentence,
  proper: boolean,
  hebrew: boolean,
) {
  let t = terms.get(key);
  if (!t) {
    t = {
      key,
      words: nWords,
      freq: 0,
      docs: new Set(),
      units: new Set(),
      proper,
      hebrew,
      score: 0,
      sentences: [],
    };
    terms.set(key, t);
  }
  t.freq++;
  t.docs.add(s.doc);
  t.units.add(`${s.doc}:${s.unit}`);
  if (t.sentences[t.sentences.length - 1] !== s.index) t.sentences.push(s.index);
  // prefer the lower-case form when a word was also seen capitalised (headings, sentence starts)
  const better = (old: string | undefined) =>
    old === undefined || (old !== display && old.toLowerCase() === display) ? display : old;
  if (plural) t.plural = better(t.plural);
  else t.singular = better(t.singular);
  if (!proper) t.proper = false;
}

const cleanWord = (w: string) => /^[\p{L}][\p{L}\p{N}-]*$/u.test(w) && w.length >= 2;

function englishTerms(sentences: Sentence[]): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const s of sentences) {
    const toks = s.tokens;
    let i = 0;
    while (i < toks.length) {
      if (!['ADJ', 'NOUN', 'PROPN'].includes(toks[i]!.pos)) {
        i++;
        continue;
      }
      let j = i;
      while (j < toks.length && ['ADJ', 'NOUN', 'PROPN'].includes(toks[j]!.pos)) j++;
      // run [i, j): trim to end on a noun
      let end = j;
      while (end > i && !['NOUN', 'PROPN'].includes(toks[end - 1]!.pos)) end--;
      let start = i;
      while (start < end && (GENERIC_ADJ.has(toks[start]!.key) || EN_STOPWORDS.has(toks[start]!.key)))
        start++;
      if (end > start) {
        const run = toks.slice(start, end);
        if (run.every((t) => cleanWord(t.text) && !EN_STOPWORDS.has(t.text.toLowerCase()))) {
          for (let len = 1; len <= Math.min(3, run.length); len++) {
            const span = run.slice(run.length - len);
            if (span[0]!.pos === 'ADJ' && len === 1) continue;
            if (GENERIC_ADJ.has(span[0]!.key)) continue;
            const head = span[span.length - 1]!;
            if (LOGISTICS.has(head.key) || LOGISTICS.has(head.text.toLowerCase())) continue;
            if (
              len === 1 &&
              (GENERIC.has(head.key) || GENERIC.has(head.text.toLowerCase()) || head.text.length < 3)
            )
              continue;
            if (GENERIC.has(head.key) && len === 2 && span[0]!.pos === 'ADJ') continue;
            const key = span.map((t) => t.key).join(' ');
            const proper = span.every((t) => t.pos === 'PROPN');
            const display = span
              .map((t) =>
                t.pos === 'PROPN' || /^[A-Z0-9-]{2,}$/.test(t.text) ? t.text : t.text.toLowerCase(),
              )
              .join(' ');
            addOccurrence(terms, key, display, head.plural, len, s, proper, false);
          }
        }
      }
      i = j;
    }
  }
  return scoreTerms(terms);
}

function statisticalTerms(sentences: Sentence[], language: string): Map<string, Term> {
  const terms = new Map<string, Term>();
  // Languages without a stop-word list: words that occur in many sentences, or short frequent words, are
  // treated as function words (a statistical stop-word list).
  const functionWords = new Set<string>();
  if (language !== 'he') {
    const df = new Map<string, number>();
    for (const s of sentences)
      for (const k of new Set(s.tokens.map((t) => t.key))) df.set(k, (df.get(k) ?? 0) + 1);
    const n = sentences.length;
    for (const [k, c] of df) if ((c >= 3 && c > n * 0.06) || (k.length <= 3 && c >= 2)) functionWords.add(k);
  }
  // Noun evidence for other languages: the word is seen right after a function word (an article, a preposition).
  const afterFunction = new Set<string>();
  if (language !== 'he')
    for (const s of sentences)
      for (let i = 1; i < s.tokens.length; i++)
        if (functionWords.has(s.tokens[i - 1]!.key)) afterFunction.add(s.tokens[i]!.key);
  // Noun evidence for the statistical path: a Hebrew word seen with the definite article (ה, וה, בה, לה...).
  const definite = new Set<string>();
  // Stronger than a bare ה (which is also the relative "that" before verbs and adjectives): a fused preposition
  // (ב, ל, כ, with or without the article; מה), or the word right after את / של / על / עם / אל.
  for (const s of sentences)
    s.tokens.forEach((t, i) => {
      const prev = s.tokens[i - 1]?.text;
      if (/^ו?([בלכ]|[בלמכ]ה)$/u.test(t.prefix) || (prev !== undefined && /^(את|של|על|עם|אל)$/u.test(prev)))
        definite.add(t.key);
    });
  const mathLike = (w: string) =>
    /[\u{1D400}-\u{1D7FF}]/u.test(w) || /^(lim|sup|inf|max|min|sin|cos|tan|log|ln|exp|mod|det)$/i.test(w);
  const isContent = (t: Tok) =>
    !t.isNumber &&
    !functionWords.has(t.key) &&
    t.text.length >= 2 &&
    !HE_STOPWORDS.has(t.text) &&
    !HE_STOPWORDS.has(t.key) &&
    !EN_STOPWORDS.has(t.text.toLowerCase()) &&
    /^\p{L}/u.test(t.text) &&
    !/^\p{Lu}$/u.test(t.text);
  for (const s of sentences) {
    const toks = s.tokens;
    for (let i = 0; i < toks.length; i++) {
      for (let len = 1; len <= 3 && i + len <= toks.length; len++) {
        const span = toks.slice(i, i + len);
        if (!span.every(isContent)) break;
        // Only the first word of an n-gram may carry a prefix, except the definite article inside a construct.
        if (span.slice(1).some((t) => t.prefix && t.prefix !== 'ה')) break;
        if (len === 1 && span[0]!.key.length < 3) continue;
        const mixedScript = new Set(span.map((t) => isHebrewWord(t.text))).size > 1;
        if (mixedScript || span.some((t) => mathLike(t.text))) break;
        const heb = isHebrewWord(span[0]!.text);
        if (!heb && span.some((t) => t.text.length < 3)) continue;
        // every Hebrew word of a term must have been seen with the definite article somewhere (noun evidence)
        if (heb && !span.every((t) => definite.has(t.key))) continue;
        if (
          !heb &&
          language !== 'he' &&
          (!afterFunction.has(span[0]!.key) || span.some((t) => t.text.length <= 3))
        )
          continue;
        const key = span.map((t) => t.key).join(' ');
        const display = span.map((t, k) => (k === 0 ? t.text.slice(t.prefix.length) : t.text)).join(' ');
        addOccurrence(terms, key, display, false, len, s, false, isHebrewWord(span[0]!.text));
      }
    }
  }
  return scoreTerms(terms);
}

function scoreTerms(terms: Map<string, Term>): Map<string, Term> {
  for (const [k, t] of terms) {
    const minFreq = 2;
    if (t.freq < minFreq || t.sentences.length < 2) {
      terms.delete(k);
      continue;
    }
    t.score = Math.log(1 + t.freq) * (1 + 0.6 * (t.words - 1)) * (1 + 0.2 * Math.min(t.units.size, 5));
  }
  // A sub-term that almost only appears inside one longer term adds nothing on its own.
  for (const t of terms.values()) {
    if (t.words < 2) continue;
    for (const sub of [t.key.split(' ').slice(1).join(' '), t.key.split(' ').slice(0, -1).join(' ')]) {
      const st = terms.get(sub);
      if (st && st.freq <= t.freq * 1.2) terms.delete(sub);
    }
  }
  return terms;
}
