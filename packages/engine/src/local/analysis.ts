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
import { hasFormula } from './formula.ts';
import { hebrewDefinition, withoutReciprocals } from './hebrew.ts';
import { discoursePhrase, type HebrewAgreement, sameHebrewAgreement } from './shape.ts';
import { numberedRuns } from './numbered.ts';
import {
  cleanText,
  HE_STOPWORDS,
  EN_STOPWORDS,
  isHebrewWord,
  normalizeSpace,
  splitSentences,
  stripCitations,
  stripHebrewPrefix,
  wordKey,
} from '../text.ts';

let nlpInstance: ReturnType<typeof winkNLP> | null = null;
/** The first id wink-nlp gives a word outside its lexicon (ids of unknown words grow from there as they are read). */
let lexiconEnd = -1;
/**
 * The English model with the annotations the engine reads: sentences, parts of speech and lemmas (tokens, types and
 * spaces come with every pipe). Named entities, negation and sentiment are not read: without them a document is
 * read about 30% faster, with the same tokens, tags, lemmas and sentences (issue 11).
 */
export function nlp() {
  if (!nlpInstance) {
    nlpInstance = winkNLP(model, ['sbd', 'pos']);
    lexiconEnd = (nlpInstance.readDoc('qxzqvjkw').tokens().out(nlpInstance.its.uniqueId) as number[])[0] ?? 0;
  }
  return nlpInstance;
}
/** Whether wink-nlp's lexicon holds the (lower-case) word, whatever the documents read before. */
export function inLexicon(low: string): boolean {
  const n = nlp();
  return ((n.readDoc(low).tokens().out(n.its.uniqueId) as number[])[0] ?? lexiconEnd) < lexiconEnd;
}

/** The keys of the spans of 1, 2 and 3 tokens that start at token i (as many as the sentence has), shortest first. */
export function spanKeys(toks: readonly Tok[], i: number): string[] {
  const keys: string[] = [];
  for (let len = 1; len <= 3 && i + len <= toks.length; len++)
    keys.push(len === 1 ? toks[i]!.key : `${keys[len - 2]!} ${toks[i + len - 1]!.key}`);
  return keys;
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
  /** The nearest heading above the sentence in its unit (or the unit's title). */
  heading?: string;
  /** Index of the block (paragraph, list item, heading) the sentence comes from, within the corpus. */
  block: number;
  /** Why the sentence may not be asked about, when it may not (debris, logistics, speaker turn, pointer...). */
  reject?: string;
  /**
   * How central the sentence is to the material, 0..1 (decision 104): the weight of the material's terms it
   * states things about (terms that recur across units count fully), definitions, heading words, laws and
   * results; lowered by citations and data-set counts. Set after the terms are known.
   */
  centrality: number;
}
/** An enumeration: bullets under a heading or lead-in, or an inline "X include A, B and C". */
export interface ListGroup {
  doc: number;
  unit: number;
  /** What the items are (the heading or the lead-in's noun phrase), as written. */
  topic: string;
  items: string[];
  /** The passage as quoted: the lead-in and the items. */
  quote: string;
  /** The sentence index of the first item, when the list is inline (one sentence). */
  sentence?: number;
  /**
   * The lead-in sentence the lines follow ("We are required to:"), when the list was read from lines after a
   * lead-in rather than bullets under a heading; the topic is then the lead's subject or run-in label when it
   * names a kind ("Public Health and Safety Activities"), else the lead itself and `quoted` is set.
   */
  lead?: string;
  /** The stem quotes the lead ("which of these does the material list after "We are required to:"?"). */
  quoted?: boolean;
}
/** "X is a ...", "X: ...", "X הוא ..." */
export interface Definition {
  sentence: number;
  /** The defined term as written (no article), and its key. */
  term: string;
  termKey: string;
  /** What the material says it is, without the copula ("a set of rules that ..."). */
  body: string;
  /** The first noun of the body ("set", "organelle"): definitions of the same kind make good distractors. */
  genus: string;
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
  lists: ListGroup[];
  definitions: Definition[];
  /** Pairs the material uses interchangeably ("Transmission Control Protocol (TCP)"): never key and distractor. */
  aliases: Map<string, Set<string>>;
  /** Words that label speaker turns or line labels ("ALICE:", "Q:") in the material: never terms. */
  labels: Set<string>;
  /** Names of people, places and organisations the material mentions (lower case): never keys or distractors. */
  names: Set<string>;
  /** Word counts of the material (Hebrew and other languages; empty for English): prefix stripping, construct state. */
  vocab: Map<string, number>;
}

/** A term that is a name: always capitalised, every word a proper noun in Title Case (not "SpiderMonkey", "TCP"). */
function isNameTerm(t: Term): boolean {
  if (!t.proper || t.hebrew) return false;
  const text = t.singular ?? t.plural ?? '';
  return /^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*$/.test(text);
}

/** Whether a phrase is a name the material mentions (a person, a place, an organisation). */
export function isName(corpus: Pick<Corpus, 'names'>, text: string): boolean {
  return corpus.names.has(text.trim().toLowerCase());
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
/**
 * A modifier that makes no kind of thing ("other", "good", "contemporary", "multiple"): a phrase opening with it
 * ("good news", "multiple variables") is no term and no subject to ask about.
 */
export function isGenericModifier(word: string): boolean {
  const w = word.toLowerCase();
  return GENERIC_ADJ.has(w) || EN_STOPWORDS.has(w);
}

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
    'above below former latter usual common typical only ' +
    // evaluative or time-bound words: "good news", "contemporary processors", "multiple variables"
    'bad nice contemporary modern multiple numerous recent old huge tiny interesting easy hard difficult useful ' +
    'obvious nice wonderful amazing certain respective corresponding appropriate relevant necessary sufficient ' +
    'known unknown entire particular similar like unlike ordinary existing related'
  ).split(/\s+/),
);

/**
 * A negation, English or Hebrew. The Hebrew words are read only in a text with a Hebrew letter: one pattern of both
 * tried its Hebrew lookbehind at every position of every English sentence.
 */
const NEG_EN_RE = /\b(not|no|never|none|cannot|n't|neither|nor)\b|n't\b/iu;
const NEG_HE_RE = /(?<!\p{L})(לא|אין|אינו|אינה|אינם|אף|ואין|ולא|שלא|שאין)(?!\p{L})/iu;
const HEBREW_LETTER_RE = /[\u05D0-\u05EA]/;
const negationIn = (text: string) =>
  NEG_EN_RE.test(text) || (HEBREW_LETTER_RE.test(text) && NEG_HE_RE.test(text));
const DEF_EN_RE =
  /^(?:(?:the|a|an)\s+)?(.{2,60}?)\s+(?:is|are|refers to|is defined as|are defined as|means|is called|denotes|represents)\s+/i;
const DEF_HE_RE = /(?:^|\s)(?:הוא|היא|הם|הן|זהו|זוהי|נקרא|נקראת|נקראים|מוגדר|מוגדרת|מוגדרים|פירושו)\s/u;
/** A cause or a consequence, English or Hebrew (the Hebrew words only in a text with a Hebrew letter). */
const CAUSE_EN_RE =
  /\b(because|therefore|thus|hence|consequently|leads? to|results? in|causes?|caused by|due to|so that|in order to)\b/iu;
const CAUSE_HE_RE = /(^|\s)(כי|לכן|מכיוון|משום|בגלל|גורם|גורמת|כתוצאה|עקב)(\s|$)/iu;
const causeIn = (text: string) =>
  CAUSE_EN_RE.test(text) || (HEBREW_LETTER_RE.test(text) && CAUSE_HE_RE.test(text));

const REFERS_ELSEWHERE_RE =
  /\b(?:figures?|fig\.|listings?|tables?|equations?|eqs?\.|exhibits?|charts?|diagrams?|appendix|screenshots?|sections?|chapters?|definitions?|theorems?|lemmas?|examples?)\s*\(?\d|\b(?:in|of|from) this (?:section|chapter|appendix|lecture|lab|course|class|demo|video|notebook|tutorial|module|unit)\b|^(?:these|those) (?:two|three)\b|\b(?:outside|beyond) (?:of )?the scope\b|\b(?:shown|see|listed|given|illustrated|described)\s+(?:above|below)\b|^(?:hint|exercise|problem|solution|answer|proof|note|example)\s*\d*\s*[:.]|(?<!\p{L})(?:איור|טבלה|תרשים|שרטוט|דוגמה|תרגיל|רמז)\s*\d/iu;

/** A sentence that points at an earlier section or lecture of the course. */
const EARLIER_PART_RE =
  /\b(?:last|previous|earlier|preceding) (?:section|lecture|chapter|class|notes|unit|module)\b|^in (?:these|this) (?:notes|course|module|book) we (?:explored|covered|saw|studied|discussed|introduced|described)\b/i;
/**
 * What "we" did earlier, told in the past ("Moreover, we described ...", "We introduced ..."), and the closing
 * summary of notes ("In these notes we explored ... We further saw that ... We concluded by introducing ...",
 * eng-forms4: its cloze "We concluded by introducing computational techniques for Fourier series and _____" asked
 * what the notes end with, not what they teach).
 */
const RECAP_RE =
  /^(?:(?:moreover|also|furthermore|in addition|besides|finally),?\s+)?we\s+(?:have\s+|had\s+|also\s+|further\s+)?(?:described|introduced|saw|discussed|covered|presented|showed|looked at|defined|studied|explored|concluded)\b/i;

/** Course logistics: deadlines, grading, the class itself. Never a question. */
const LOGISTICS_RE =
  /\b(?:homework|(?:(?:this|your|our|next|each|every|first|second|third|final|weekly|written|programming|graded|homework|lab|class|course) )assignments?|assignments? (?:\d|[A-Z]\b|is due|are due|will be)|due (?:date|on|by|at)|deadlines?|submit|submission|office hours|midterms?|final exam|exams?|quiz(?:zes)?|syllabus|grading|graded|extra credit|instructors?|teaching assistants?|TAs?|recitations?|this (?:course|class|lecture|lab|semester|term|week|session|talk|presentation|tutorial)|next (?:week|lecture|class|session|time)|last (?:week|lecture|class|session|time)|today|tomorrow|yesterday|e-?mail|piazza|moodle|canvas|slides? \d|questions\?|thank you|thanks|(?:the|this|a|our|in|next) (?:lab|labs|problem sheets?|module|worksheet|notebook)|later in the (?:module|course|notes|chapter|book))\b|(?<!\p{L})(?:שיעורי בית|מטלה|מטלות|הגשה|להגיש|מבחן|בחינה|בוחן|ציון|ציונים|מרצה|מתרגל|תרגול|הרצאה הבאה|בהרצאה הקודמת|בשבוע הבא|היום|קישור להקלטה|הקלטה)(?!\p{L})/iu;
/** Pointers at something the student does not see with the question. */
const POINTER_RE =
  /\b(?:aforementioned|as (?:we|I) (?:saw|said|mentioned|discussed|showed|noted)|as (?:mentioned|discussed|shown|noted|described|seen) (?:earlier|before|previously)|(?:the|this|that) (?:previous|preceding|next|following|last|above|same) (?:lemma|theorem|section|example|chapter|slide|figure|equation|definition|proof|corollary|proposition|page|table|listing|paragraph|step|case|exercise|one)|the following|this (?:figure|table|listing|diagram|picture|image|graph|plot|code|example|exercise|program)|here is|here are|shown here|in the (?:figure|picture|image|diagram|table|graph|plot)|on the (?:left|right)|(?:earlier|previous) (?:chapter|section|lecture))\b|(?<!\p{L})(?:לעיל|להלן|כפי שראינו|כפי שאמרנו|בשקף הקודם|בסעיף הקודם|בהרצאה הקודמת|באיור|בטבלה|הבא:|הבאה:|הבאים:|הבאות:)(?!\p{L})/iu;
/**
 * "above"/"below" pointing at the page ("the loss we presented above", "shown below", "as we did above:"), not
 * a comparison ("stay below a fixed number", "a difference above the margin", "below 10%").
 */
export const ABOVE_BELOW_POINTER_RE =
  /\b(?:(?:shown|see|seen|listed|given|described|illustrated|discussed|mentioned|presented|defined|noted|stated|outlined|explained|introduced|did|done|as|from|code|example|figure|table|equation|list|steps|program|output)\s+(?:\w+\s+)?(?:above|below)\b|(?:above|below)\b(?!\s+(?:a|an|the|its|their|his|her|our|your|this|that|zero|one|two|three|four|five|ten|hundred|thousand|some|any|average|normal|half|it|them|\d)\b|\s+\d))/i;
const BULLET_GLYPH_RE = /[■□●○◦▪▫•◆◇►▶➢➤✓✔✗✘❖\uF0A7\uF0B7\uF076\uF0D8\uF0FC]/u;
/** A line label or a speaker turn at the start of a line: "ALICE:", "Q:", "Speaker 2:". */
const LABEL_RE = /^([\p{L}][\p{L}\p{N}.'’-]*(?:\s[\p{L}\p{N}][\p{L}\p{N}.'’-]*){0,2})\s?:\s+\S/u;

function balanced(text: string): boolean {
  // as many openers as closers of each pair, and an even number of straight quotes: counted in one pass
  let round = 0;
  let square = 0;
  let curly = 0;
  let quoted = 0;
  let quotes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28) round++;
    else if (c === 0x29) round--;
    else if (c === 0x5b) square++;
    else if (c === 0x5d) square--;
    else if (c === 0x7b) curly++;
    else if (c === 0x7d) curly--;
    else if (c === 0x201c) quoted++;
    else if (c === 0x201d) quoted--;
    else if (c === 0x22) quotes++;
  }
  return round === 0 && square === 0 && curly === 0 && quoted === 0 && quotes % 2 === 0;
}

const LANGUAGE_NAME_RE = /(?<![\p{L}\p{N}+#])(?:C\+\+|[CF]#)(?![\p{L}\p{N}+#])/gu;

/** Why a sentence may not be a stem or an option (null when it may). */
export function rejectReason(text: string, language: string, wordCount: number): string | null {
  // the names of programming languages "C++", "C#", "F#" are words, not math or symbol debris (eng-en7: the Rust
  // book's "In C++, this pattern ... is sometimes called RAII" was refused as math)
  text = text.replace(LANGUAGE_NAME_RE, 'Cpp');
  if (wordCount < 6 || wordCount > 45) return 'length';
  if (text.length > 320) return 'length';
  const nonSpace = text.replace(/\s/g, '');
  const letters = (nonSpace.match(/\p{L}/gu) ?? []).length;
  if (letters / Math.max(1, nonSpace.length) < 0.78) return 'debris';
  if (/[=<>{}\\$|^_~#*`[\]]/.test(text)) return 'math';
  if (/[\p{Sm}\u{1D400}-\u{1D7FF}\u2200-\u22FF\u0370-\u03FF]/u.test(text)) return 'math';
  if (/\d[\u05D0-\u05EA]|[\u05D0-\u05EA]\d/u.test(text)) return 'math';
  if (/https?:|www\.|@|\.{3,}|…|\. \./.test(text)) return 'debris';
  if (BULLET_GLYPH_RE.test(text)) return 'debris';
  if (!balanced(text)) return 'debris';
  // runs of symbols, page furniture, repeated short tokens ("1 j 1 j 1 j")
  if (/[^\p{L}\p{N}\s'"’”“)(,.;:-]{2,}/u.test(text)) return 'debris';
  if (/\bpage \d+ of \d+\b|(?:^|\s)\d+\s*\/\s*\d+(?:\s|$)/i.test(text)) return 'debris';
  if (/(?:^|\s)(\S{1,2}\s+\S{1,2})(?:\s+\1){1,}(?:\s|$)/u.test(text)) return 'debris';
  // lone single letters (variables, extraction debris): "a", "I", "A" are words; Hebrew one-letter words are
  // prefixes that lost their word
  const loneLetters = text.match(/(?<![\p{L}\p{N}'’.-])\p{L}(?![\p{L}\p{N}'’-])/gu) ?? [];
  if (loneLetters.some((l) => !/^[aAI]$/.test(l))) return 'debris';
  // a word hyphenated at a line end and joined to another column's text ("al- Thus"), or left broken ("al- ready")
  if (/\p{L}- \p{L}/u.test(text)) return 'debris';
  if (/\?\s*$/.test(text) || /:\s*$/.test(text)) return 'question';
  if (language === 'en' && !/^["'(]?[A-Z0-9]/.test(text)) return 'fragment';
  if (/^\d+[,)]/.test(text)) return 'fragment'; // a fragment starting with a stray number (two-column PDFs)
  // A list item's own number ("3- A circle can be drawn..."): the item reads as part of a list, not on its own.
  if (/^\d+\s*[-–]\s/u.test(text)) return 'fragment';
  // Not self-contained: it points at a numbered figure, listing, table, section or equation the student does not
  // see, at material above or below, at the course itself ("in this lab", "outside the scope"), or it is an
  // exercise's hint or instruction.
  if (REFERS_ELSEWHERE_RE.test(text) || POINTER_RE.test(text) || ABOVE_BELOW_POINTER_RE.test(text))
    return 'pointer';
  if (LOGISTICS_RE.test(text)) return 'logistics';
  if (!/[.!;]["')]?\s*$/u.test(text) && language !== 'he') return 'fragment';
  // a piece of a list that ends with ";" ("Kaplan-Meier estimation of survival curves and the log rank test;")
  if (language === 'en' && /;["')]?\s*$/u.test(text)) return 'fragment';
  return null;
}

/**
 * Sentences that need their surroundings to be understood (decision 104, "what is never asked"):
 * - `referent`: an unresolved reference: a demonstrative ("this norm", "these two values", "זהו", "מערכת זו"),
 *   a pronoun or a back-linking connective at the start ("It", "They", "On the other hand", "As a result"),
 *   "the example", "the former", an identifier from a listing or a figure ("s1", "T23,1");
 * - `signpost`: the author announcing the text ("We'll concentrate on", "Let's", "נחזור ל", "נשים לב");
 * - `instruction`: an imperative or a homework instruction ("Begin by examining", "Note that", "חשבו").
 * `tokens` (English, tagged) tell an imperative verb from a noun; without them only the word lists apply.
 */
export function contextReason(
  text: string,
  language: string,
  tokens: readonly Pick<Tok, 'text' | 'pos' | 'key'>[] = [],
): 'referent' | 'signpost' | 'instruction' | null {
  // a numbered section heading run into the sentence ("6.3 Trace Recording The job of ...", "1.2 קטעים נרצה ...")
  if (/^\d+(?:\.\d+)+\.?\s+\S/u.test(text) || /^\d+\s+(?:\p{Lu}\S*\s+){0,5}\p{Lu}\S*:\s/u.test(text))
    return 'referent';
  // a paper's metadata line ("Keywords JavaScript, just-in-time compilation, trace trees.", readers at d03fe16)
  if (
    /^(?:keywords|key words|index terms|general terms|categories and subject descriptors|ccs concepts|acm reference format)\b/i.test(
      text,
    )
  )
    return 'referent';
  if (language === 'he' || /^[^A-Za-z]*[\u05D0-\u05EA]/u.test(text)) {
    if (HE_SECOND_PERSON_RE.test(text)) return 'signpost';
    if (HE_SIGNPOST_RE.test(text)) return 'signpost';
    if (HE_INSTRUCTION_RE.test(text)) return 'instruction';
    // a reciprocal ("זה על זה", "זו בזו") points at nothing outside the sentence
    if (HE_REFERENT_RE.test(withoutReciprocals(text)) || HE_REFERENT_START_RE.test(text)) return 'referent';
    return null;
  }
  if (language !== 'en') return null;
  if (EN_SIGNPOST_RE.test(text)) return 'signpost';
  const first = tokens[0];
  const firstWord = (first?.text ?? /^[A-Za-z']+/.exec(text)?.[0] ?? '').toLowerCase();
  if (
    EN_IMPERATIVES.has(firstWord) &&
    !/^\S+\s+(?:is|are|was|were|of|has|have)\b/i.test(text) &&
    !(first && ['NOUN', 'PROPN', 'ADJ'].includes(first.pos) && ['VERB', 'AUX'].includes(tokens[1]?.pos ?? ''))
  )
    return 'instruction';
  // an imperative verb before its object ("Follow the terms", "Keep your ..."), not a noun-verb pair ("Trace
  // recording can end ...")
  if (
    first &&
    first.pos === 'VERB' &&
    first.text.toLowerCase() === first.key &&
    !/(?:ing|ed)$/i.test(first.text) &&
    ['DET', 'PRON', 'ADP', 'SCONJ', 'CCONJ'].includes(tokens[1]?.pos ?? '')
  )
    return 'instruction';
  // a hypothetical that continues the sentence before ("Any disclosure would be to help prevent a threat.")
  if (/^(?:any|each|every|such an?)\s+[\p{L}-]+\s+(?:would|could|might)\b/iu.test(text)) return 'referent';
  // a relational noun as the subject without what it is of ("In practice, the cost is detectable only ...", "The
  // goal is to form ...": the cost of what? readers at cb71c0a)
  if (RELATIONAL_SUBJECT_RE.test(text)) return 'referent';
  // a method of the passage before ("Using similar computations, we find that ...")
  if (
    /\b(?:similar|the same) (?:computations?|calculations?|reasoning|arguments?|analys[ie]s|steps|methods?|techniques?|measurements?)\b/i.test(
      text,
    )
  )
    return 'referent';
  if (
    EN_REFERENT_START_RE.test(text) ||
    EN_REFERENT_RE.test(text) ||
    EN_IDENTIFIER_RE.test(text) ||
    ABOVE_BELOW_POINTER_RE.test(text) ||
    anaphoricSuch(text, tokens)
  )
    return 'referent';
  // "that" as a determiner before a noun ("that person's involvement")
  for (let i = 0; i + 1 < tokens.length; i++)
    if (
      /^that$/i.test(tokens[i]!.text) &&
      tokens[i]!.pos === 'DET' &&
      // "that location is ...", not a relative "that" before a verb read as a plural noun ("that stores")
      tokens[i + 1]!.pos === 'NOUN' &&
      !/s$/i.test(tokens[i + 1]!.text) &&
      !['DET', 'ADJ', 'NOUN', 'PRON', 'NUM'].includes(tokens[i + 2]?.pos ?? '') &&
      !['VERB', 'AUX', 'ADJ', 'ADV'].includes(tokens[i - 1]?.pos ?? '') &&
      !/^(?:so|such|now|given|assuming)$/i.test(tokens[i - 1]?.text ?? '')
    )
      return 'referent';
  return null;
}

/**
 * "such" before a noun phrase that names things of a kind an earlier sentence gave ("Since such hooks are relatively
 * rare, we embed them directly into the _____", readers at 2d06cb2: which hooks?), anywhere in the sentence as
 * "this"/"these"/"those" are; not "such as", "such that", "as such", nor a noun phrase the sentence itself goes on
 * to say ("such languages as Python", "such values that ..."). "such a"/"such an" are `EN_REFERENT_RE`'s.
 */
const nominalTag = (t: Pick<Tok, 'pos'>) => ['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(t.pos);
function anaphoricSuch(text: string, tokens: readonly Pick<Tok, 'text' | 'pos' | 'key'>[]): boolean {
  const nominal = nominalTag;
  const toks = tokens.filter((t) => t.pos !== 'PUNCT' || /^[,;:.]$/.test(t.text));
  if (toks.length) {
    for (let i = 0; i + 1 < toks.length; i++) {
      if (!/^such$/i.test(toks[i]!.text) || /^as$/i.test(toks[i - 1]?.text ?? '')) continue;
      // the word after "such" heads or opens the noun phrase, however it is tagged ("such hooks" reads as a verb)
      if (/^(?:as|that|an?)$/i.test(toks[i + 1]!.text) || !/^[\p{L}][\p{L}-]*$/u.test(toks[i + 1]!.text))
        continue;
      let j = i + 2;
      while (j < toks.length && j - i <= 4 && nominal(toks[j]!)) j++;
      if (!/^(?:as|that)$/i.test(toks[j]?.text ?? '')) return true;
    }
    return false;
  }
  for (const m of text.matchAll(
    /(?<!\bas\s)\bsuch\s+(?!(?:as|that|an?)\b)[A-Za-z-]+((?:\s+[A-Za-z-]+){0,3})/gi,
  ))
    if (!/\b(?:as|that)\b/i.test(m[1]!)) return true;
  return false;
}

const RELATIONAL_SUBJECT_RE =
  /^(?:[A-Z][a-z]+(?:\s[a-z]+)?,\s+)?the\s+(?:(?:main|key|real|only|big|biggest|overall|net|first|second)\s+)?(?:cost|costs|result|results|effect|goal|aim|problem|advantage|benefit|drawback|disadvantage|overhead|difference|reason|solution|answer|price|impact|penalty|gain|improvement|speedup|slowdown|downside|upside|catch|trick|idea|point|issue|challenge|limitation|consequence|outcome|purpose|intent|intention)\s+(?:is|was|are|were|remains|becomes|became|seems|can|could|will|may|must|should|has|had|lies|comes)\b/i;

const EN_SIGNPOST_RE =
  /\b(?:(?:we|I)(?:'ll|'re going to| will| shall| are going to| am going to)(?: now| then| first| later| next| also| briefly| soon| eventually)? (?:see|discuss|look|consider|develop|go|return|come back|introduce|explore|investigate|cover|learn|study|show|focus|concentrate|begin|start|talk|describe|explain|review|examine|derive|define|get|turn|move|revisit|need|have to wait|develop|measure|use|work)|we (?:now|next|first|then) (?:turn|see|look|consider|explore|discuss|introduce|saw|describe|show)|^(?:\w+,? )?we (?:also |then |now |first |have |had )?(?:described|introduced|defined|saw|seen|discussed|covered|learned|reviewed|mentioned|said|explore|consider|look|study|begin|start|turn)|let(?:'s| us)|in what follows|as follows|as we(?:'ll| will) see|(?:now|next|first|later),? we)\b/i;
const EN_IMPERATIVES = new Set(
  (
    'begin start note notice recall remember consider suppose assume observe imagine compute calculate find show ' +
    'prove determine compare examine explain describe try look see check verify plot write draw give list identify ' +
    'repeat fill complete discuss read install click take make think refer cancel ask contact send request receive'
  ).split(' '),
);
const EN_REFERENT_START_RE =
  /^(?:it|its|they|their|them|he|she|his|her|such|another|here|then|so|thus|hence|therefore|consequently|accordingly|otherwise|instead|again|similarly|likewise|conversely|nevertheless|nonetheless|still|yet|also|besides|meanwhile|however|analogously|related|of these|(?:on the other hand|in contrast|by contrast|as a result|in this case|in that case|in this way|in doing so|for this reason|to this end|at this point|in other words|in particular|for instance|for example|that is|the former|the latter|the other|the same|the rest|the remaining)\b)\b/i;
const EN_REFERENT_RE =
  /\b(?:this|these|those|the (?:example|former|latter|above|aforementioned|same (?:one|way))|such an?|the other (?:one|two|three)|(?:as|just) (?:shown|mentioned|described|discussed|seen)|(?:at|on|in) lines? \d+|note that|you might|you(?:'ll|'ve| will| can imagine| may see| may have)|if you've)\b/i;
/** Names of variables from a listing or a figure ("s1", "T23,1"). */
const EN_IDENTIFIER_RE = /(?<![\p{L}\p{N}-])(?:[a-z]\d{1,2}|[A-Z]\d{1,3},\d+)(?![\p{L}\p{N}-])/u;
const HE_REFERENT_START_RE =
  /^(?:ו?(?:זה|זו|זאת|זהו|זוהי|אלה|אלו|הוא|היא|הם|הן|לכן|כך|כלומר|במקרה זה|מכאן|לעומת זאת|בנוסף|גם|מאחר|משום כך|לפיכך|אם כך|אז|שם|כאן|למעשה|במילים אחרות|עד עכשיו|עד כה|כעת|בדומה|באופן דומה|לסיכום)(?!\p{L}))/u;
/**
 * Hebrew demonstratives and their "such" ("מקרה כזה", "מערכות כאלה": of the kind an earlier sentence gave, as
 * English "such hooks"), not "כזה ש..." ("such that"), which the sentence itself goes on to say.
 */
const HE_REFERENT_RE =
  /(?<!\p{L})(?:זה|זו|זאת|זהו|זוהי|אלה|אלו|הזה|הזו|הזאת|האלה|האלו|הנ"ל|הקודם|הקודמת|הקודמים|הבא|הבאה|הבאים|הבאות|שתיארנו|שראינו|שהראינו|שחישבנו|שהגדרנו|שקיבלנו|שעשינו|לעיל|להלן|בדוגמה|מהדוגמה|בגרף|בציור|באיור)(?!\p{L})|(?<!\p{L})ו?(?:כזה|כזו|כזאת|כאלה|כאלו)(?!\p{L})(?!\s+ש)/u;
/** The reader addressed in the second person plural (an exercise's text, not a statement of the subject). */
const HE_SECOND_PERSON_RE = /(?<!\p{L})(?:אתם|אתן|שלכם|שלכן|לכם|אליכם|בכם|מכם|עליכם|שלידכם)(?!\p{L})/u;
const HE_SIGNPOST_RE =
  /^(?:ו?(?:כעת|עכשיו|עתה|ראשית|בהמשך|קודם|בפרק|בסעיף|בשיעור)\s+)?(?:נחזור|נעבור|נדון|נתבונן|נביט|נשים לב|נראה|נזכיר|נסתכל|נתחיל|נמשיך|נבדוק|נחשוב|ננסה|נתייחס|נציג|נלמד|נסכם|נצייר|בואו|נסביר|נוכיח|נגדיר|נניח|נקרא ל|ניקח|נחשב|נמצא|נקבל)(?!\p{L})/u;
const HE_INSTRUCTION_RE =
  /^(?:שימו לב|חשבו|הוכיחו|מצאו|הראו|הסבירו|תארו|ציירו|השוו|בדקו|פתרו|קראו|נסו|יש ל|עליכם|עלינו|תרגיל|שאלה)(?!\p{L})/u;

/** A figure's, table's or listing's caption ("Figure 3. ...", "Table 2: ..."): never a question. */
export function captionBlock(text: string): boolean {
  return /^(?:figure|fig\.|table|listing|exhibit|chart|diagram|plate|איור|טבלה|תרשים)\s*(?:\d+(?:[.-]\d+)*\s*)?[.:)]/iu.test(
    text.trim(),
  );
}

/** Sections whose sentences are about other work or the document itself, not the subject. */
export function peripheralHeading(heading: string | undefined): boolean {
  if (!heading) return false;
  return /^(?:[\d.]+\s*)?(?:related work|previous work|prior work|future work|acknowledge?ments?|about the authors?|author information|copyright|licen[cs]e|disclaimer|funding|conflicts? of interest|עבודות קודמות|תודות)\b/iu.test(
    heading.trim(),
  );
}

const EN_LEAD_IN_RE =
  /^(?:(?:additionally|moreover|furthermore|in addition|also|in particular|importantly|indeed|in practice|lastly|finally|intuitively|in general|generally|typically|clearly|of course|to be precise|in fact),\s+)?(?:(?:note|notice|recall|remember) that\s+|(?:we|one) (?:can |thus |therefore |then |also )?(?:deduce|see|find|observe|conclude|show|know|note|notice|recall) that\s+|it (?:turns out|follows|can be shown) that\s+|(?:additionally|moreover|furthermore|in addition|in particular|importantly|indeed|in practice|lastly|finally|intuitively|in general|generally|typically|clearly|of course|to be precise|in fact),\s+)/i;
/** A run-in label before a conditional statement ("Triangular: If a matrix is upper triangular, ..."). */
const EN_RUN_IN_LABEL_RE =
  /^\p{Lu}[\p{L}-]*(?:\s[\p{L}-]+){0,2}:\s+(?=(?:If|When|Whenever|For|Given|Since|Once|Unless)\s)/u;
const HE_LEAD_IN_RE =
  /^(?:(?:בנוסף|כמו כן|למעשה|בפרט|חשוב לזכור|חשוב לציין|באופן כללי),\s+|(?:נשים לב|שימו לב|חשוב לציין|חשוב לזכור|נזכיר|נזכור|יש לזכור)\s+(?=ש\p{L}))/u;

/**
 * A sentence without a lead-in that only ties it to the text around it ("Additionally, ", "Note that ",
 * "We deduce that ", "It turns out that ", "In particular, ", "נשים לב ש"): what remains states the fact on its own and still occurs verbatim in the
 * material (quotes are compared without case). Unchanged when there is no such lead-in or too little remains.
 */
export function dropLeadIn<T extends { text: string; tokens: Tok[] }>(
  p: T,
  language: string,
  vocab: ReadonlyMap<string, number> = new Map(),
): { text: string; tokens: Tok[] } {
  const he = language === 'he' || /^[^A-Za-z]*[\u05D0-\u05EA]/u.test(p.text);
  const m = he ? HE_LEAD_IN_RE.exec(p.text) : (EN_RUN_IN_LABEL_RE.exec(p.text) ?? EN_LEAD_IN_RE.exec(p.text));
  if (!m) return { text: p.text, tokens: p.tokens };
  let rest = p.text.slice(m[0].length);
  if (he) rest = rest.replace(/^ש(?=\p{L}{2})/u, '');
  if (rest.split(/\s+/).length < 5) return { text: p.text, tokens: p.tokens };
  if (he) {
    const again = statisticalSentences(rest, vocab);
    return again.length === 1 ? again[0]! : { text: p.text, tokens: p.tokens };
  }
  const off = p.text.length - rest.length;
  const upper = rest[0]!.toUpperCase() + rest.slice(1);
  const tokens = p.tokens
    .filter((t) => t.start >= off)
    .map((t, i) => ({
      ...t,
      start: t.start - off,
      end: t.end - off,
      text: i === 0 ? t.text[0]!.toUpperCase() + t.text.slice(1) : t.text,
    }));
  return tokens.length ? { text: upper, tokens } : { text: p.text, tokens: p.tokens };
}

/**
 * A sentence the material wraps in quotation marks ('"A protocol is ..."', or a quotation whose opening mark
 * was left on the line before) without the marks: the words are the sentence, and they occur in the material.
 */
export function unwrapQuotes<T extends { text: string; tokens: Tok[] }>(
  p: T,
): { text: string; tokens: Tok[] } {
  const Q = /["“”]/gu;
  const n = (p.text.match(Q) ?? []).length;
  let from = 0;
  let to = p.text.length;
  const opens = /^["“”]/u.test(p.text);
  const closes = /["“”]\s*$/u.test(p.text);
  if (opens && closes && n === 2) {
    from = 1;
    to = p.text.replace(/\s+$/, '').length - 1;
  } else if (n % 2 === 1 && opens) from = 1;
  else if (n % 2 === 1 && closes) to = p.text.replace(/\s+$/, '').length - 1;
  else return { text: p.text, tokens: p.tokens };
  const text = p.text.slice(from, to).trim();
  const off = from + (p.text.slice(from).length - p.text.slice(from).trimStart().length);
  const tokens = p.tokens
    .filter((t) => t.start >= off && t.end <= off + text.length)
    .map((t) => ({ ...t, start: t.start - off, end: t.end - off }));
  return tokens.length ? { text, tokens } : { text: p.text, tokens: p.tokens };
}

export type BlockKind = 'heading' | 'item' | 'para';
interface Block {
  text: string;
  kind: BlockKind;
  /** The line started with a bullet glyph or a list number. */
  marked: boolean;
  /** A row of a table (cells separated by tabs): cells run together, never a sentence. */
  table?: boolean;
}

const BULLET_START_RE = /^([-*•▪●◦–■□➢►✓\uF0A7\uF0B7]|\d+[.)]\s|\d{1,2}\s?[-–]\s|[a-z][.)]\s)/u;

/**
 * Whether a line of a slide is a bullet of its own: it ends a sentence, or it is shorter than a wrapped line of
 * prose and the next line opens another bullet ("LogLevel: debug, info, notice, warn, error, crit" then "Access
 * Log: ..."). Text read from a picture of a page (OCR) wraps its sentences over lines of 60-70 characters: those
 * lines are joined as before.
 */
function slideLineEnds(line: string, next: string | undefined): boolean {
  if (/[.!?:;]["')]?$/.test(line)) return true;
  const n = next?.trim();
  return line.length < 56 && (!n || /^[\p{Lu}\p{N}"“'(]/u.test(n) || BULLET_START_RE.test(n));
}

/**
 * The blocks of a unit's text. On a slide (`slide`), a line is a bullet of its own, not joined to the next one,
 * unless it wraps a sentence (`slideLineEnds`).
 */
function blocksOf(text: string, slide = false): Block[] {
  const cleaned = cleanText(text);
  const blocks: Block[] = [];
  for (const raw of cleaned.split(/\n\s*\n|\f/)) {
    let current: string[] = [];
    let marked = false;
    let table = false;
    const flush = (kind: BlockKind) => {
      if (current.length)
        blocks.push({ text: normalizeSpace(current.join(' ')), kind, marked, ...(table ? { table } : {}) });
      current = [];
      marked = false;
      table = false;
    };
    const lines = raw.split('\n');
    for (let li = 0; li < lines.length; li++) {
      const line = lines[li]!;
      const l = line.trim();
      if (!l) continue;
      // A bullet or numbered line starts a new block; a short line without end punctuation is a heading.
      const bullet = BULLET_START_RE.test(l);
      if (/\t/.test(line.trim())) table = true;
      if (bullet && current.length) flush(marked ? 'item' : 'para');
      if (bullet) marked = true;
      // Bullets and list numbers ("3- ", "3. ", "3) ") are dropped: the item is quoted without them.
      current.push(l.replace(/^([-*•▪●◦–■□➢►✓\uF0A7\uF0B7]\s*|\d{1,2}\s?[-–.)]\s+(?=\p{Lu}))/u, ''));
      if (l.length < 40 && !/[.,;:]$/.test(l) && current.length === 1 && !/[.!?]/.test(l))
        flush(marked ? 'item' : 'heading');
      else if (slide && slideLineEnds(l, lines[li + 1]))
        flush(current.length > 1 || /[.!?]["')]?$/.test(l) ? 'para' : 'item');
    }
    flush(marked ? 'item' : 'para');
  }
  return blocks.filter((b) => b.text).flatMap(splitRunInHeading);
}

/**
 * A numbered section heading run into its first sentence ("6.2 Trace Stitching Transitions from a trace ..."),
 * as PDF text often gives it: the heading (the number and the capitalised words before the capitalised word
 * that starts the sentence) becomes a heading block of its own. Returns the block unchanged otherwise.
 */
export function splitRunInHeading<B extends { text: string; kind: BlockKind; marked: boolean }>(b: B): B[] {
  if (b.kind !== 'para') return [b];
  const m =
    /^((?:\d+(?:\.\d+)+\.?|\d+)\s+(?:[A-Z][\p{L}\p{N}'’-]*\s+){1,6})([A-Z][\p{Ll}'’-]+\s+\p{Ll})/u.exec(
      b.text,
    );
  if (!m) return [b];
  return [
    { ...b, text: m[1]!.trim(), kind: 'heading' as BlockKind },
    { ...b, text: b.text.slice(m[1]!.length) },
  ];
}

/** English sentences of several blocks in one tagger pass (much faster than one pass per block). */
function englishBlockSentences(blocks: Block[]): { text: string; tokens: Tok[]; block: Block }[] {
  const joined = blocks.map((b) => b.text).join('\n\n');
  const starts: number[] = [];
  let at = 0;
  for (const b of blocks) {
    starts.push(at);
    at += b.text.length + 2;
  }
  const out: { text: string; tokens: Tok[]; block: Block }[] = [];
  for (const p of englishSentences(joined)) {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= p.offset) k++;
    out.push({ text: p.text, tokens: p.tokens, block: blocks[k]! });
  }
  return out;
}

function englishSentences(block: string): { text: string; tokens: Tok[]; offset: number }[] {
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
  // character offset of each token in the input
  const offsets: number[] = [];
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    at += spaces[i]!.length;
    offsets.push(at);
    at += values[i]!.length;
  }
  const out: { text: string; tokens: Tok[]; offset: number }[] = [];
  for (const [from, to] of spans) {
    let first = -1;
    let text = '';
    const tokens: Tok[] = [];
    for (let i = from; i <= to; i++) {
      if (pos[i] === 'SPACE' || types[i] === 'tabCRLF') continue; // line breaks between joined blocks
      if (first < 0) first = offsets[i]!;
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
    fixTags(tokens);
    if (tokens.length) out.push({ text, tokens, offset: first });
  }
  return out;
}

/**
 * Two frequent slips of the small tagger on course text: a noun after an article read as an adjective ("The
 * derivative is ..."), and a verb in -s read as a plural noun ("a function measures its rate").
 */
function fixTags(toks: Tok[]): void {
  for (let i = 1; i < toks.length - 1; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1]!;
    const next = toks[i + 1]!;
    if (
      t.pos === 'ADJ' &&
      prev.pos === 'DET' &&
      (next.pos === 'AUX' || next.pos === 'VERB' || /^(?:of|in)$/i.test(next.text))
    )
      t.pos = 'NOUN';
    else if (
      t.pos === 'NOUN' &&
      /[a-z]s$/.test(t.text) &&
      (prev.pos === 'NOUN' || prev.pos === 'PROPN') &&
      ['DET', 'PRON', 'NUM'].includes(next.pos) &&
      !toks.slice(0, i).some((x) => x.pos === 'VERB' || x.pos === 'AUX')
    ) {
      t.pos = 'VERB';
      t.plural = false;
    }
  }
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
  const lists: ListGroup[] = [];
  let totalWords = 0;
  let blockCount = 0;
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
  // Line labels that repeat ("ALICE:", "Q:", "Speaker 2:") are speaker turns or labels, not content.
  const labelCounts = new Map<string, number>();
  for (const d of documents)
    for (const u of d.units)
      for (const line of cleanText(u.text).split('\n')) {
        const m = LABEL_RE.exec(line.trim());
        if (m) labelCounts.set(m[1]!.toLowerCase(), (labelCounts.get(m[1]!.toLowerCase()) ?? 0) + 1);
      }
  // labels that repeat, and speaker names in capitals ("BOB:") once another label repeats
  const repeated = [...labelCounts].filter(([, c]) => c >= 2).map(([l]) => l);
  const labels = new Set(repeated);
  if (repeated.length)
    for (const d of documents)
      for (const u of d.units)
        for (const line of cleanText(u.text).split('\n')) {
          const m = LABEL_RE.exec(line.trim());
          if (m && /^[A-Z][A-Z .'-]+$/.test(m[1]!)) labels.add(m[1]!.toLowerCase());
        }
  const labelWords = new Set([...labels].flatMap((l) => l.split(/\s+/)));
  for (let di = 0; di < documents.length; di++) {
    await checkpoint(signal);
    const d = documents[di]!;
    let inReferences = false;
    // a lead-in that ends a unit ("These activities generally include:") and whose lines open the next one
    let pendingLead: PendingLead | null = null;
    // a "Related Work" section runs on over the next pages of a PDF until the next numbered or named section
    let inPeripheral = false;
    for (const u of d.units) {
      if (u.title?.trim()) inPeripheral = peripheralHeading(u.title);
      // Groups of blocks: a references heading starts a new group whose sentences are never used as stems.
      const groups: { blocks: Block[]; references: boolean }[] = [{ blocks: [], references: inReferences }];
      const blocks = blocksOf(u.text, d.unitKind === 'slide');
      for (const block of blocks) {
        if (
          /^(references|bibliography|works cited|ביבליוגרפיה|מקורות|רשימת מקורות)$/iu.test(block.text.trim())
        ) {
          inReferences = true;
          groups.push({ blocks: [], references: true });
        }
        groups[groups.length - 1]!.blocks.push(block);
      }
      if (!inReferences) {
        const own = listsOf(blocks, di, u.number, language);
        lists.push(...own);
        const lead = leadInLists(u.text, di, u.number, pendingLead);
        pendingLead = lead.pending;
        for (const l of lead.lists)
          if (!own.some((o) => o.items.some((x) => l.items.includes(x)))) lists.push(l);
        // numbered items that wrap onto further lines (PDF), under a lead-in naming their kind (eng-numtm)
        for (const l of numberedLists(u.text, di, u.number))
          if (!lists.some((o) => o.doc === di && o.items.some((x) => l.items.includes(x)))) lists.push(l);
      }
      let uw = 0;
      let heading = u.title?.trim() || undefined;
      for (const group of groups) {
        if (!group.blocks.length) continue;
        const inRefs = group.references;
        // English: one wink-nlp pass per block group (it splits sentences at blank lines too); the block of each
        // sentence is found by its position.
        const parts: { text: string; tokens: Tok[]; block: Block }[] = [];
        if (language === 'en' && group.blocks.some((b) => /[A-Za-z]/.test(b.text))) {
          parts.push(...englishBlockSentences(group.blocks));
        } else
          for (const b of group.blocks)
            for (const p of statisticalSentences(b.text, vocab)) parts.push({ ...p, block: b });
        let lastBlock: Block | null = null;
        let prevText: string | null = null;
        let prevBlock: Block | null = null;
        /** The block whose earlier sentence recapped an earlier section or lecture ("In the last section we ..."). */
        let recapBlock: Block | null = null;
        for (const p of parts) {
          if (p.block !== lastBlock) {
            blockCount++;
            lastBlock = p.block;
          }
          if (p.block.kind !== 'heading') Object.assign(p, dropLeadIn(unwrapQuotes(p), language, vocab));
          const wc = p.tokens.filter((t) => /\p{L}/u.test(t.text) || t.isNumber).length;
          uw += wc;
          const text = p.text.trim();
          if (p.block.kind === 'heading') heading = text.replace(/[:.]$/, '');
          // a PDF's numbered section title ("8. Related Work") is read as a list item: a short line still opens
          // or closes the part of the document that is about other work
          // (or runs into the first paragraph: "8. Related Work Trace optimization for ...")
          if (p.block.kind === 'item' && p.block.marked && p.block.text.length >= 40) {
            if (/^(?:related work|previous work|prior work|future work)\b/i.test(p.block.text))
              inPeripheral = true;
            else if (
              /^(?:conclusions?|summary|discussion|evaluation|results|appendix|acknowledge?ments?)\b/i.test(
                p.block.text,
              )
            )
              inPeripheral = false;
          }
          if (
            p.block.kind === 'heading' ||
            (p.block.kind === 'item' && p.block.text.length < 40 && !/[.!?:;,]$/.test(p.block.text))
          ) {
            const h = p.block.text.trim().replace(/[:.]$/, '');
            if (peripheralHeading(h)) inPeripheral = true;
            else if (
              (p.block.kind === 'heading' && /^\d+(?:\.\d+)*\.?\s+\p{L}/u.test(h)) ||
              /^(?:\d+(?:\.\d+)*\.?\s*)?(?:conclusions?|summary|discussion|results|evaluation|appendix|introduction)\b/iu.test(
                h,
              )
            )
              inPeripheral = false;
          }
          let reject: string | undefined =
            p.block.kind === 'heading'
              ? 'heading'
              : inRefs
                ? 'references'
                : (rejectReason(text, language, wc) ?? undefined);
          if (!reject && language === 'en' && !p.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX'))
            reject = 'fragment';
          const label = LABEL_RE.exec(text);
          if (!reject && label && labels.has(label[1]!.toLowerCase())) reject = 'speaker';
          if (!reject && captionBlock(p.block.text)) reject = 'caption';
          if (!reject && p.block.table) reject = 'table';
          // the rest of a sentence that an earlier one opened with a colon ("... מתאר שני מאורעות: היציאה של ...")
          if (
            !reject &&
            prevText !== null &&
            p.block === prevBlock &&
            /:\s*$/.test(prevText) &&
            // not after a label ("הגדרה 1.5.3 (חסימות של סדרה):", "Definition 4:")
            !/^\S+\s*[\d.]*\s*(?:\([^()]*\))?\s*:\s*$/u.test(prevText)
          )
            reject = 'fragment';
          prevText = text;
          prevBlock = p.block;
          if (!reject) reject = contextReason(text, language, p.tokens) ?? undefined;
          if (!reject && (peripheralHeading(heading) || inPeripheral)) reject = 'peripheral';
          // Side content by the material's own word (readers at 3bbff16 rated both weak), even when one clause of
          // the sentence would stand alone: a paragraph the material opens with "Aside:" ("Aside: Other Multiclass
          // SVM formulations. ... The last formulation you may see is a Structured SVM ... outside of the scope of
          // the class"), and the rest of a recap of an earlier lecture ("In the last section we introduced ...
          // Moreover, we described the kNN classifier which labels images ...").
          if (/^[\s*_]*aside\s*[:.]/i.test(p.block.text)) reject = 'aside';
          else if (p.block === recapBlock && RECAP_RE.test(text)) reject = 'recap';
          if (EARLIER_PART_RE.test(text)) recapBlock = p.block;
          sentences.push({
            index: sentences.length,
            doc: di,
            unit: u.number,
            text,
            tokens: p.tokens,
            words: wc,
            usable: !reject,
            negated: negationIn(text) || NEGATIVE_RE.test(text),
            definitional: language === 'he' ? DEF_HE_RE.test(text) : DEF_EN_RE.test(text),
            causal: causeIn(text),
            heading,
            block: blockCount,
            centrality: 0,
            ...(reject ? { reject } : {}),
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
  for (const k of [...terms.keys()]) if (k.split(' ').some((w) => labelWords.has(w))) terms.delete(k);
  // Hebrew: a word in construct state alone ("סדרת", "גלי") needs the word after it; a first-person verb or a
  // discourse word ("נחזור", "לדוגמה") is no term
  for (const [k, t] of [...terms])
    if (t.hebrew) {
      const text = t.singular ?? t.plural ?? '';
      const ws = text.split(/\s+/);
      if (
        (t.words === 1 && hebrewShape(text, vocab).construct) ||
        ws.some((w) => HE_NON_TERM.has(w) || HE_NON_TERM.has(stripHebrewPrefix(w, vocab).stem))
      )
        terms.delete(k);
    }
  const termList = [...terms.values()].sort((a, b) => b.score - a.score);
  const corpus: Corpus = {
    language,
    documents,
    sentences,
    terms,
    termList,
    totalWords,
    unitWords,
    lists,
    definitions: [],
    aliases: new Map(),
    labels,
    names: new Set(),
    vocab,
  };
  addNamedConcepts(corpus);
  corpus.aliases = findAliases(corpus);
  corpus.definitions = findDefinitions(corpus);
  // Names of people, places and organisations ("Euclid", "Lake Norman", "the Practice") are side details: never
  // a key or a distractor. Product and code names (camel case, acronyms, digits) stay.
  for (const [k, t] of terms)
    if (isNameTerm(t)) {
      corpus.names.add((t.singular ?? t.plural ?? k).toLowerCase());
      terms.delete(k);
    }
  // a formula is one token, never a term: never blanked, never a distractor (decision 106)
  for (const [k, t] of terms) if (hasFormula(`${k} ${t.singular ?? ''} ${t.plural ?? ''}`)) terms.delete(k);
  corpus.definitions = corpus.definitions.filter((d) => !hasFormula(d.term));
  // discourse phrases ("major goal", "alternate solution", "disadvantage", "the Practice") talk about the text's
  // argument, not its subject: never a key or a distractor (issue 11)
  for (const [k, t] of terms) if (!t.hebrew && discoursePhrase(t.singular ?? t.plural ?? k)) terms.delete(k);
  corpus.definitions = corpus.definitions.filter((d) => !discoursePhrase(d.term));
  corpus.termList = corpus.termList.filter((t) => terms.has(t.key));
  markContextLabels(corpus);
  scoreCentrality(corpus);
  return corpus;
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
  if (plural) t.plural = betterForm(t.plural, display);
  else t.singular = betterForm(t.singular, display);
  if (!proper) t.proper = false;
}

/** The lower-case form is preferred when a word was also seen capitalised (headings, sentence starts). */
const betterForm = (old: string | undefined, display: string) =>
  old === undefined || (old !== display && old.toLowerCase() === display) ? display : old;

const cleanWord = (w: string) =>
  /^[\p{L}][\p{L}\p{N}-]*$/u.test(w) && w.length >= 2 && !/^(?:th|st|nd|rd|ed|ly)$/i.test(w);

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
      while (
        start < end &&
        (GENERIC_ADJ.has(toks[start]!.key) ||
          EN_STOPWORDS.has(toks[start]!.key) ||
          // "Note interpolation is ...": an imperative opening the sentence is not part of a term
          (start === 0 && EN_IMPERATIVES.has(toks[0]!.text.toLowerCase()) && /^[A-Z]/.test(toks[0]!.text)))
      )
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
            // a doubled word ("Tree trees") is a typo, not a term
            if (new Set(span.map((t) => t.key)).size < span.length) continue;
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
    // each token read once: a span grows by one token, the tokens before it were content; its script and whether
    // it is math once per token too (not once per span: no span array is built)
    const content = toks.map(isContent);
    const hebrew = toks.map((t) => isHebrewWord(t.text));
    const math = toks.map((t) => mathLike(t.text));
    for (let i = 0; i < toks.length; i++) {
      for (let len = 1; len <= 3 && i + len <= toks.length; len++) {
        const j = i + len - 1;
        if (!content[j]) break;
        // Only the first word of an n-gram may carry a prefix, except the definite article inside a construct.
        let prefixed = false;
        for (let k = i + 1; k <= j && !prefixed; k++) prefixed = !!toks[k]!.prefix && toks[k]!.prefix !== 'ה';
        if (prefixed) break;
        if (len === 1 && toks[i]!.key.length < 3) continue;
        const heb = hebrew[i]!;
        let mixedOrMath = false;
        for (let k = i; k <= j && !mixedOrMath; k++) mixedOrMath = hebrew[k] !== heb || math[k]!;
        if (mixedOrMath) break;
        let short = false;
        for (let k = i; k <= j && !short; k++) short = toks[k]!.text.length < 3;
        if (!heb && short) continue;
        // every Hebrew word of a term must have been seen with the definite article somewhere (noun evidence)
        let seen = true;
        for (let k = i; k <= j && seen; k++) seen = definite.has(toks[k]!.key);
        if (heb && !seen) continue;
        if (!heb && language !== 'he') {
          let three = false;
          for (let k = i; k <= j && !three; k++) three = toks[k]!.text.length <= 3;
          if (!afterFunction.has(toks[i]!.key) || three) continue;
        }
        let key = toks[i]!.key;
        let display = toks[i]!.text.slice(toks[i]!.prefix.length);
        for (let k = i + 1; k <= j; k++) {
          key += ` ${toks[k]!.key}`;
          display += ` ${toks[k]!.text}`;
        }
        addOccurrence(terms, key, display, false, len, s, false, heb);
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

// ------------------------------------------------------------------------------------------ structure

const ITEM_MAX_WORDS = 6;
/** A list item usable as an option: a short phrase, letters, no debris. */
function listItem(raw: string): string | null {
  let t = raw.trim();
  // "Term: explanation" / "Term - explanation": the term is the item
  const m = /^(.{2,50}?)\s*(?::|\s[-–—]\s?)\s+\S/u.exec(t);
  if (m && m[1]!.split(/\s+/).length <= 4) t = m[1]!;
  t = t.replace(/[.,;:]+$/u, '').trim();
  const words = t.split(/\s+/);
  if (!t || words.length > ITEM_MAX_WORDS) return null;
  if (!/^[\p{L}"'“(]/u.test(t)) return null;
  if (/[=<>{}\\$|^_~#*`[\]@]|https?:|\.{2,}|…/u.test(t)) return null;
  // a slash joins two words ("Signals/Alerts", "Process/Thread Management"), never a path or a fraction
  if (/(?<!\p{L})\/|\/(?!\p{L})/u.test(t)) return null;
  if (/[\p{Sm}\u{1D400}-\u{1D7FF}\u2200-\u22FF]/u.test(t)) return null;
  if (BULLET_GLYPH_RE.test(t) || !balanced(t)) return null;
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  if (letters < 3 || letters / t.replace(/\s/g, '').length < 0.8) return null;
  if (/[?!]/.test(t)) return null;
  // two items on one line ("Rectangle, square"; "Lather, rinse, repeat") are not one item of the list
  if (/,/.test(t)) return null;
  return t;
}

/**
 * What a list's items are, from its heading or lead-in, as a stem can name it: no trailing colon, no leading
 * "Other"/"More"/"Some"/article ("Other Monitoring Tools" -> "monitoring tools"), a Title Case heading in lower
 * case except acronyms and proper names ("SSL Performance Tips" -> "SSL performance tips").
 */
export function listTopic(lead: string): string {
  let t = lead
    .replace(/:$/, '')
    .trim()
    .replace(/^(?:\d+(?:\.\d+)*\.?\s+)/, '')
    .replace(/^(?:the|a|an|some|other|more|further|additional|other|few|several|main|key)\s+/i, '')
    .replace(/^(?:other|more|further|additional)\s+/i, '');
  const ws = t.split(/\s+/);
  if (ws.length >= 2 && ws.every((w) => /^(?:[A-Z][\p{L}'’-]*|of|and|or|for|to|in|the|&)$/u.test(w)))
    t = ws.map((w) => (/^[A-Z][a-z'’-]*$/.test(w) ? w.toLowerCase() : w)).join(' ');
  return t;
}

/** Bullets (or short lines) under a heading or a lead-in ending with ':', at least three of them. */
function listsOf(blocks: Block[], doc: number, unit: number, language: string): ListGroup[] {
  const out: ListGroup[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const lead = blocks[i]!;
    const isLead =
      (lead.kind === 'heading' && !lead.marked) ||
      (/:$/.test(lead.text) && lead.text.split(/\s+/).length <= 14);
    if (!isLead) continue;
    const items: string[] = [];
    const raw: string[] = [];
    let j = i + 1;
    for (; j < blocks.length; j++) {
      const b = blocks[j]!;
      if (b.kind === 'para' && !b.marked) break;
      // a line ending with ':' leads a list of its own ("Process:" under "Processes and Threads")
      if (/:$/.test(b.text)) break;
      const item = listItem(b.text);
      if (!item) break;
      // a verdict label ("Bad: Deny from ...", "Good: ...") is no item of a kind
      if (GENERIC_ADJ.has(item.toLowerCase())) break;
      items.push(item);
      raw.push(b.text);
    }
    const topic = listTopic(lead.text);
    if (items.length >= 3 && items.length <= 12 && listItem(topic) !== null) {
      const uniq = [...new Set(items.map((x) => x.toLowerCase()))];
      if (uniq.length === items.length)
        out.push({
          doc,
          unit,
          topic,
          items,
          quote: `${topic}: ${raw.join('; ')}`.replace(/([.;,])(;)/g, '$2'),
        });
    }
    if (j > i + 1) i = j - 1;
  }
  void language;
  return out;
}

/**
 * Lists of numbered items that wrap onto further lines (`numbered.ts`): the items are the run-in labels ("Dense",
 * "Triangular", "Banded"), each an option as `listItem` reads one; the lead-in names their kind.
 */
function numberedLists(text: string, doc: number, unit: number): ListGroup[] {
  const lines = cleanText(text)
    .split('\n')
    .map((l) => l.trim());
  const out: ListGroup[] = [];
  for (const run of numberedRuns(lines)) {
    if (!run.topic) continue;
    const items = run.labels.map((l) => listItem(l));
    if (items.some((x) => x === null || GENERIC_ADJ.has(x.toLowerCase()))) continue;
    const texts = items as string[];
    if (new Set(texts.map((x) => x.toLowerCase())).size !== texts.length) continue;
    out.push({ doc, unit, topic: run.topic, items: texts, quote: run.quote, lead: run.lead });
  }
  return out;
}

interface PendingLead {
  lead: string;
  label?: string;
}
const LEAD_WORDS_MAX = 18;
const CLAUSE_ITEM_WORDS_MAX = 16;

/** A line that can be one item of a list after a lead-in: a label ("Disaster Relief – ...") or one short clause. */
function leadItem(line: string): { text: string; label: boolean } | null {
  const t = line.trim().replace(/^([-*•▪●◦–■□➢►✓\uF0A7\uF0B7]\s*|\d{1,2}\s?[-–.)]\s+(?=\p{Lu}))/u, '');
  const lab = /^(.{2,80}?)\s*(?:\s[-–—]\s?|\s?[–—]\s)\s*\S/u.exec(t);
  if (lab && words(lab[1]!).length <= 10 && /^\p{Lu}/u.test(lab[1]!) && balanced(lab[1]!)) {
    const x = lab[1]!.replace(/[.,;:]+$/u, '').trim();
    if (/^[\p{L}][\p{L}\p{N}'’,&/ -]*$/u.test(x)) return { text: x, label: true };
  }
  // a line of several sentences after a lead-in ("You have the right to:" / "Receive, read, and ask questions
  // about this notice. Ask us to restrict ...") gives its first sentence when that is short
  const sents = t.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const first = sents.length > 1 && words(sents[0]!).length <= CLAUSE_ITEM_WORDS_MAX ? sents[0]! : t;
  let x = first.replace(/[.;,]+$/u, '').trim();
  // a clause item too long to be an option, stated with its condition ("To alert law enforcement officials to a
  // death if we suspect the death may have resulted from criminal conduct"), is read as what it names before the
  // condition ("To alert law enforcement officials to a death"): the item is still on the list, only shorter
  if (words(x).length > CLAUSE_ITEM_WORDS_MAX) {
    const cut = CONDITION_CUT_RE.exec(x);
    const head = cut ? x.slice(0, cut.index).trim() : '';
    if (words(head).length >= 3 && !/[,;]$/.test(head)) x = head;
  }
  // one clause: no second sentence, no colon, no debris
  if (!x || /[.!?:]\s+\S/u.test(x) || /[?!:]/.test(x)) return null;
  if (words(x).length > CLAUSE_ITEM_WORDS_MAX || words(x).length < 2) return null;
  if (!/^\p{L}/u.test(x) || !balanced(x) || BULLET_GLYPH_RE.test(x)) return null;
  if (/[=<>{}\\$|^_~#*`[\]@]|https?:|\.{2,}|…/u.test(x)) return null;
  if (/[\p{Sm}\u{1D400}-\u{1D7FF}\u2200-\u22FF]/u.test(x)) return null;
  return { text: x, label: false };
}

/**
 * A lead-in that the lines go on as verb phrases ("You have the right to:", "We are required to:", "Patients
 * may:"): each line says what follows "to" or the modal, in the base form of a verb.
 */
function verbalLead(lead: string): boolean {
  return /\b(?:to|must|should|will|can|may|shall)\s*:$/i.test(lead) && !/^here\b/i.test(lead);
}

/**
 * Whether a sentence goes on from an infinitive lead-in ("You have the right to:" / "Ask us to change your health
 * information."): it opens with a verb in its base form, read by the tagger after "to". A sentence with a subject of
 * its own ("When you request, we will give you a list ...", "You must deliver this request in writing.", "Please
 * sign ...") says what someone does about an item; it is no item (eng-lists8).
 */
export function continuesLead(sentence: string): boolean {
  const t = sentence.trim();
  if (!/^\p{Lu}\p{Ll}+\b/u.test(t)) return false;
  const n = nlp();
  const d = n.readDoc(`to ${t[0]!.toLowerCase()}${t.slice(1)}`);
  const pos = d.tokens().out(n.its.pos) as string[];
  const txt = d.tokens().out() as string[];
  const lem = d.tokens().out(n.its.lemma as unknown as typeof n.its.value) as string[];
  return (
    (pos[1] === 'VERB' || pos[1] === 'AUX') &&
    (txt[1] ?? '').toLowerCase() === (lem[1] ?? '').toLowerCase() &&
    !/(?:ing|ed)$/i.test(txt[1] ?? '')
  );
}

/**
 * The items of one line after an infinitive lead-in: a labelled line gives its label ("Get a copy of your record –
 * You can ask ...") when the label goes on from the lead; any other line each of its sentences that goes on from the
 * lead ("Have us review a denial of access ... Ask us to change your health information. You may give us this
 * request in writing." gives two), each read as `leadItem` reads a line. A line of none gives none.
 */
function continuingItems(line: string): { text: string; label: boolean }[] {
  const whole = leadItem(line);
  if (whole?.label) return continuesLead(whole.text) ? [whole] : [];
  const t = line.trim().replace(/^([-*•▪●◦–■□➢►✓\uF0A7\uF0B7]\s*|\d{1,2}\s?[-–.)]\s+(?=\p{Lu}))/u, '');
  const out: { text: string; label: boolean }[] = [];
  for (const s of t.split(/(?<=[.!?])\s+(?=\p{Lu})/u)) {
    if (!continuesLead(s)) continue;
    const it = leadItem(s);
    if (it && !it.label) out.push(it);
  }
  return out;
}

const words = (t: string) => t.split(/\s+/).filter(Boolean);
/** Where a condition opens within a clause item: " if", " unless", " provided that", " when", " as long as". */
const CONDITION_CUT_RE = /,?\s+(?:if|unless|provided(?: that)?|as long as|only when|when|whenever)\b/i;

/**
 * What a lead-in says the lines are: its subject when it names a kind ("Health plans include:" -> "health
 * plans"), the paragraph's run-in label when the subject only points back ("Public Health and Safety Activities
 * – ... These activities generally include:"), else null (the stem then quotes the lead).
 */
function leadTopic(lead: string, label: string | undefined): string | null {
  const m =
    /^(.{3,60}?)\s+(?:(?:generally|also|may|typically|usually|mainly|can)\s+)?(?:include|includes|consist of|consists of|comprise|comprises|are|are as follows|involve|involves|cover|covers)\s*:$/i.exec(
      lead,
    );
  if (m) {
    const subj = m[1]!.trim();
    if (/^(?:these|this|those|such|they|it|which|the following)\b/i.test(subj)) {
      if (label && /s$/i.test(label.split(/\s+/).pop()!)) return listTopic(label);
      return null;
    }
    if (/[,;]/.test(subj) || words(subj).length > 6) return null;
    return listTopic(subj);
  }
  // "... for these purposes:" under a run-in label that names them ("Disclosures for Law Enforcement Purposes")
  if (/\b(?:these|the following)\s+(\w+)\s*:$/i.test(lead) && label && /s$/i.test(label.split(/\s+/).pop()!))
    return listTopic(label);
  return null;
}

/**
 * Lists read from lines after a lead-in ending with ':' ("We are required to:", "These activities generally
 * include:", "... for these purposes:"), as DOCX and plain text give them: one item per line, no bullet glyph,
 * each line a label ("Disaster Relief – We may ...") or one short clause ("To report births or deaths"). A
 * lead-in that ends a unit carries over to the lines that open the next one (`pending`).
 */
function leadInLists(
  text: string,
  doc: number,
  unit: number,
  pending: PendingLead | null,
): { lists: ListGroup[]; pending: PendingLead | null } {
  const lines = cleanText(text)
    .split('\n')
    .map((l) => l.trim());
  const out: ListGroup[] = [];
  const take = (start: number, lead: PendingLead, leadLine: string | null): number => {
    const items: { text: string; label: boolean }[] = [];
    const raw: string[] = [];
    let j = start;
    while (j < lines.length && !lines[j] && !items.length) j++;
    // lines that go on as verb phrases: the lead says so ("... to:") and the first line does ("Ask us to ..."); a
    // "to" of a preposition ("The policy applies to:" / "All employees of the clinic") keeps one item per line
    const first = lines.slice(j).find((l) => l) ?? '';
    const verbal =
      verbalLead(lead.lead) &&
      continuesLead(first.replace(BULLET_START_RE, '').split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0]!);
    for (; j < lines.length; j++) {
      if (!lines[j]) break;
      const its = verbal ? continuingItems(lines[j]!) : [leadItem(lines[j]!)].filter((x) => x !== null);
      raw.push(lines[j]!);
      // a long line of the list is quoted but not an option, and so is a line of verb-phrase lines that says what
      // someone does ("• When you ask, we will give you ..."); anything else ends the list
      const opens = verbal ? lines[j]!.replace(BULLET_START_RE, '').trim() : lines[j]!;
      if (!its.length && /^\p{Lu}/u.test(opens) && items.length) continue;
      if (!its.length) {
        raw.pop();
        break;
      }
      items.push(...its);
    }
    if (items.length < 3 || items.length > 12) return j;
    // one kind of line: labels or clauses (the majority); a list mixing both is not one list
    const labels = items.filter((x) => x.label).length;
    if (labels && labels < items.length) return j;
    const texts = items.map((x) => x.text);
    if (new Set(texts.map((x) => x.toLowerCase())).size !== texts.length) return j;
    // "Here are some of the types that implement Copy:" names what follows ("types that implement Copy"); it points
    // at no figure (eng-why)
    const here =
      /^Here are (?:some of )?(?:the )?((?:[\w-]+ ){0,3}[\w-]+s (?:that|which) [^,;:]{3,50}):$/.exec(
        lead.lead,
      );
    const topic = leadTopic(lead.lead, lead.label) ?? (here ? listTopic(here[1]!) : null);
    // a lead quoted in the stem says what follows ("We are required to:", "You have the right to:"), it is no
    // heading ("Table of Contents:", "Process:") and no pointer ("Here are some of ...")
    if (
      !topic &&
      (words(lead.lead).length > 12 ||
        /^here\b/i.test(lead.lead) ||
        !/\b(?:to|must|should|will|can|may|include|includes|including|involve|involves)\s*:$/i.test(
          lead.lead,
        ))
    )
      return j;
    if (contextual(lead.lead) && !topic) return j;
    // labelled paragraphs are quoted by their labels' lines; clause lines whole
    const quote = labels ? raw.map((r) => r.slice(0, 120)).join('\n') : raw.join('\n');
    out.push({
      doc,
      unit,
      topic: topic ?? lead.lead.replace(/:$/, ''),
      items: texts,
      quote: leadLine && !labels ? `${leadLine}\n${quote}` : quote,
      lead: lead.lead,
      ...(topic ? {} : { quoted: true }),
    });
    return j;
  };
  let i = 0;
  if (pending) i = take(0, pending, null);
  let next: PendingLead | null = null;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/:$/.test(line)) continue;
    const label = /^(.{2,80}?)\s(?:[-–—])\s?\S/u.exec(line)?.[1];
    const sents = line.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
    const lead = sents[sents.length - 1]!.trim();
    if (words(lead).length > LEAD_WORDS_MAX || !/^\p{Lu}/u.test(lead)) continue;
    const p: PendingLead = { lead, ...(label && words(label).length <= 8 ? { label } : {}) };
    let k = i + 1;
    while (k < lines.length && !lines[k]) k++;
    if (k >= lines.length) {
      next = p;
      break;
    }
    i = take(i + 1, p, lead) - 1;
  }
  return { lists: out, pending: next };
}

/** A lead-in that only points back needs its paragraph ("Such uses include:"). */
function contextual(lead: string): boolean {
  return /^(?:these|this|those|such|they|it)\b/i.test(lead);
}

const INLINE_LIST_RE =
  /^(.{3,80}?)\s+(includes?|including|such as|consists? of|comprises?|is composed of|are composed of|are|is)\s*:?\s+((?:[^,;:]{2,40},\s+){2,}(?:(?:and|or)\s+)?[^,;:]{2,40}?)\.?$/iu;

/** "X include(s) A, B and C", "X such as A, B and C", "X consists of A, B, and C" in one sentence. */
export function inlineList(text: string): { subject: string; verb: string; items: string[] } | null {
  const m = INLINE_LIST_RE.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const verb = m[2]!.toLowerCase();
  const items = m[3]!
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u)
    .map((x) => x.trim().replace(/^(?:the|a|an)\s+/i, ''))
    .filter(Boolean);
  if (items.length < 3 || items.some((x) => x.split(/\s+/).length > 4 || !listItem(x))) return null;
  if (items.some((x) => /^(?:elsewhere|others?|more|etc|so on|many more|the like|similar)$/i.test(x)))
    return null;
  const subject = m[1]!.trim();
  if (subject.split(/\s+/).length > 6 || /[,;]/.test(subject)) return null;
  if (
    (verb === 'are' || verb === 'is') &&
    !/\b(types?|kinds?|forms?|classes|categories|parts|components|elements|examples|steps|stages|phases)\b/i.test(
      m[1]!,
    )
  )
    return null;
  return { subject: m[1]!.trim(), verb, items };
}

/** Interchangeable names: "Transmission Control Protocol (TCP)", "X, also known as Y". */
function findAliases(corpus: Corpus): Map<string, Set<string>> {
  const aliases = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    const x = a.toLowerCase().trim();
    const y = b.toLowerCase().trim();
    if (!x || !y || x === y) return;
    for (const [p, q] of [
      [x, y],
      [y, x],
    ] as const) {
      const set = aliases.get(p) ?? new Set<string>();
      set.add(q);
      aliases.set(p, set);
    }
  };
  const initials = (words: string[]) => words.map((w) => w[0]!.toLowerCase()).join('');
  for (const s of corpus.sentences) {
    const hasParen = s.text.includes('(');
    // the same test as /known as|also called|aka|a\.k\.a\.|or simply/, without a regular expression per sentence
    const t = s.text;
    const hasAka =
      t.includes('known as') ||
      t.includes('also called') ||
      t.includes('aka') ||
      t.includes('a.k.a.') ||
      t.includes('or simply');
    if (!hasParen && !hasAka) continue;
    if (hasParen)
      for (const m of s.text.matchAll(
        /([\p{L}][\p{L}\p{N}'’-]*(?:\s+[\p{L}][\p{L}\p{N}'’-]*){0,5})\s*\(([^()]{2,60})\)/gu,
      )) {
        const before = m[1]!.split(/\s+/);
        const inside = m[2]!.trim().replace(/^["“]|["”]$/g, '');
        if (/^[A-Z][A-Za-z]?[A-Z]+s?$/.test(inside)) {
          const acr = inside.replace(/s$/, '').toLowerCase();
          for (let n = Math.min(before.length, acr.length + 2); n >= 2; n--) {
            const words = before.slice(before.length - n);
            const sig = words.filter((w) => !/^(of|and|the|for|to|in|on|a|an)$/i.test(w));
            if (initials(sig) === acr || initials(words) === acr) {
              add(words.join(' '), inside);
              break;
            }
          }
        } else if (/^[A-Z][A-Za-z]?[A-Z]+s?$/.test(before[before.length - 1]!)) {
          add(before[before.length - 1]!, inside);
        } else if (inside.split(/\s+/).length <= 4 && /^(?:also |or |i\.e\.,? |aka )/i.test(inside))
          add(
            before.slice(-3).join(' '),
            inside.replace(/^(?:also (?:called|known as) |or |i\.e\.,? |aka )/i, ''),
          );
      }
    if (hasAka)
      for (const m of s.text.matchAll(
        /([\p{L}][\p{L}\p{N}'’ -]{1,40}?),?\s+(?:also known as|also called|aka|a\.k\.a\.|or simply|known as)\s+([\p{L}][\p{L}\p{N}'’ -]{1,40}?)(?=[,.;)]|$)/gu,
      )) {
        add(m[1]!.split(/\s+/).slice(-3).join(' '), m[2]!);
      }
  }
  return aliases;
}

const EN_COPULA_DEF = /^(?:is|are)$/i;
/** "... is that <the ...> is (often) called <term>" / ", and <the ...> is called <term>" inside a sentence. */
const EN_CLAUSE_CALLED_RE =
  /(?:\bis that\s+|,\s+and\s+|;\s+)((?:the|an?)\s+[^,;:]{6,140}?)\s+(?:is|are)\s+(?:(?:often|sometimes|also|usually|commonly|generally|typically|simply)\s+){0,2}(?:called|known as|termed|referred to as)\s+(?:an?\s+|the\s+)?([\p{L}][\p{L}\p{N}'’ -]{1,40}?)(?=\s+(?:because|since|and|which|as|when)\b|[,;:]|$)/gu;
/** "<term>, which is a/an/the <what it is>" closing the sentence. */
const EN_WHICH_IS_RE = /(,\s+which\s+(?:is|are)\s+)((?:the|an?)\s+[^;:]{10,200})$/u;
/** A clause that says what it says without the text around it: no demonstrative, pronoun, pointer or "we". */
export function clauseStandsAlone(clause: string): boolean {
  return (
    !/\b(?:this|these|those|that|it|its|they|their|we|you|your|our|us|above|below|previous|following|former|latter|here|there)\b/i.test(
      clause,
    ) &&
    !POINTER_RE.test(clause) &&
    !REFERS_ELSEWHERE_RE.test(clause) &&
    balanced(clause)
  );
}
/**
 * "<what it is> is (often/also/sometimes) called <term>", the term last in its clause or before a clause of
 * reason ("... is called the bias vector because it influences ...").
 */
const EN_CALLED_RE =
  /^(.{10,160}?)\s+(?:is|are)\s+(?:(?:often|sometimes|also|usually|commonly|generally|typically|simply)\s+){0,2}(?:called|known as|termed|referred to as)\s+(?:an?\s+|the\s+)?([\p{L}][\p{L}\p{N}'’ -]{1,40}?)(?:\s+(?:because|since|as|when|which|and)\b.*)?$/u;
const EN_DEF_VERBS = /^(?:refers|refer|means|mean|denotes|denote)$/i;

function termDisplay(text: string): string {
  return text
    .split(' ')
    .map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

/**
 * The token after a run-in label whose words the sentence repeats as its subject ("I.4 Newton's method: Newton's
 * method is ...", "Floating-point numbers: floating-point numbers are ..."), else 0. The label may open with a
 * section number ("I.4", "2.1").
 */
function runInLabelEnd(s: Sentence): number {
  const c = s.tokens.findIndex((t) => t.text === ':');
  if (c < 1 || c > 8) return 0;
  const label = s.text
    .slice(0, s.tokens[c]!.start)
    .replace(/^(?:[IVX]+\.)?\d+(?:\.\d+)*\.?\s+/, '')
    .trim();
  const rest = s.text.slice(s.tokens[c]!.end).trim();
  if (!/^\p{L}/u.test(label) || words(label).length > 4 || !/\p{L}{3}/u.test(label)) return 0;
  const after = rest.slice(label.length);
  if (!rest.toLowerCase().startsWith(label.toLowerCase()) || !/^\s+(?:is|are)\s/.test(after)) return 0;
  return c + 1;
}

/**
 * How token `k` joins a term that starts at token `i` although its tag is no noun or adjective: a hyphen inside a
 * word ("Floating-point": "Floating", "-", "point") or a proper name's possessive ("Newton's method"); 'joint'
 * for the hyphen and the possessive themselves, 'word' for the word before a hyphen, null otherwise.
 */
function termGlue(toks: readonly Tok[], i: number, k: number): 'joint' | 'word' | null {
  const t = toks[k]!;
  const prev = toks[k - 1];
  const next = toks[k + 1];
  const glued = (a: Tok | undefined, b: Tok | undefined) => !!a && !!b && a.end === b.start;
  if (t.text === '-' && k > i && glued(prev, t) && glued(t, next) && /^\p{L}/u.test(next!.text))
    return 'joint';
  if (/^['’]s$/.test(t.text) && k > i && prev?.pos === 'PROPN' && glued(prev, t) && next?.pos === 'NOUN')
    return 'joint';
  if (
    next?.text === '-' &&
    glued(t, next) &&
    /^\p{L}+$/u.test(t.text) &&
    /^\p{L}/u.test(toks[k + 2]?.text ?? '')
  )
    return 'word';
  return null;
}

/** Definitions stated by the material. */
function findDefinitions(corpus: Corpus): Definition[] {
  const out: Definition[] = [];
  const seen = new Set<string>();
  /** `shared`: words of the term the body may also hold (a genus the term repeats: "גודל ש..." of "גודל אינוואריאנטי"). */
  const push = (
    s: Sentence,
    term: string,
    body: string,
    genus: string,
    shared: ReadonlySet<string> = new Set(),
    key?: string,
  ) => {
    term = term.trim().replace(/^["“'(]+|["”'),]+$/gu, '');
    body = stripCitations(body)
      .trim()
      .replace(/[.;:]+$/u, '')
      .trim();
    if (!term || !body) return;
    const tw = term.split(/\s+/);
    if (tw.length > 4 || term.length < 2) return;
    const bw = body.split(/\s+/).length;
    if (bw < 4 || bw > 32) return;
    const termKey = key ?? tw.map((w) => wordKey(w)).join(' ');
    // the body must not name the term (a giveaway) nor point elsewhere
    const bodyKeys = new Set(body.split(/[^\p{L}\p{N}]+/u).map((w) => wordKey(w)));
    // the parts of a hyphenated word too ("fixed" of "Fixed-point arithmetic" in "... at a fixed position")
    const parts = tw.flatMap((w) => (/\p{L}-\p{L}/u.test(w) ? [w, ...w.split('-')] : [w]));
    if (parts.some((w) => w.length > 2 && bodyKeys.has(wordKey(w)) && !shared.has(wordKey(w)))) return;
    if (/^(?:it|this|that|these|those|they|he|she|also|not|so|then|there)\b/i.test(body)) return;
    if (/^(?:this|that|these|those|it|they|here|there|which|what|one|each|all|some|such|other)$/i.test(term))
      return;
    if (corpus.language === 'he' && HE_STOPWORDS.has(tw[0]!)) return;
    if (seen.has(termKey)) return;
    seen.add(termKey);
    out.push({ sentence: s.index, term, termKey, body, genus: genus.toLowerCase() });
  };
  /**
   * Definitions stated in one clause of a sentence: "<what it is> is (often) called <term>" after "... is that"
   * or ", and", and "<term>, which is a/the <what it is>" closing the sentence. The clause stands on its own
   * (no demonstrative, pronoun or pointer in it), so it is asked about even when the sentence around it is not
   * ("A last piece of terminology we'll mention ... is that the threshold at zero max(0,-) function is often
   * called the hinge loss"; "In the last section we introduced the problem of Image Classification, which is the
   * task of assigning a single label to an image ..."); the question quotes the whole sentence.
   */
  const clauseDefinitions = (s: Sentence) => {
    const text = s.text.replace(/[.;]\s*$/u, '');
    for (const m of text.matchAll(EN_CLAUSE_CALLED_RE)) {
      if (!clauseStandsAlone(m[1]!)) continue;
      push(s, termDisplay(m[2]!), m[1]!.replace(/^(?:the)\s+/i, 'the '), firstNoun(corpus, s, m[1]!));
    }
    const w = EN_WHICH_IS_RE.exec(text);
    if (!w || !clauseStandsAlone(w[2]!)) return;
    // the term: the noun phrase before ", which" (adjectives and nouns, a noun last), a term of the material
    const comma = w.index + w[0].length - w[2]!.length - w[1]!.length;
    const toks = s.tokens.filter((t) => t.end <= comma);
    let k = toks.length;
    while (k > 0 && toks.length - k < 4 && ['ADJ', 'NOUN', 'PROPN'].includes(toks[k - 1]!.pos)) k--;
    const tt = toks.slice(k);
    if (!tt.length || !['NOUN', 'PROPN'].includes(tt[tt.length - 1]!.pos)) return;
    // the whole noun phrase: not the tail of one a participle opens ("floating | point numbers")
    const before = toks[k - 1];
    if (
      before &&
      ((/(?:ing|ed)$/i.test(before.text) && !/^(?:called|named|termed)$/i.test(before.text)) ||
        before.pos === 'NUM' ||
        /-$/.test(before.text))
    )
      return;
    // what it is, not how it is ("a bit more challenging"): an article, then a noun phrase of some length
    if (words(w[2]!).length < 5 || /^(?:an?|the)\s+(?:bit|little|lot|few)\b/i.test(w[2]!)) return;
    if (GENERIC_ADJ.has(tt[0]!.key) || EN_STOPWORDS.has(tt[0]!.key)) return;
    if (!corpus.terms.has(tt.map((t) => t.key).join(' '))) return;
    const term = s.text.slice(tt[0]!.start, tt[tt.length - 1]!.end);
    const proper = tt.every((t) => t.pos === 'PROPN') && tt.some((t) => /[A-Z].*[A-Z]|\d/.test(t.text));
    push(s, proper ? term : termDisplay(term), w[2]!, firstNoun(corpus, s, w[2]!));
  };
  for (const s of corpus.sentences) {
    if (!s.usable) {
      // a sentence kept out only by what surrounds the defining clause (a signpost, a pointer, a referent)
      if (corpus.language === 'en' && /^(?:referent|signpost|pointer)$/.test(s.reject ?? ''))
        clauseDefinitions(s);
      continue;
    }
    const text = s.text.replace(/[.;]\s*$/u, '');
    // a labelled definition: "הגדרה 1.5.3 (חסימות של סדרה):" / "Definition 4 (positive definite)." and then the
    // sentence that states it; the label names the concept
    const prev = corpus.sentences[s.index - 1];
    const label =
      prev && prev.doc === s.doc && prev.unit === s.unit
        ? /^(?:הגדרה|definition)\s*[\d.]*\s*\(([^()]{2,40})\)\s*[:.]?\s*$/iu.exec(prev.text)
        : null;
    if (label) {
      const name = label[1]!.trim();
      const nw = name.split(/\s+/);
      const head = corpus.language === 'en' ? nw[nw.length - 1]! : nw[0]!;
      // the body may repeat the label's other words ("סדרה" of "חסימות של סדרה"), not its head
      const shared = new Set(nw.filter((w) => w !== head).map((w) => wordKey(w)));
      push(s, name, text, text.split(/\s+/)[0] ?? '', shared);
      continue;
    }
    // a negation inside a Hebrew relative clause ("גודל שאינו משתנה ... נקרא ...") still defines
    if (
      s.negated &&
      !(corpus.language === 'he' && /(?:נקרא|נקראת|נקראים|נקראות)\s+\S+(?:\s\S+){0,2}$/u.test(text))
    )
      continue;
    // Glossary style: "Postulate: A statement that ..." / "Latency - the time ..." / "X – ..."
    // a run-in label naming the term the sentence then defines ("I.4 Newton's method: Newton's method is a basic
    // approach ..."): the definition is the clause after the colon
    const runIn = corpus.language === 'en' ? runInLabelEnd(s) : 0;
    const g = runIn ? null : /^([\p{L}][\p{L}\p{N}'’ -]{1,40}?)\s*(?::|\s[-–—]\s?)\s+(\S.+)$/u.exec(text);
    if (g && g[1]!.split(/\s+/).length <= 4 && !/\b(?:is|are|was|were)\b/.test(g[1]!)) {
      // "Floating-point arithmetic: essentially scientific notation ...": the hedge is no part of what it is
      const body = g[2]!.replace(/^(?:it is|this is)\s+/i, '').replace(/^(?:essentially|basically)\s+/i, '');
      // the body of a glossary line describes the term (a noun phrase), it is not a sentence of its own
      const sentenceLike =
        /^(?:if|when|we|you|i|it|they|this|there|in|to|for|as|on|at|by)\b/i.test(body) ||
        /\b(?:we|you|your|our|us)\b/i.test(body);
      const known =
        (corpus.language !== 'en' &&
          corpus.terms.has(
            s.tokens
              .filter((t) => t.end <= g[1]!.length)
              .map((t) => t.key)
              .join(' '),
          )) ||
        corpus.terms.has(
          g[1]!
            .split(/\s+/)
            .map((w) => wordKey(w))
            .join(' '),
        ) ||
        glossaryTerm(corpus, s, g[1]!);
      // labelled descriptions in Title Case ("Appointment Reminders - We may use ..."): the label is what the
      // description describes, as in a notice's list of cases
      const titled =
        /^(?:[A-Z][\p{L}'’-]*|and|or|of|for|to|in|the|&)(?:\s(?:[A-Z][\p{L}'’-]*|and|or|of|for|to|in|the|&)){0,5}$/u.test(
          g[1]!,
        ) &&
        /^[A-Z]/.test(g[1]!) &&
        g[1]!.split(/\s+/).length >= 2;
      if ((!sentenceLike && known) || (titled && corpus.language === 'en'))
        push(
          s,
          corpus.language === 'en' ? termDisplay(g[1]!) : g[1]!,
          body,
          firstNoun(corpus, s, body),
          undefined,
          // a hyphenated term has the key of its words, as the terms of the material ("floating point arithmetic")
          corpus.language === 'en' && /\p{L}-\p{L}/u.test(g[1]!)
            ? g[1]!
                .split(/[\s-]+/)
                .map((w) => wordKey(w))
                .join(' ')
            : undefined,
        );
      continue;
    }
    if (corpus.language === 'en') {
      const toks = s.tokens;
      let i = runIn;
      // a sentence the material quotes ('"A protocol is ..."') defines as well
      while (i < runIn + 2 && /^["“'‘(]$/u.test(toks[i]?.text ?? '')) i++;
      if (/^(?:the|a|an)$/i.test(toks[i]?.text ?? '')) i++;
      let j = i;
      let termWords = 0;
      for (; j < toks.length && termWords < 4; j++) {
        const glue = termGlue(toks, i, j);
        if (!glue && !['ADJ', 'NOUN', 'PROPN'].includes(toks[j]!.pos)) break;
        if (glue !== 'joint') termWords++;
      }
      if (j === i || j >= toks.length - 3) continue;
      if (!['NOUN', 'PROPN'].includes(toks[j - 1]!.pos)) continue;
      const verb = toks[j]!;
      const next = toks[j + 1]!;
      const term = s.text.slice(toks[i]!.start, toks[j - 1]!.end);
      const termToks = toks.slice(i, j).filter((t) => termGlue(toks, i, toks.indexOf(t)) !== 'joint');
      let bodyStart: number | null = null;
      if (EN_COPULA_DEF.test(verb.text)) {
        if (/^(?:a|an|the|any|one)$/i.test(next.text)) bodyStart = next.start;
        else if (/^defined$/i.test(next.text) && /^as$/i.test(toks[j + 2]?.text ?? ''))
          bodyStart = toks[j + 3]!.start;
        else if (/^(?:called|known)$/i.test(next.text)) continue;
        // "The length is how much memory ... the String is using"
        else if (/^(?:how|what|where|when)$/i.test(next.text)) bodyStart = next.start;
      } else if (EN_DEF_VERBS.test(verb.text)) {
        bodyStart = /^to$/i.test(next.text) ? (toks[j + 2]?.start ?? null) : next.start;
      }
      if (bodyStart === null) {
        // inverse: "The movement of water across a membrane is called osmosis.", also in one clause of several
        // ("The parameters in W are often called the weights, and b is called the bias vector because ...")
        for (const clause of text.split(/,\s+and\s+|;\s+/)) {
          const called = EN_CALLED_RE.exec(clause);
          if (!called || /\b(?:we|you|your|our|us|I)\b/.test(called[1]!)) continue;
          push(
            s,
            termDisplay(called[2]!),
            called[1]!.replace(/^(?:the)\s+/i, 'the '),
            firstNoun(corpus, s, called[1]!),
          );
        }
        clauseDefinitions(s);
        continue;
      }
      const body = s.text.slice(bodyStart).replace(/["”'’)]*[.;]?["”'’]*\s*$/u, '');
      const proper = toks.slice(i, j).every((t) => t.pos === 'PROPN');
      if (GENERIC_ADJ.has(toks[i]!.key) || EN_STOPWORDS.has(toks[i]!.key)) continue;
      if (
        !corpus.terms.has(termToks.map((t) => t.key).join(' ')) &&
        termToks.length < 2 &&
        toks[i]!.pos !== 'NOUN' &&
        // a common noun capitalised only because it opens the sentence ("Latency is the time ...")
        !(toks[i]!.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(toks[i]!.text) && lowerIsNoun(toks[i]!.text))
      )
        continue;
      if (/\b(?:we|you|your|our|us|I)\b/.test(body)) continue;
      // a term written with a hyphen or a possessive has the key of its words ("floating point number")
      const glued = termToks.length < j - i || termToks.some((t) => termGlue(toks, i, toks.indexOf(t)));
      const key = glued ? termToks.map((t) => wordKey(t.text)).join(' ') : undefined;
      // the head noun of a compound term may name the body's kind ("Floating-point numbers are a subset of real
      // numbers ..."): the options of a question on it are other kinds of the head
      const head = termToks.length >= 2 ? termToks[termToks.length - 1]! : undefined;
      const kinds =
        head?.pos === 'NOUN' &&
        /\bof\s+(?:\w+\s+){0,2}$/.test(body.slice(0, body.search(new RegExp(`\\b${head.text}\\b`, 'i'))))
          ? new Set([wordKey(head.text)])
          : new Set<string>();
      push(s, proper ? term : termDisplay(term), body, firstNoun(corpus, s, body), kinds, key);
    } else {
      const toks = s.tokens;
      // inverse: "<what it is> נקרא/נקראת <term>" and "<what it is> היא/הוא <term>" (the name last)
      const named =
        /^(.{12,200}?)\s+(?:נקרא|נקראת|נקראים|נקראות|היא|הוא|הינה|הינו)\s+([\u05D0-\u05EA"'-]+(?:\s[\u05D0-\u05EA"'-]+){0,2})$/u.exec(
          text,
        );
      if (named && named[1]!.split(/\s+/).length >= 4) {
        const name = named[2]!.replace(/\s+(?:אחד|אחת)$/u, '');
        const nameToks = statisticalSentences(name, corpus.vocab)[0]?.tokens ?? [];
        const nameKey = nameToks.map((t) => t.key).join(' ');
        const called = /(?:נקרא|נקראת|נקראים|נקראות)\s+\S+(?:\s\S+){0,2}$/u.test(text);
        const firstBody = named[1]!.split(/\s+/)[0]!;
        const recurring =
          corpus.sentences.filter((x) => x.doc === s.doc && x.text.includes(name)).length >= 2;
        if (
          (called || corpus.terms.has(nameKey) || recurring) &&
          !nameToks.some(
            (t) => HE_STOPWORDS.has(t.text) || HE_NON_TERM.has(t.text) || HE_DISCOURSE.has(t.key),
          ) &&
          !HE_DISCOURSE.has(wordKey(firstBody, corpus.vocab)) &&
          (!HE_STOPWORDS.has(firstBody) || firstBody === 'כל')
        ) {
          const shared = new Set([wordKey(firstBody, corpus.vocab), wordKey(firstBody)]);
          push(s, name, named[1]!, firstBody, shared);
          continue;
        }
      }
      // "תופעה זו נקראת התארכות זמן. משמעותה שפרק הזמן ..." : the name from the sentence before, what it means here
      const means = /^(?:משמעותה|משמעותו|משמעותם|פירושה|פירושו)\s+ש(\S.+)$/u.exec(text);
      const namedBefore =
        prev && prev.doc === s.doc
          ? /(?:נקרא|נקראת|נקראים|נקראות)\s+(\S+(?:\s\S+){0,2}?)\.?$/u.exec(prev.text)
          : null;
      if (means && namedBefore) {
        const name = namedBefore[1]!.replace(/[.:;,]+$/u, '');
        // the body may repeat the name's modifier ("זמן" of "התארכות זמן"), not its head
        const shared = new Set(
          name
            .split(/\s+/)
            .slice(1)
            .flatMap((w) => [wordKey(w), wordKey(w, corpus.vocab)]),
        );
        push(s, name, means[1]!, means[1]!.split(/\s+/)[0] ?? '', shared);
        continue;
      }
      // Hebrew patterns of hebrew.ts ("X מתייחסת לכך ש...")
      const heDef = hebrewDefinition(corpus, s);
      if (heDef) {
        push(s, heDef.term, heDef.body, heDef.genus);
        continue;
      }
      const c = toks.findIndex((t, k) => k >= 1 && k <= 4 && DEF_HE_WORDS.has(t.text));
      if (c < 1) continue;
      const termToks = toks.slice(0, c);
      if (termToks.some((t) => t.isNumber || HE_STOPWORDS.has(t.text))) continue;
      // a term of the material (noun evidence), not a clause ("נזכור שמהירות")
      // a term of the material (seen as a noun more than once), not a discourse word ("הסיבה", "מבחינתו")
      if (
        !corpus.terms.has(termToks.map((t) => t.key).join(' ')) &&
        !(termToks.length <= 2 && /^ו?ה$/u.test(termToks[0]!.prefix))
      )
        continue;
      if (termToks.some((t) => HE_DISCOURSE.has(t.key) || HE_DISCOURSE.has(t.text))) continue;
      if (termToks.some((t) => /^ו?ש/u.test(t.prefix))) continue;
      const term = s.text.slice(termToks[0]!.start + termToks[0]!.prefix.length, termToks[c - 1]!.end);
      const after = toks[c + 1];
      if (!after) continue;
      const body = s.text.slice(after.start).replace(/[.;]\s*$/u, '');
      push(s, term, body, after.text);
    }
  }
  return out;
}

/** Hebrew words that are never part of a term: first-person verbs of the lecturer, discourse words. */
const HE_NON_TERM = new Set(
  (
    'נחזור נעבור נדון נתבונן נביט נראה נזכיר נסתכל נתחיל נמשיך נבדוק נחשוב ננסה נתייחס נציג נלמד נסכם נצייר ' +
    'נסביר נוכיח נגדיר נניח נקבל נמצא נחשב ניקח נשים נקרא נסמן נכתוב נאמר אמרנו ראינו הראינו קיבלנו הגדרנו ' +
    'דוגמה דוגמא לדוגמה לדוגמא למשל כלומר בעצם למעשה כמובן אכן שימו פתרון תרגיל שאלה תשובה'
  ).split(' '),
);

const HE_DISCOURSE = new Set(
  'סיבה הסיבה דוגמה דוגמא מבחינת מבחינתו מבחינתה הבדל ההבדל שאלה השאלה תשובה התשובה מטרה המטרה רעיון הרעיון עובדה העובדה בעיה הבעיה נקודה הנקודה דבר הדבר הנחה ההנחה קושי הקושי דרך חלק כל משהו'.split(
    ' ',
  ),
);

const DEF_HE_WORDS = new Set([
  'הוא',
  'היא',
  'הם',
  'הן',
  'הינו',
  'הינה',
  'הינם',
  'הנו',
  'הנה',
  'זהו',
  'זוהי',
  'פירושו',
  'פירושה',
  'מוגדר',
  'מוגדרת',
]);

function firstNoun(corpus: Corpus, s: Sentence, body: string): string {
  if (corpus.language !== 'en') return body.split(/\s+/)[0] ?? '';
  const offset = s.text.indexOf(body);
  const t = s.tokens.find((x) => x.start >= offset && x.pos === 'NOUN');
  return t?.key ?? body.split(/\s+/)[1] ?? '';
}

/** Whether the tagger reads a capitalised word, written in lower case, as a common noun. */
function lowerIsNoun(word: string): boolean {
  const its = nlp().its;
  return (nlp().readDoc(`the ${word.toLowerCase()} is`).tokens().out(its.pos) as string[])[1] === 'NOUN';
}

/** A glossary label is a noun phrase of the material: its last word a noun, no verb. */
function glossaryTerm(corpus: Corpus, s: Sentence, label: string): boolean {
  const end = s.text.indexOf(label) + label.length;
  const all = s.tokens.filter((t) => t.end <= end);
  // a hyphenated modifier is one word ("Floating-point arithmetic", "Fixed-point arithmetic"): its parts are no
  // verb of a clause, whatever the tagger makes of "Floating" or "Fixed"
  const toks = all.filter((t, k) => !termGlue(all, 0, k));
  if (!toks.length || toks.length > 4) return false;
  if (
    toks.some(
      (t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'ADP' || t.pos === 'DET' || t.pos === 'PRON',
    )
  )
    return false;
  return ['NOUN', 'PROPN'].includes(toks[toks.length - 1]!.pos) && corpus.language === 'en';
}

// ------------------------------------------------------------------------------------- term classes

/** What kind of thing a term or an option is, so that the options of one question are all of one kind. */
export interface TermClass {
  text: string;
  /** The term's key in `corpus.terms` (lemmas, prefix-stripped Hebrew), or the word keys of the text. */
  key: string;
  /** English: the last word's key ("classifier" of "softmax classifier"); Hebrew: the first word's (construct head). */
  head: string;
  /** The noun its definition names it by ("a set of rules ..." -> "set"), when the material defines it. */
  genus?: string;
  /** Topics of the lists it is an item of (lower case): "monitoring tools". */
  lists: string[];
  /** The heading it is mostly found under. */
  heading?: string;
  /** Part of speech of the first word (English tagger: NOUN, ADJ, VERB, PROPN...; Hebrew: 'X'). */
  pos: string;
  /** 'lower' (all lower case), 'capitalized' (first word only), 'title' (every word), 'upper' (acronym), 'mixed'. */
  caseStyle: 'lower' | 'capitalized' | 'title' | 'upper' | 'mixed';
  plural: boolean;
  words: number;
  /** A person's, place's or organisation's name. */
  name: boolean;
  hebrew?: HebrewAgreement;
}

const classCache = new WeakMap<Corpus, Map<string, TermClass>>();

function caseStyleOf(text: string): TermClass['caseStyle'] {
  const ws = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (!ws.length || !/[A-Za-z]/.test(text)) return 'lower';
  if (ws.every((w) => /^[A-Z0-9-]{2,}s?$/.test(w))) return 'upper';
  if (ws.some((w) => /\p{Ll}\p{Lu}/u.test(w) || /^\p{Lu}{2,}/u.test(w))) return 'mixed';
  if (ws.every((w) => /^\p{Ll}/u.test(w))) return 'lower';
  if (ws.length > 1 && ws.every((w) => /^\p{Lu}/u.test(w) || /^(?:of|and|or|for|to|in|the|a|an|on)$/.test(w)))
    return 'title';
  return /^\p{Lu}/u.test(ws[0]!) ? 'capitalized' : 'mixed';
}

/** Hebrew gender, number, construct state and definiteness of a phrase, by its first word and the material's words. */
export function hebrewShape(
  phrase: string,
  vocab?: ReadonlyMap<string, number>,
): NonNullable<TermClass['hebrew']> {
  const ws = phrase.trim().split(/\s+/);
  let w = ws[0] ?? '';
  let definite = false;
  if (/^ה/u.test(w) && w.length >= 4 && (!vocab || vocab.has(w.slice(1)))) {
    definite = true;
    w = w.slice(1);
  }
  // "-ות" is also a singular abstract noun ending ("מהירות" beside "מהירויות", "התארכות", "חסימות")
  const abstractSingular =
    /ות$/u.test(w) &&
    (/^הת/u.test(w) ||
      (vocab !== undefined &&
        ((vocab.get(`${w.slice(0, -2)}ויות`) ?? 0) > 0 || (vocab.get(`ה${w.slice(0, -2)}ויות`) ?? 0) > 0)));
  const number: 'sg' | 'pl' = /(?:ים|ות|יות)$/u.test(w) && !abstractSingular ? 'pl' : 'sg';
  const gender: 'm' | 'f' = /(?:ות|ה|ת)$/u.test(w) && !/ים$/u.test(w) ? 'f' : 'm';
  // construct: "סדרת" beside "סדרה", "איברי" beside "איברים", "מהירויות" is plural, not construct
  const has = (x: string) => (vocab ? (vocab.get(x) ?? 0) > 0 || (vocab.get(`ה${x}`) ?? 0) > 0 : false);
  const construct =
    !definite &&
    ((/ת$/u.test(w) && w.length >= 3 && has(`${w.slice(0, -1)}ה`)) ||
      (/י$/u.test(w) && w.length >= 3 && (has(`${w}ם`) || has(`${w.slice(0, -1)}ות`))));
  return { gender, number: construct && /י$/u.test(w) ? 'pl' : number, construct, definite };
}

/**
 * The semantic class of a term or option text of the material (decision 104): its head noun, genus, list
 * families, heading and shape. Cached per corpus.
 */
export function termClass(corpus: Corpus, text: string): TermClass {
  let cache = classCache.get(corpus);
  if (!cache) {
    cache = new Map();
    classCache.set(corpus, cache);
  }
  const clean = text.trim().replace(/^(?:the|a|an)\s+/i, '');
  const hit = cache.get(clean);
  if (hit) return hit;
  const he = isHebrewWord(clean);
  const ws = clean.split(/\s+/).filter(Boolean);
  let pos = 'X';
  let plural = false;
  let key = ws.map((w) => wordKey(w, corpus.vocab)).join(' ');
  if (!he && /[A-Za-z]/.test(clean)) {
    const doc = nlp().readDoc(clean);
    const its = nlp().its;
    const p = doc.tokens().out(its.pos) as string[];
    const lem = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
    const val = doc.tokens().out(its.value) as string[];
    pos = p[0] ?? 'X';
    // a capitalised first word read as a proper noun: ask the tagger about the lower-case word
    if (pos === 'PROPN' && /^[A-Z][a-z]+$/.test(ws[0] ?? '') && !corpus.names.has(clean.toLowerCase()))
      pos = (nlp().readDoc(clean.toLowerCase()).tokens().out(its.pos) as string[])[0] ?? pos;
    const last = val.length - 1;
    plural =
      last >= 0 &&
      ['NOUN', 'PROPN'].includes(p[last]!) &&
      lem[last]!.toLowerCase() !== val[last]!.toLowerCase() &&
      /s$/i.test(val[last]!);
    key = lem.map((l) => l.toLowerCase()).join(' ');
  }
  const lower = clean.toLowerCase();
  const term = corpus.terms.get(key);
  // a term of the material: its first word's part of speech where the material uses it ("switch" is a noun
  // there, a verb alone)
  if (term && !he) {
    const first = key.split(' ')[0];
    for (const i of term.sentences.slice(0, 3)) {
      const t = corpus.sentences[i]?.tokens.find((x) => x.key === first);
      if (t) {
        pos = t.pos;
        break;
      }
    }
  }
  const head = he ? wordKey(ws[0] ?? '', corpus.vocab) : (key.split(' ').pop() ?? '');
  const genus = corpus.definitions.find((d) => d.termKey === key || d.term.toLowerCase() === lower)?.genus;
  const lists = corpus.lists
    .filter((l) => l.items.some((x) => x.toLowerCase() === lower))
    .map((l) => l.topic.toLowerCase());
  const headings = new Map<string, number>();
  for (const i of term?.sentences ?? []) {
    const h = corpus.sentences[i]?.heading;
    if (h) headings.set(h, (headings.get(h) ?? 0) + 1);
  }
  const heading = [...headings].sort((a, b) => b[1] - a[1])[0]?.[0];
  const out: TermClass = {
    text: clean,
    key,
    head,
    ...(genus ? { genus } : {}),
    lists: [...new Set(lists)],
    ...(heading ? { heading } : {}),
    pos,
    caseStyle: caseStyleOf(clean),
    plural: he ? hebrewShape(clean, corpus.vocab).number === 'pl' : plural,
    words: ws.length,
    name: corpus.names.has(lower),
    ...(he ? { hebrew: hebrewShape(clean, corpus.vocab) } : {}),
  };
  cache.set(clean, out);
  return out;
}

/** Whether two options have the same shape: first-word part of speech, case style, number, Hebrew agreement. */
export function sameShapeClass(a: TermClass, b: TermClass): boolean {
  if (a.name !== b.name) return false;
  if (a.hebrew || b.hebrew) return sameHebrewAgreement(a.hebrew, b.hebrew);
  const nounish = (p: string) => (['NOUN', 'PROPN', 'NUM', 'X', 'SYM'].includes(p) ? 'N' : p);
  if (nounish(a.pos) !== nounish(b.pos)) return false;
  if (a.plural !== b.plural) return false;
  const cap = (c: TermClass['caseStyle']) => (c === 'title' || c === 'capitalized' ? 'cap' : c);
  return cap(a.caseStyle) === cap(b.caseStyle) || (a.caseStyle === 'mixed') !== (b.caseStyle === 'mixed');
}

/**
 * How much two terms are of one kind (0..1): the same list family, the same genus, the same head noun, the same
 * heading. 0 when their shapes differ (they could not be options of one question).
 */
export function sameKind(a: TermClass, b: TermClass): number {
  if (!sameShapeClass(a, b)) return 0;
  let k = 0;
  if (a.lists.some((l) => b.lists.includes(l))) k += 0.45;
  else if (a.lists.length && b.lists.length) k += 0.25; // items of two lists: both list items
  if (a.genus && a.genus === b.genus) k += 0.3;
  if (a.words > 1 && b.words > 1 && a.head === b.head) k += 0.2;
  if (a.heading && a.heading === b.heading) k += 0.1;
  return Math.min(1, k);
}

const LAW_CUE_RE =
  /\b(?:constant|constants|equals?|is (?:approximately|about|roughly|exactly|always|defined as)|laws?|theorem|principle|speed of|limit|value of|precision|epsilon|converges?|order of|bound(?:ed)? by|at most|at least|rate of)\b|(?<!\p{L})(?:קבוע|קבועה|שווה|שווים|חוק|משפט|עיקרון|גבול|מהירות|לכל היותר|לפחות)(?!\p{L})/iu;
const UNIT_RE =
  /^(?:k?m|cm|mm|nm|km|kilomet(?:er|re)s?|met(?:er|re)s?|seconds?|s|ms|ns|kg|g|grams?|kilograms?|joules?|J|newtons?|N|volts?|V|amperes?|A|ohms?|hertz|Hz|[kMG]Hz|watts?|W|bytes?|bits?|[KMGT]B|degrees?|°C?|K|kelvin|eV|mol|moles?|litres?|liters?|l)$/;
const COUNT_NOUN_RE =
  /^(?:patients?|subjects?|participants?|people|users?|books?|propositions?|pages?|chapters?|months?|years?|weeks?|days?|hours?|minutes?|seconds?|times?|cycles?|benchmarks?|functions?|traces?|lines?|files?|images?|examples?|samples?|items?|students?|members?|cases?|steps?|tests?|programs?|trials?|rows?|columns?|entries|points?|copies|versions?|instructions?|calls?|loops?|tumors?|dollars?|%|percent)$/i;

/**
 * Whether a number in a sentence is the point of the sentence (decision 104): a constant, a law or a key result
 * about a central term of the material ("the speed of light is 299,792 km/s", "machine epsilon is 2^-52"), not a
 * side detail (how many patients, books, cycles, months). `tok` is the number's token index.
 */
export function numberIsThePoint(corpus: Corpus, s: Sentence, tok: number): boolean {
  if (!s.usable || PERIPHERAL_RE.test(s.text)) return false;
  // a number in a sentence about a person or a place ("Euclid's 465 propositions") is history, not the subject
  if (s.tokens.some((t) => corpus.names.has(t.text.toLowerCase().replace(/'s$/, '')))) return false;
  let next: Tok | undefined = s.tokens[tok + 1];
  if (next && COUNT_NOUN_RE.test(next.text)) return false;
  // a measured quantity ("299792 kilometres per second") is judged by its sentence, not as a count
  if (next && UNIT_RE.test(next.text)) next = undefined;
  // a count of one of the material's terms ("46 chromosomes"), else a count is a side detail ("13 books")
  if (next && corpus.terms.has(next.key)) return true;
  if (next && corpus.language === 'en' && next.pos === 'NOUN') return false;
  if (!LAW_CUE_RE.test(s.text)) return false;
  // about a central term: one of the material's leading terms, or a term it defines
  const central = new Set(corpus.termList.slice(0, 30).map((t) => t.key));
  for (const d of corpus.definitions) central.add(d.termKey);
  for (let i = 0; i < s.tokens.length; i++)
    for (const k of spanKeys(s.tokens, i)) if (central.has(k)) return true;
  return false;
}

const RESULT_CUE_RE =
  /\b(?:law|theorem|principle|rule|property|definition|defined|called|known as|guarantees?|implies|proves?|converges?|always|never|must|invariant|equivalent|proportional)\b|(?<!\p{L})(?:חוק|משפט|עיקרון|הגדרה|נקרא|נקראת|נקראים|מוגדר|תמיד|אף פעם|שקול|פרופורציונלי|קבוע|קבועה)(?!\p{L})/iu;
const PERIPHERAL_RE =
  /\bet al\b|\[\d+(?:[,–-]\s*\d+)*\]|\(\d{1,3}(?:,\s*\d{1,3})*\)|\b\d+\s+(?:patients|subjects|participants|users|students|people|respondents|volunteers|images|samples|books|propositions)\b|\b(?:previous|prior|related|earlier|other) (?:work|studies|research|systems|approaches)\b/i;

/** Sets `centrality` on every sentence; a usable sentence that names no term of the material is peripheral. */
const kinCache = new WeakMap<Corpus, Map<string, Set<string>>>();
const COORD_GAP_RE =
  /^(?:,|and|or|nor|versus|vs\.?|than|rather|instead|of|both|either|neither|the|a|an|\/|;|ו|או|לעומת|ולא)$/iu;
const COORD_LINK_RE = /^(?:,|and|or|nor|versus|vs\.?|than|\/|ו|או|לעומת|ולא)$/iu;

/**
 * Pairs of terms the material puts side by side as things of one kind (issue 11): coordinated ("the stack and
 * the heap", "a pointer, a length, and a capacity", "SVM or Softmax", "X versus Y"), items of one list, defined
 * with the same genus. Keys are term keys; the relation is symmetric.
 */
function kinPairs(corpus: Corpus): Map<string, Set<string>> {
  let m = kinCache.get(corpus);
  if (m) return m;
  m = new Map();
  const pairs = m;
  const add = (a: string, b: string) => {
    if (a === b) return;
    let sa = pairs.get(a);
    if (!sa) pairs.set(a, (sa = new Set<string>()));
    sa.add(b);
    let sb = pairs.get(b);
    if (!sb) pairs.set(b, (sb = new Set<string>()));
    sb.add(a);
  };
  for (const s of corpus.sentences) {
    if (s.reject === 'heading') continue;
    const toks = s.tokens;
    const occ: { key: string; from: number; to: number }[] = [];
    for (let i = 0; i < toks.length;) {
      let hit = 0;
      const keys = spanKeys(toks, i);
      for (let len = keys.length; len >= 1 && !hit; len--) {
        const key = keys[len - 1]!;
        if (corpus.terms.has(key)) {
          occ.push({ key, from: i, to: i + len });
          hit = len;
        }
      }
      i += hit || 1;
    }
    for (let a = 0; a + 1 < occ.length; a++) {
      const gap = toks.slice(occ[a]!.to, occ[a + 1]!.from);
      const gapText = gap.map((t) => t.text);
      if (corpus.language === 'he' && toks[occ[a + 1]!.from]?.prefix.startsWith('ו') && gap.length === 0) {
        add(occ[a]!.key, occ[a + 1]!.key);
        continue;
      }
      if (!gap.length || gap.length > 4) continue;
      if (!gapText.every((w) => COORD_GAP_RE.test(w)) || !gapText.some((w) => COORD_LINK_RE.test(w)))
        continue;
      add(occ[a]!.key, occ[a + 1]!.key);
    }
  }
  // items of one list, definitions of one genus
  const keyOf = (text: string) => termClass(corpus, text).key;
  // (each key once: a material that repeats a list or a genus adds the same pairs again)
  for (const l of corpus.lists) {
    const keys = new Set(l.items.map(keyOf).filter((k) => corpus.terms.has(k)));
    for (const x of keys) for (const y of keys) add(x, y);
  }
  const byGenus = new Map<string, Set<string>>();
  for (const d of corpus.definitions)
    if (d.genus) {
      const keys = byGenus.get(d.genus);
      if (keys) keys.add(d.termKey);
      else byGenus.set(d.genus, new Set([d.termKey]));
    }
  for (const keys of byGenus.values()) for (const x of keys) for (const y of keys) add(x, y);
  kinCache.set(corpus, m);
  return m;
}

/**
 * Whether two terms (keys) are of one kind by what the material shows (issue 11): put side by side, listed
 * together, defined with one genus, or compounds of one head noun ("banded matrix", "square matrix"; Hebrew
 * construct heads "מהירות האור", "מהירות החלקיק").
 */
export function kin(corpus: Corpus, a: string, b: string, aText = a, bText = b): boolean {
  if (kinPairs(corpus).get(a)?.has(b)) return true;
  if (corpus.language === 'he' || isHebrewWord(aText)) {
    // Hebrew keys strip prefix letters inconsistently ("מהירות" may lose its "מ"): compare the written heads
    const wa = aText.trim().split(/\s+/);
    const wb = bText.trim().split(/\s+/);
    return wa.length >= 2 && wb.length >= 2 && wa[0]!.replace(/^ה/u, '') === wb[0]!.replace(/^ה/u, '');
  }
  // compounds of one head: the last words of two keys of two words or more (no split: asked millions of times)
  const ia = a.lastIndexOf(' ');
  const ib = b.lastIndexOf(' ');
  return ia >= 0 && ib >= 0 && a.length - ia === b.length - ib && a.endsWith(b.slice(ib + 1));
}

interface WordIndex {
  text: string;
  words: string[];
  starts: number[];
  ends: number[];
  at: Map<string, number[]>;
  hits: Map<string, boolean>;
}
const tailCache = new WeakMap<Corpus, WordIndex>();
/**
 * Whether an option is the tail of a longer phrase of the material (issue 11): "point arithmetic" of "floating
 * point arithmetic" (a line break split the compound), "bitwiseand" of "bitops-bitwiseand". It is when most of its
 * occurrences follow one and the same content word (or a hyphen). English only; Hebrew keeps its construct rules.
 */
export function tailOfTerm(corpus: Corpus, phrase: string): boolean {
  if (corpus.language !== 'en' || isHebrewWord(phrase)) return false;
  let c = tailCache.get(corpus);
  if (!c) {
    const text = corpus.sentences.map((s) => s.text.toLowerCase()).join('\n');
    c = { text, words: [], starts: [], ends: [], at: new Map(), hits: new Map() };
    for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const l = c.at.get(m[0]) ?? [];
      l.push(c.words.length);
      c.at.set(m[0], l);
      c.words.push(m[0]);
      c.starts.push(m.index);
      c.ends.push(m.index + m[0].length);
    }
    tailCache.set(corpus, c);
  }
  const ws = phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const p = ws.join(' ');
  const hit = c.hits.get(p);
  if (hit !== undefined) return hit;
  const before = new Map<string, number>();
  let n = 0;
  for (const i of ws.length ? (c.at.get(ws[0]!) ?? []) : []) {
    if (!ws.every((w, k) => c.words[i + k] === w)) continue;
    n++;
    if (i === 0) continue;
    const sep = c.text.slice(c.ends[i - 1]!, c.starts[i]!);
    const word = c.words[i - 1]!;
    const hyphen = sep === '-';
    if (!hyphen && !/^\s+$/.test(sep)) continue;
    if (!/^\p{L}/u.test(word)) continue;
    if (!hyphen && (EN_STOPWORDS.has(word) || GENERIC_ADJ.has(word) || /^(?:and|or|of|to|in|on)$/.test(word)))
      continue;
    before.set(word, (before.get(word) ?? 0) + 1);
  }
  const top = Math.max(0, ...before.values());
  const out = n >= 2 && top / n >= 0.6;
  c.hits.set(p, out);
  return out;
}

/**
 * English sentences that cannot stand alone in a stem or an option because of what they copy (issue 11):
 * - a short label in capitals that the material neither expands ("... (LO)") nor uses on two pages ("LO must be an
 *   inner loop of LR": LO and LR are named a few lines earlier);
 * - a typo a teacher would not print: a word doubled with another form of itself ("Tree trees"); "an" before a
 *   consonant ("an subprogram") is corrected where a stem copies it (`fixArticle`, forms.ts).
 */
function markContextLabels(corpus: Corpus): void {
  if (corpus.language !== 'en') return;
  const pages = new Map<string, Set<string>>();
  const expanded = new Set<string>();
  for (const s of corpus.sentences) {
    for (const m of s.text.matchAll(/(?<![\p{L}\p{N}])([A-Z]{2,4})s?(?![\p{L}\p{N}])/gu)) {
      const set = pages.get(m[1]!) ?? new Set<string>();
      set.add(`${s.doc}:${s.unit}`);
      pages.set(m[1]!, set);
    }
    for (const m of s.text.matchAll(/\(([A-Z]{2,4})s?\)/g)) expanded.add(m[1]!);
  }
  for (const s of corpus.sentences) {
    if (!s.usable || s.reject === 'heading') continue;
    const label = [...s.text.matchAll(/(?<![\p{L}\p{N}])([A-Z]{2,4})s?(?![\p{L}\p{N}])/gu)].some(
      (m) =>
        !expanded.has(m[1]!) &&
        (pages.get(m[1]!)?.size ?? 0) < 2 &&
        (corpus.documents[s.doc]?.units.length ?? 0) >= 3 &&
        !/^[A-Z\s\d\W]+$/.test(s.text),
    );
    const typo = s.tokens.some(
      (t, i) =>
        i > 0 &&
        /^[A-Za-z]{4,}$/.test(t.text) &&
        /^[A-Za-z]{4,}$/.test(s.tokens[i - 1]!.text) &&
        t.text.toLowerCase() !== s.tokens[i - 1]!.text.toLowerCase() &&
        t.key === s.tokens[i - 1]!.key,
    );
    if (label || typo) {
      s.usable = false;
      s.reject = 'referent';
    }
  }
}

function scoreCentrality(corpus: Corpus): void {
  const max = corpus.termList[0]?.score ?? 1;
  const defSentences = new Set(corpus.definitions.map((d) => d.sentence));
  const defined = new Set(corpus.definitions.map((d) => d.termKey));
  const headingKeys = new Set<string>();
  // each heading once (the sentences under a heading all carry it)
  for (const h of new Set(corpus.sentences.map((s) => s.heading)))
    if (h)
      for (const w of h.split(/[^\p{L}\p{N}]+/u)) if (w.length > 2) headingKeys.add(wordKey(w, corpus.vocab));
  // heads of several compound terms ("classifier" of "softmax classifier", "SVM classifier"): "The classifier must
  // ..." at the start of a sentence names one of them that only the previous sentences tell
  const heads = new Map<string, number>();
  for (const t of corpus.termList)
    if (t.words > 1 && !t.hebrew)
      heads.set(t.key.split(' ').pop()!, (heads.get(t.key.split(' ').pop()!) ?? 0) + 1);
  const raw: number[] = [];
  for (const s of corpus.sentences) {
    if (
      s.usable &&
      corpus.language === 'en' &&
      /^the$/i.test(s.tokens[0]?.text ?? '') &&
      s.tokens[1]?.pos === 'NOUN' &&
      ['VERB', 'AUX'].includes(s.tokens[2]?.pos ?? '') &&
      (heads.get(s.tokens[1].key) ?? 0) >= 2
    ) {
      s.usable = false;
      s.reject = 'referent';
    }
    const seen = new Set<string>();
    let mass = 0;
    for (let i = 0; i < s.tokens.length; i++) {
      const keys = spanKeys(s.tokens, i);
      for (let len = keys.length; len >= 1; len--) {
        const k = keys[len - 1]!;
        const t = corpus.terms.get(k);
        if (!t || seen.has(k)) continue;
        seen.add(k);
        mass += (t.score / max) * (t.units.size >= 2 ? 1 : 0.5) * (defined.has(k) ? 1.5 : 1);
        break;
      }
    }
    let r = Math.min(3, mass);
    if (defSentences.has(s.index)) r += 0.6;
    if (s.tokens.some((t) => headingKeys.has(t.key))) r += 0.2;
    if (RESULT_CUE_RE.test(s.text)) r += 0.3;
    if (PERIPHERAL_RE.test(s.text)) r *= 0.5;
    raw.push(r);
    // (a material too short to show its terms by recurrence has no peripheral sentences)
    if (
      s.usable &&
      seen.size === 0 &&
      !defSentences.has(s.index) &&
      !s.definitional &&
      corpus.termList.length >= 15
    ) {
      s.usable = false;
      s.reject = 'peripheral';
    }
  }
  const sorted = raw.filter((x, i) => corpus.sentences[i]!.usable).sort((a, b) => a - b);
  const p90 = sorted[Math.floor(sorted.length * 0.9)] || 1;
  corpus.sentences.forEach((s, i) => (s.centrality = Math.min(1, raw[i]! / p90)));
}

const HE_NAMED_RE =
  /(?<!\p{L})ש?(?:נקרא|נקראת|נקראים|נקראות)\s+([\u05D0-\u05EA][\u05D0-\u05EA"'-]*(?:\s[\u05D0-\u05EA][\u05D0-\u05EA"'-]*){0,2}?)\s*(?=[.,;:)]|$)/gu;
const EN_NAMED_RE =
  /\b(?:is|are) (?:called|known as|termed|referred to as) (?:an? |the )?([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)(?=[.,;)]|$)/g;

/**
 * Concepts the material names ("פרק זמן זה נקרא הזמן העצמי", "This is known as a double free error") are terms of
 * the material even when named once, and even in a sentence that is not itself asked (its subject is a
 * demonstrative): they are keys and same-kind distractors for the concepts defined around them.
 */
function addNamedConcepts(corpus: Corpus): void {
  const he = corpus.language === 'he';
  if (!he && corpus.language !== 'en') return;
  const max = corpus.termList[0]?.score ?? 1;
  for (const s of corpus.sentences) {
    if (s.reject && !['referent', 'signpost', 'length', 'question', 'fragment'].includes(s.reject)) continue;
    for (const m of s.text.matchAll(he ? HE_NAMED_RE : EN_NAMED_RE)) {
      let name = m[1]!.replace(/\s+(?:אחד|אחת)$/u, '').trim();
      if (he) name = name.replace(/^ל-?\S+\s+/u, '');
      const ws = name.split(/\s+/);
      if (!name || ws.length > 3 || name.length < 3) continue;
      if (ws.some((w) => HE_STOPWORDS.has(w) || EN_STOPWORDS.has(w) || HE_NON_TERM.has(w) || GENERIC.has(w)))
        continue;
      const toks = he ? (statisticalSentences(name, corpus.vocab)[0]?.tokens ?? []) : [];
      const key = he ? toks.map((t) => t.key).join(' ') : ws.map((w) => wordKey(w)).join(' ');
      if (!key || corpus.terms.has(key)) continue;
      const occurrences = corpus.sentences.filter((x) => x.doc === s.doc && x.text.includes(name));
      const t: Term = {
        key,
        singular: name,
        words: ws.length,
        freq: occurrences.length,
        docs: new Set([s.doc]),
        units: new Set(occurrences.map((x) => `${x.doc}:${x.unit}`)),
        proper: false,
        hebrew: he,
        score: 0.5 * max * Math.min(1, occurrences.length / 3 + 0.4),
        sentences: occurrences.map((x) => x.index),
      };
      corpus.terms.set(key, t);
      corpus.termList.push(t);
    }
  }
  corpus.termList.sort((a, b) => b.score - a.score);
}
