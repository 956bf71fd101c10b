/**
 * Questions from English prose that the sentence-level forms do not read (decision 104, "prose" amendment):
 * - **Labelled paragraphs under two leads** (`labelGroups`): a notice or a policy sets paragraphs with a run-in
 *   label ("Research – We may use ...", "Marketing Purposes – We will not ...") under a lead that ends with a
 *   colon ("... may use and disclose your PHI without your consent or authorization in the following
 *   instances:", "The following uses and/or disclosures specifically require your express written
 *   permission:"). Two such groups in one document are two kinds of the same thing: "which of these is one of
 *   the uses ... that require your written permission?" with the key a label of one group and the distractors
 *   labels of the other.
 */
import { sharesMeaning } from './meaning.ts';
import type { Corpus, Sentence } from './analysis.ts';
import { isGenericModifier } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import { hasFormula } from './formula.ts';
import { defensiblePair } from './defensible.ts';
import { reasonCandidates } from './reasons.ts';
import { studyCandidates } from './study.ts';
import { studyUseCandidates } from './study-uses.ts';
import { studyMedianCandidates } from './study-median.ts';
import { noticeContactCandidates } from './notice-contacts.ts';
import { contentKeys, EN_STOPWORDS, memoByText, rng } from '../text.ts';

/** A run-in label in Title Case and its paragraph: "Disaster Relief - We also may ...". */
const LABELLED_RE = /^(\p{Lu}[\p{L}'’,/ -]{2,70}?)\s+[–—-]\s*(\p{Lu}.{10,})$/u;
const SMALL = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'for',
  'in',
  'on',
  'to',
  'the',
  'your',
  'with',
  'by',
  'at',
]);

/** Every word a capitalised word or a small word, 1-8 words, not an instruction ("To Avert ..."). */
export function isRunInLabel(label: string): boolean {
  const ws = label.trim().split(/\s+/);
  if (ws.length > 8 || /^(?:to|if|when|for)$/i.test(ws[0]!)) return false;
  if (!/^\p{Lu}/u.test(ws[0]!)) return false;
  return ws.every((w) => /^\p{Lu}/u.test(w) || SMALL.has(w.replace(/,$/, '')));
}

/**
 * The question phrase of a lead: "The following uses and/or disclosures specifically require your express
 * written permission:" -> "the uses and/or disclosures that specifically require your express written
 * permission"; "X may also use and disclose your PHI ... in the following instances:" -> "the instances in
 * which X may use and disclose your PHI ...". Null for any other lead.
 */
export function leadPhrase(lead: string): string | null {
  const t = lead.trim().replace(/:\s*$/u, '');
  let m =
    /^The following ([a-z][\w/ -]*?\b(?:uses|disclosures|activities|actions|cases|purposes|situations|instances|items|rights|types))\s+((?:specifically\s+|also\s+|generally\s+)?(?:require|need|are|may|must|can|will)\b.{5,})$/.exec(
      t,
    );
  if (m) return `the ${m[1]} that ${m[2]}`;
  m = /^(\p{Lu}.{5,}?)\s+in the following (instances|cases|situations|circumstances|ways)$/u.exec(t);
  if (m) return `the ${m[2]} in which ${m[1]!.replace(/\s+also\s+/, ' ')}`;
  return null;
}

interface LabelGroup {
  doc: number;
  unit: number;
  lead: Sentence;
  /** The lead as written in the unit. */
  line: string;
  phrase: string;
  labels: { label: string; unit: number; line: string }[];
}

/** A label naming who receives something ("Business Associate", "Victims of Abuse"), not a use. */
function namesAgent(label: string): boolean {
  const ws = label.toLowerCase().split(/\s+/);
  const agent =
    /^(?:individuals?|victims?|coroners?|associates?|representatives?|directors?|examiners?|officials?|persons?|people|officers?|employees?|members?)$/;
  return agent.test(ws[0]!) || agent.test(ws[ws.length - 1]!);
}

/** Letters and digits only, lower case; by text (the leads of a document are looked for in all its sentences). */
const flat = memoByText((s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''), 100_000);

/** Groups of labelled paragraphs, each under the nearest lead before it that `leadPhrase` reads. */
export function labelGroups(corpus: Corpus): LabelGroup[] {
  const out: LabelGroup[] = [];
  corpus.documents.forEach((doc, d) => {
    let cur: LabelGroup | null = null;
    for (const unit of doc.units) {
      for (const raw of unit.text.split('\n')) {
        const line = raw.trim();
        if (!line) continue;
        if (/:$/.test(line) && /\bthe following\b/i.test(line)) {
          const phrase = leadPhrase(line);
          // the sentence reader may run the lead into the first labelled line after it
          const lead = corpus.sentences.find(
            (s) =>
              s.doc === d &&
              s.unit === unit.number &&
              (flat(s.text).startsWith(flat(line)) || flat(line).endsWith(flat(s.text))),
          );
          cur = phrase && lead ? { doc: d, unit: unit.number, lead, line, phrase, labels: [] } : null;
          if (cur) out.push(cur);
          continue;
        }
        const m = LABELLED_RE.exec(line);
        if (cur && m && isRunInLabel(m[1]!)) {
          const label = m[1]!.trim();
          if (!cur.labels.some((l) => l.label.toLowerCase() === label.toLowerCase()))
            cur.labels.push({ label, unit: unit.number, line });
        }
      }
    }
  });
  return out.filter((g) => g.labels.length >= 1);
}

function labelQuestion(
  corpus: Corpus,
  keyGroup: LabelGroup,
  other: LabelGroup,
  key: string,
  seed: number,
): Draft | null {
  const stem = `According to the material, which of these is one of ${keyGroup.phrase}?`;
  const stemKeys = new Set(contentKeys(stem));
  // the key may not echo the stem ("Marketing Purposes" after "... for marketing purposes")
  if (contentKeys(key).some((k) => stemKeys.has(k))) return null;
  const keyWords = new Set(contentKeys(key));
  const pool = other.labels
    .map((l) => l.label)
    .filter((l) => l.split(/\s+/).length <= 6 && !/,/.test(l) && !namesAgent(l))
    // a distractor sharing the key's words would read as its neighbour, or as the same use
    .filter((l) => !contentKeys(l).some((k) => keyWords.has(k)))
    .sort((a, b) => Math.abs(a.length - key.length) - Math.abs(b.length - key.length));
  const ds = pickThree(pool, key, rng(seed));
  if (!ds) return null;
  const keyLine = keyGroup.labels.find((l) => l.label === key)!;
  // the key's own paragraph says what the lead says of it ("Marketing Purposes – We will not use or disclose
  // your PHI for marketing purposes ... without your express written permission.")
  const quote = /^.+?[.;](?=\s+\p{Lu}|$)/u.exec(keyLine.line)?.[0] ?? keyLine.line;
  return {
    form: 'list-member',
    stem,
    key,
    distractors: ds,
    doc: keyGroup.doc,
    unit: keyLine.unit,
    quote,
    why: `It is one of the paragraphs under "${keyGroup.line}"; the other options are listed under "${other.line}"`,
  };
}

// ------------------------------------------------------------------------------ kinds named in prose

/** Sentences of prose (not code, formulas or debris): kept, or kept out only by what surrounds a clause. */
function prose(s: Sentence): boolean {
  return !s.reject || /^(?:referent|signpost|length|pointer)$/.test(s.reject);
}
const PARTS_RE = /\b(?:components?|made up of|consists? of|composed of|together with|sum of)\b/i;
const MOD_RE = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*$/;
/**
 * Names the tokens below miss: a hyphenated name in capitals with its acronym in brackets before the head ("the
 * One-Vs-All (OVA) SVM"), and a name of three or four words its short form follows in brackets ("the squared hinge
 * loss SVM (or L2-SVM)").
 */
const ACRONYM_NAME = String.raw`[A-Za-z][a-z]*(?:-[A-Za-z][a-z]*)+(?: [A-Z][a-z]+){0,2} \([A-Za-z]{2,6}\) [A-Za-z][\w-]*`;
const ACRONYM_NAME_RE =
  /\b([A-Za-z][a-z]*(?:-[A-Za-z][a-z]*)+(?: [A-Z][a-z]+){0,2}) \(([A-Za-z]{2,6})\) ([A-Za-z][\w-]*)\b/g;
const GLOSSED_NAME_RE = /\b((?:[a-z][\w-]* ){2,3})([A-Za-z][\w-]*) \(or [A-Z][\w-]*\)/g;

interface KindName {
  text: string;
  sentences: number[];
  /** Named where the material lists the parts of a whole. */
  part: boolean;
}

const kindNamesMemo = new WeakMap<Corpus, Map<string, Map<string, KindName>>>();
/**
 * Names of one kind the document uses (`namesOfKind`), once per material, document and head: every relation of one
 * head asks again. Read only.
 */
export function kindNames(corpus: Corpus, doc: number, head: string): Map<string, KindName> {
  let memo = kindNamesMemo.get(corpus);
  if (!memo) kindNamesMemo.set(corpus, (memo = new Map()));
  const id = `${doc}\u0000${head}`;
  let names = memo.get(id);
  if (!names) memo.set(id, (names = namesOfKind(corpus, doc, head)));
  return names;
}

/**
 * Names of one kind the document uses: "<modifier> <head>" with one or two modifiers that are nouns or
 * adjectives ("hinge loss", "squared hinge loss", "cross-entropy loss" for the head "loss"), lower case unless
 * the material capitalises the modifier ("SVM loss"), with the sentences naming each.
 */
function namesOfKind(corpus: Corpus, doc: number, head: string): Map<string, KindName> {
  const out = new Map<string, KindName>();
  const headKey = head.toLowerCase();
  const bracketed = new Set<string>();
  for (const s of corpus.sentences) {
    if (s.doc !== doc || !prose(s)) continue;
    // names of the parts of a whole ("made up of two components: the data loss ... and the regularization
    // loss") are no alternatives to it
    const isPart = PARTS_RE.test(s.text);
    // a hyphenated name with its acronym in brackets before the head ("the One-Vs-All (OVA) SVM"): the tokens
    // below stop at the bracket
    const found = [...s.text.matchAll(ACRONYM_NAME_RE)]
      .filter((m) => m[3] === head)
      .map((m) => `${m[1]} (${m[2]}) ${m[3]}`);
    for (const m of s.text.matchAll(GLOSSED_NAME_RE)) {
      const mods = m[1]!.trim().replace(/^(?:the|a|an)\s+/, '');
      if (m[2] !== head || !mods.includes(' ')) continue;
      if (mods.split(' ').some((w) => EN_STOPWORDS.has(w) || isGenericModifier(w))) continue;
      found.push(`${mods} ${head}`);
    }
    for (const text of found) {
      bracketed.add(text.toLowerCase());
      const e = out.get(text.toLowerCase()) ?? { text, sentences: [], part: false };
      e.part ||= isPart;
      if (!e.sentences.includes(s.index)) e.sentences.push(s.index);
      out.set(text.toLowerCase(), e);
    }
    const t = s.tokens;
    for (let i = 1; i < t.length; i++) {
      if (t[i]!.text.toLowerCase() !== headKey && t[i]!.key !== headKey) continue;
      // "s.t." forms of the head ("losses") are other phrases
      if (t[i]!.text.toLowerCase() !== headKey) continue;
      for (const n of [2, 1]) {
        const mods = t.slice(Math.max(0, i - n), i);
        if (mods.length !== n) continue;
        if (
          !mods.every(
            (m, j) =>
              MOD_RE.test(m.text) &&
              m.text.length > 2 &&
              !isGenericModifier(m.text.toLowerCase()) &&
              !EN_STOPWORDS.has(m.text.toLowerCase()) &&
              !hasFormula(m.text) &&
              // a noun, a hyphenated word or a participle ("squared"); an adjective only in a term of the
              // material ("binary SVM"), never an evaluation ("lower loss", "final loss", "average loss")
              (['NOUN', 'PROPN'].includes(m.pos) ||
                m.text.includes('-') ||
                (['VERB', 'ADJ'].includes(m.pos) && /ed$/.test(m.text)) ||
                corpus.terms.has([...mods.slice(j), t[i]!].map((x) => x.key).join(' '))),
          )
        )
          continue;
        // the word before must end the phrase: not a longer name's tail ("Support Vector Machine loss")
        const before = t[i - n - 1];
        if (before && ['NOUN', 'PROPN'].includes(before.pos) && MOD_RE.test(before.text)) continue;
        // a code identifier ("loss_i") or a word cut at a hyphen ("max-margin" read as "max", "-", "margin")
        if (s.text[t[i]!.end] === '_' || /[-_]$/.test(s.text.slice(0, mods[0]!.start))) {
          const whole = /([A-Za-z][\w]*(?:-[A-Za-z][\w]*)+\s+[A-Za-z]+)$/.exec(s.text.slice(0, t[i]!.end));
          if (s.text[t[i]!.end] === '_' || !whole || !whole[1]!.toLowerCase().endsWith(headKey)) break;
          const text = whole[1]!;
          const e = out.get(text.toLowerCase()) ?? { text, sentences: [], part: false };
          e.part ||= isPart;
          if (!e.sentences.includes(s.index)) e.sentences.push(s.index);
          out.set(text.toLowerCase(), e);
          break;
        }
        const text = [
          ...mods.map((m) =>
            /^[A-Z][a-z]/.test(m.text) && m.pos !== 'PROPN' ? m.text.toLowerCase() : m.text,
          ),
          t[i]!.text,
        ].join(' ');
        const k = text.toLowerCase();
        const e = out.get(k) ?? { text, sentences: [], part: false };
        e.part ||= isPart;
        if (!e.sentences.includes(s.index)) e.sentences.push(s.index);
        out.set(k, e);
        break;
      }
    }
  }
  // the tail of a longer name the brackets gave ("loss SVM" of "squared hinge loss SVM"), named nowhere else
  for (const [k, e] of [...out]) {
    const whole = [...out].find(([o]) => bracketed.has(o) && o !== k && o.endsWith(` ${k}`));
    if (whole && e.sentences.every((i) => whole[1].sentences.includes(i))) out.delete(k);
  }
  return out;
}

const lowerKey = (x: string) => x.toLowerCase();
const wordsOf = (x: string) => x.toLowerCase().split(/[\s-]+/);
/** One name holds the other's words in order ("squared hinge loss" / "hinge loss"). */
function nested(a: string, b: string): boolean {
  const x = ` ${wordsOf(a).join(' ')} `;
  const y = ` ${wordsOf(b).join(' ')} `;
  return x.includes(y) || y.includes(x);
}

/**
 * Distractors of a name's kind for a question whose key is `key`: other names with the same head, never nested
 * in the key, never named in the key's sentence (an alias: "the hinge loss, or also sometimes called the
 * max-margin loss"), never holding a word of `avoid` (the subject the question is about), never the bare
 * generic "<head> function".
 */
function kindPool(
  corpus: Corpus,
  doc: number,
  head: string,
  key: string,
  keySentence: number,
  avoid: string[],
): string[] {
  const names = kindNames(corpus, doc, head);
  const avoidWords = new Set(
    avoid.flatMap(wordsOf).filter((w) => !EN_STOPWORDS.has(w) && w !== head.toLowerCase()),
  );
  const pool: { text: string; n: number }[] = [];
  for (const [k, e] of names) {
    // named at least once in a sentence the engine reads as prose of its own (not a code line's "return loss")
    if (!e.sentences.some((i) => ['referent', 'signpost', undefined].includes(corpus.sentences[i]!.reject)))
      continue;
    if (k === lowerKey(key) || nested(k, key) || e.part) continue;
    if (e.sentences.includes(keySentence)) continue;
    if (wordsOf(k).some((w) => avoidWords.has(w))) continue;
    if (/^(?:loss|score|objective) function$/.test(k) && head !== 'function') continue;
    pool.push({ text: e.text, n: e.sentences.length });
  }
  return pool.sort((a, b) => b.n - a.n).map((p) => p.text);
}

interface Relation {
  sentence: Sentence;
  stem: string;
  key: string;
  head: string;
  avoid: string[];
  form: Draft['form'];
  why: string;
  /** What the clause after ", which" says ("is used to squash ..."). */
  pred?: string;
  /** Names of the same kind the sentence sets beside the key ("loss function" beside "score function"). */
  siblings?: string[];
  /** The clause that says it, when the sentence says the same of its siblings (the sentence otherwise). */
  clause?: string;
}

/** A head noun as it reads inside a question: "SVM" stays, "Loss" becomes "loss". */
const caseOf = (w: string) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w);

const NAME = String.raw`((?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*)`;
/** "The Softmax classifier uses the cross-entropy loss." */
const USES_RE = new RegExp(String.raw`^The ${NAME} uses (?:the |a |an )?${NAME}(?:,[^.]*)?\.$`);
/** "... is a Structured SVM, which maximizes the margin between ...", "... from the softmax function, which is used to squash ..." */
const WHICH_RE = new RegExp(
  String.raw`\b(?:is|from|called) (?:a |an |the )${NAME}, which ((?:is used to|(?!(?:has|is|was|does|means)\\b)[a-z]{3,}s) [^,;:]{15,140}?)(?:, so that [^;:]*)?\.$`,
);

/**
 * The same of a hyphenated name with its acronym in brackets, the comma optional: "we described the k-Nearest
 * Neighbor (kNN) classifier which labels images by comparing them to (annotated) images from the training set".
 */
const ACRONYM_WHICH_RE = new RegExp(
  String.raw`\b(?:is|from|called|described|introduced) (?:a |an |the )(${ACRONYM_NAME}),? which ((?!(?:has|is|was|does|means)\b)[a-z]{3,}s [^,;:]{15,140}?)\.$`,
);

/**
 * The parts of a whole, each with what it does: "The approach will have two major components: a score function
 * that maps the raw data to class scores, and a loss function that quantifies the agreement between the predicted
 * scores and the ground truth labels."
 */
const PARTS_LEAD_RE =
  /\b(?:components|parts|elements|stages|steps|ingredients|pieces)\s*:\s+(?=(?:a|an|the)\s)(.+?)\.?$/i;
const PART_ITEM_RE = new RegExp(
  String.raw`^(?:and\s+)?(?:a|an|the) ${NAME} (?:that|which) ((?!(?:has|is|was|does|means)\b)[a-z]{3,}s [^,;:()]{10,140})$`,
);

/** Each part of a "components: a X that ..., and a Y that ..." list of one head, with its siblings. */
function partsOf(s: Sentence): Relation[] {
  const m = PARTS_LEAD_RE.exec(s.text);
  if (!m) return [];
  const items = m[1]!.split(/,\s+(?=(?:and\s+)?(?:a|an|the)\s)/);
  const parts: { name: string; pred: string; head: string; clause: string }[] = [];
  for (const item of items) {
    const p = PART_ITEM_RE.exec(item.trim());
    if (!p) return [];
    const ws = p[1]!.split(/\s+/);
    if (ws.length < 2) return [];
    const clause = item.trim().replace(/^and\s+/, '');
    parts.push({ name: p[1]!, pred: p[2]!.trim(), head: ws[ws.length - 1]!, clause });
  }
  // two or more parts of one kind ("score function", "loss function"), each saying what it does
  if (parts.length < 2 || new Set(parts.map((p) => p.head.toLowerCase())).size !== 1) return [];
  if (parts.some((p) => /\b(?:this|these|those|it|its|they|their|we|you|our|above|below)\b/i.test(p.pred)))
    return [];
  return parts.map((p) => ({
    sentence: s,
    stem: `According to the material, which ${caseOf(p.head)} ${p.pred}?`,
    key: p.name,
    head: p.head,
    avoid: [],
    form: 'term-from-definition' as const,
    why: `The material names the ${p.name} as the component that ${p.pred}.`,
    siblings: parts.filter((o) => o !== p).map((o) => o.name),
    // the sentence names every part: the part's own clause tells the key from its siblings
    clause: p.clause,
  }));
}

/** What a named thing uses or does, as the material says it: "The X uses the Y", "... a Y, which <verb>s ...". */
export function usesAndDoesOf(corpus: Corpus): Relation[] {
  const out: Relation[] = [];
  for (const s of corpus.sentences) {
    if (!prose(s) || hasFormula(s.text) || s.words > 50) continue;
    const parts = partsOf(s);
    if (parts.length) {
      out.push(...parts);
      continue;
    }
    let m = USES_RE.exec(s.text);
    if (m) {
      const [subject, object] = [m[1]!, m[2]!];
      const head = object.split(/\s+/).pop()!;
      if (object.split(/\s+/).length < 2) continue;
      out.push({
        sentence: s,
        stem: `According to the material, which ${caseOf(head)} does the ${subject} use?`,
        key: object,
        head,
        avoid: [subject],
        form: 'term-from-definition',
        why: `The material says that the ${subject} uses the ${object}; it does not say so of the others.`,
      });
      continue;
    }
    m = WHICH_RE.exec(s.text) ?? ACRONYM_WHICH_RE.exec(s.text);
    if (m) {
      const [name, pred] = [m[1]!, m[2]!];
      const ws = name.split(/\s+/);
      if (ws.length < 2) continue;
      const head = ws[ws.length - 1]!;
      // the clause says what the named thing does, without pointing elsewhere
      if (/\b(?:this|these|those|it|its|they|their|we|you|our|above|below)\b/i.test(pred)) continue;
      // a name with its acronym in brackets is asked by its short form when the material uses it ("kNN classifier"
      // for "k-Nearest Neighbor (kNN) classifier"): the long one alone would be the longest option by far
      const acronym = /\(([A-Za-z]{2,6})\) \S+$/.exec(name);
      const short = acronym && kindNames(corpus, s.doc, head).get(`${acronym[1]} ${head}`.toLowerCase());
      out.push({
        sentence: s,
        stem: `According to the material, which ${caseOf(head)} ${pred.replace(/\s+$/, '')}?`,
        key: short ? short.text : name,
        head,
        avoid: [],
        form: 'term-from-definition',
        why: `The material names the ${name} as the one that ${pred}.`,
        pred,
      });
    }
  }
  return out;
}

/** Purposes the material states: "X is used to Y", "a trick is to Y", "X allows us to Y", "in order to Y". */
const PURPOSE_RES = [
  /\b(?:is|are) used to ([a-z][^,;:()]{12,100}?)(?=,|\.\s*$|;|$)/,
  /\btrick is to ([a-z][^,;:()]{12,100}?)(?=,|\.\s*$|;|$| by | that | which )/,
  /\ballows? (?:us|one) to ([a-z][^,;:()]{12,100}?)(?=,|\.\s*$|;|$| for convenience | by )/,
  /\bin order to ([a-z][^,;:()]{12,100}?)(?=,|\.\s*$|;|$)/,
];
const POINTING_RE = /\b(?:this|these|those|it|its|they|them|their|we|you|your|our|us|above|below|here)\b/i;

/** Each purpose clause of the document's prose, as "to <verb> ...", with its sentence. */
export function purposesOf(corpus: Corpus, doc: number): { text: string; sentence: number }[] {
  const out: { text: string; sentence: number }[] = [];
  for (const s of corpus.sentences) {
    if (s.doc !== doc || !prose(s)) continue;
    for (const re of PURPOSE_RES) {
      const m = re.exec(s.text);
      if (!m || hasFormula(m[1]!) || (m[1]!.match(/"/g) ?? []).length % 2) continue;
      const text = `to ${m[1]!.trim()}`;
      if (POINTING_RE.test(m[1]!) || text.split(/\s+/).length < 5) continue;
      out.push({ text, sentence: s.index });
    }
  }
  return out;
}

function purposeQuestion(corpus: Corpus, r: Relation, seed: number): Draft | null {
  const m = /^is used to (.+)$/.exec(r.pred ?? '');
  if (!m) return null;
  const key = `to ${m[1]!.trim()}`;
  const stem = `According to the material, what is the ${r.key} used for?`;
  const stemKeys = new Set(contentKeys(r.key));
  if (contentKeys(key).some((k) => stemKeys.has(k))) return null;
  const keyKeys = new Set(contentKeys(key));
  const distinct = new Set(contentKeys(r.key).filter((k) => k !== r.head.toLowerCase()));
  const pool = purposesOf(corpus, r.sentence.doc)
    .filter((p) => p.sentence !== r.sentence.index)
    // no purpose of the same thing ("normalize ... sum to one" beside "squash ... sum to one")
    .filter((p) => contentKeys(p.text).filter((k) => keyKeys.has(k)).length <= 1)
    .filter((p) => !contentKeys(p.text).some((k) => stemKeys.has(k)))
    // nor a purpose stated beside the key's name ("the Softmax classifier allows us to compute probabilities"
    // is also what the softmax function is for)
    .filter((p) => !contentKeys(corpus.sentences[p.sentence]!.text).some((k) => distinct.has(k)))
    .map((p) => p.text);
  const ds = pickThree([...new Set(pool)], key, rng(seed));
  if (!ds) return null;
  return {
    form: 'purpose',
    stem,
    key,
    distractors: ds,
    doc: r.sentence.doc,
    unit: r.sentence.unit,
    quote: r.sentence.text,
    why: 'The other options are purposes the material gives for other things.',
  };
}

/**
 * Whether the material names `other` in brackets after `key`, as another name of it or the form it takes here
 * ("a loss function (or sometimes also referred to as the cost function or the objective)", "a score function
 * ... (in this section, a linear function ...)"): no wrong option then.
 */
function glossedBeside(corpus: Corpus, doc: number, key: string, other: string): boolean {
  const k = key.toLowerCase();
  const o = other.toLowerCase();
  return corpus.sentences.some((s) => {
    if (s.doc !== doc) return false;
    const t = s.text.toLowerCase();
    const at = t.indexOf(k);
    if (at < 0) return false;
    for (const m of t.slice(at + k.length).matchAll(/\(([^()]*)\)/g)) if (m[1]!.includes(o)) return true;
    return false;
  });
}

function relationQuestion(corpus: Corpus, r: Relation, seed: number): Draft | null {
  const stemKeys = new Set(contentKeys(r.stem));
  const keyWords = contentKeys(r.key).filter((k) => k !== r.head.toLowerCase());
  // the stem may not hold a word of the key ("the softmax ..." before "softmax function")
  if (keyWords.some((k) => stemKeys.has(k))) return null;
  // nor two parts of a hyphenated word of it, small words too ("One-Vs-All" beside "vs. all other classes")
  const stemWords = new Set(r.stem.toLowerCase().split(/[^a-z0-9]+/));
  for (const w of r.key.toLowerCase().split(/\s+/))
    if (w.includes('-') && w.split('-').filter((p) => stemWords.has(p)).length >= 2) return null;
  // the parts named beside the key first; no name the material glosses the key with in brackets, none it writes
  // as part or kind of the key ("softmax loss" beside "loss function": `defensiblePair`)
  const pool = [
    ...(r.siblings ?? []),
    ...kindPool(corpus, r.sentence.doc, r.head, r.key, r.sentence.index, r.avoid).filter(
      (d) => !r.siblings || !glossedBeside(corpus, r.sentence.doc, r.key, d),
    ),
  ]
    .filter((d) => !contentKeys(d).some((k) => k !== r.head.toLowerCase() && stemKeys.has(k)))
    .filter((d) => !defensiblePair(corpus, r.key, d));
  const ds = pickThree(pool, r.key, rng(seed));
  if (!ds) return null;
  return {
    form: r.form,
    stem: r.stem,
    key: r.key,
    distractors: ds,
    doc: r.sentence.doc,
    unit: r.sentence.unit,
    quote: r.clause ?? r.sentence.text,
    why: r.why,
  };
}

// ------------------------------------------------------------------------------ disclosures: to whom, for what

/** "We may disclose your PHI to a health oversight agency for activities authorized by law, including audits ..." */
const DISCLOSE_RE =
  /\b(?:may|will|can) (?:also )?(?:use (?:and|or|and\/or) )?(disclose|release|share|transfer) (your PHI|your protected health information|your personal data|your data|your records|information about you|health information about you|your information) to ((?:a|an|the)? ?[a-z][a-z -]{2,60}?) ((?:for|to) (?!the extent)[a-z][^;:()"]{12,160}?)\.$/;
/** A recipient too general to tell one purpose from another ("an authorized public or private entity"). */
const GENERIC_RECIPIENT_RE =
  /\b(?:entity|entities|person|persons|people|organi[sz]ations?|others?|parties|party|someone)$/;

interface Disclosure {
  sentence: Sentence;
  verb: string;
  object: string;
  recipient: string;
  purpose: string;
}

export function disclosuresOf(corpus: Corpus): Disclosure[] {
  const out: Disclosure[] = [];
  for (const s of corpus.sentences) {
    if (!prose(s) || s.negated) continue;
    const m = DISCLOSE_RE.exec(s.text);
    if (!m) continue;
    const recipient = m[3]!.trim();
    // "authorized by law" is the notice's refrain, not what tells the purposes apart
    const purpose = m[4]!.replace(/,?\s+authorized by law\b/g, '').trim();
    if (
      /\b(?:who|that|which|authorized by)\b|^(?:the )?extent\b/.test(recipient) ||
      POINTING_RE.test(purpose)
    )
      continue;
    // the purpose may not repeat the recipient ("to organizations that handle organ procurement")
    const rk = new Set(contentKeys(recipient));
    if (contentKeys(purpose).some((k) => rk.has(k))) continue;
    out.push({ sentence: s, verb: m[1]!, object: m[2]!, recipient, purpose });
  }
  return out;
}

/** A disclosure's verb as asked ("for what purpose may your PHI be disclosed ..."). */
const PARTICIPLE: Record<string, string> = {
  disclose: 'disclosed',
  release: 'released',
  share: 'shared',
  transfer: 'transferred',
};

function disclosureQuestion(corpus: Corpus, d: Disclosure, all: Disclosure[], seed: number): Draft | null {
  if (GENERIC_RECIPIENT_RE.test(d.recipient)) return null;
  const participle = PARTICIPLE[d.verb]!;
  const object = d.object.replace(/^your /, 'your ');
  const stem = `According to the material, for what purpose may ${object} be ${participle} to ${d.recipient}?`;
  // the stem's own "purpose" is no cue ("for purposes such as identifying ...")
  const stemKeys = new Set(contentKeys(stem).filter((k) => !/^purpose/.test(k)));
  const keyKeys = new Set(contentKeys(d.purpose));
  const pool = otherDisclosures(d, all)
    .map((o) => o.purpose)
    .filter((p) => !contentKeys(p).some((k) => stemKeys.has(k)))
    // the same purpose in other words ("to assist in disaster relief efforts" twice) is no distractor
    .filter((p) => contentKeys(p).filter((k) => keyKeys.has(k)).length < 2);
  if (contentKeys(d.purpose).some((k) => stemKeys.has(k) && !contentKeys(object).includes(k))) return null;
  if (sharesMeaning(d.purpose, d.recipient)) return null;
  const ds = pickThree([...new Set(pool)], d.purpose, rng(seed));
  if (!ds) return null;
  return disclosureDraft(
    d,
    'purpose',
    stem,
    d.purpose,
    ds,
    'purposes the material gives for disclosures to others',
  );
}

/**
 * The other way round: "to whom may your PHI be disclosed for intelligence, counter-intelligence and other national
 * security activities?" with the recipients of the notice's other disclosures as distractors (decision 104,
 * eng-docx): the parties a notice names are what a patient must tell apart. A recipient too general to be told
 * from the others ("an authorized public or private entity") is never the key.
 */
function recipientQuestion(d: Disclosure, all: Disclosure[], seed: number): Draft | null {
  if (GENERIC_RECIPIENT_RE.test(d.recipient)) return null;
  const participle = PARTICIPLE[d.verb]!;
  const stem = `According to the material, to whom may ${d.object} be ${participle} ${d.purpose}?`;
  const stemKeys = new Set(contentKeys(stem));
  const keyKeys = new Set(contentKeys(d.recipient));
  if ([...keyKeys].some((k) => stemKeys.has(k))) return null;
  // a purpose that names the recipient's own field ("identifying a deceased person" for a coroner): common
  // sense answers it, not the notice (readers at 3b84853)
  if (sharesMeaning(d.purpose, d.recipient)) return null;
  const pool = otherDisclosures(d, all)
    .map((o) => o.recipient)
    .filter((r) => !contentKeys(r).some((k) => stemKeys.has(k) || keyKeys.has(k)));
  const ds = pickThree([...new Set(pool)], d.recipient, rng(seed));
  if (!ds) return null;
  return disclosureDraft(
    d,
    'term-from-definition',
    stem,
    d.recipient,
    ds,
    'those the material allows disclosures to for other purposes',
  );
}

/** The notice's other disclosures, of the same document and another block: where a disclosure's options come from. */
const otherDisclosures = (d: Disclosure, all: Disclosure[]) =>
  all.filter((o) => o !== d && o.sentence.doc === d.sentence.doc && o.sentence.block !== d.sentence.block);

/** A disclosure question quoting the disclosure's sentence; `others` says what the distractors are. */
function disclosureDraft(
  d: Disclosure,
  form: Draft['form'],
  stem: string,
  key: string,
  distractors: string[],
  others: string,
): Draft {
  const { doc, unit, text: quote } = d.sentence;
  return { form, stem, key, distractors, doc, unit, quote, why: `The other options are ${others}.` };
}

// ------------------------------------------------------------------------------ duties and permissions

/** "We are required to:" then its lines: what the writer must do. */
const DUTY_LEAD_RE = /^(?:we|the practice|[A-Z][\w ]{2,40}?) (?:are|is) required (?:by law )?to:?$/i;
/** "We may use your medical records to assess quality ...", "We have the right to change ...": what it may do. */
const MAY_RE = /^We (?:also )?(?:may|have the right to) (?:also )?([a-z][a-z ,'-]{12,90})\.$/;

/**
 * "Which of these is the practice required to do?": a duty of the notice's own list ("Keep your protected health
 * information private."), against what the same party says it may do ("Use your medical records to assess quality
 * and improve services") — same party, same shape, told apart only by the material (decision 104, eng-docx).
 * Options that speak of "we"/"our" are left out: the stem names the practice in the third person.
 */
export function dutyCandidates(corpus: Corpus): Cand[] {
  const out: Cand[] = [];
  for (const list of corpus.lists) {
    if (!list.lead || !DUTY_LEAD_RE.test(list.lead.trim()) || list.items.length < 2) continue;
    const may = corpus.sentences
      .filter((s) => s.doc === list.doc && prose(s) && !s.negated)
      .map((s) => ({ s, m: MAY_RE.exec(s.text) }))
      .filter((x) => x.m && !/\b(?:we|our|us|this|these|it)\b/i.test(x.m[1]!))
      .map((x) => ({ text: x.m![1]![0]!.toUpperCase() + x.m![1]!.slice(1), sentence: x.s.index }))
      .filter((x) => x.text.split(/\s+/).length <= 12);
    list.items.forEach((raw, i) => {
      const key = raw.replace(/[.;]\s*$/, '');
      const sentence = corpus.sentences.find(
        (s) => s.doc === list.doc && s.text.replace(/[.;]\s*$/, '') === key,
      );
      out.push({
        form: 'list-member',
        score: 0.85,
        doc: list.doc,
        unit: list.unit,
        sentences: sentence ? [sentence.index] : [],
        topics: [`duties:${list.lead}`],
        quote: list.quote,
        build: () => {
          const keyKeys = new Set(contentKeys(key));
          const pool = may
            .filter((x) => contentKeys(x.text).filter((k) => keyKeys.has(k)).length <= 1)
            .map((x) => x.text);
          const ds = pickThree([...new Set(pool)], key, rng(list.unit * 19 + i));
          if (!ds) return null;
          return {
            form: 'list-member',
            stem: 'According to the material, which of these is the practice required to do?',
            key,
            distractors: ds,
            doc: list.doc,
            unit: list.unit,
            quote: list.quote,
            why: `It is listed under "${list.lead!.trim()}"; the material says only that it may do the others.`,
          };
        },
      });
    });
  }
  return out;
}

// ------------------------------------------------------------------------------ parties a notice defines

/** "Personal Representative – X may use and disclose PHI to a person who, under applicable law, has ..." */
const PARTY_TO_RE =
  /^(\p{Lu}[\p{L} ]{3,40}?)\s+[–—-]\s*(\p{Lu}[\p{L} ]{2,60}?) may (?:also )?use and disclose (?:your )?PHI to ((?:a|an) (?:person|entity|organi[sz]ation|individual) (?:who|that),? [^.;]{15,160}?)\.$/u;
/** "A business associate is an entity that assists X in undertaking some essential function, such as ..." */
const PARTY_IS_RE =
  /\bAn? ([a-z][a-z ]{3,40}?) is ((?:a|an) (?:person|entity|organi[sz]ation|individual) (?:who|that) [^.;]{15,160}?)(?:, such as\b[^.]*)?\.(?:\s|$)/;
/** Parties a notice names in Title Case ("Privacy Officer", "Office Manager", "Funeral Directors"). */
const PARTY_NAME_RE =
  /\b((?:[A-Z][a-z]+ ){1,2}(?:Officer|Manager|Associate|Representative|Director|Examiner|Agency|Coordinator))s?\b/g;

interface Party {
  name: string;
  description: string;
  unit: number;
  doc: number;
  quote: string;
}

/** Parties a notice defines by a labelled paragraph or an "A ... is a person/entity who/that ..." sentence. */
export function partiesOf(corpus: Corpus): Party[] {
  const out: Party[] = [];
  corpus.documents.forEach((d, doc) => {
    for (const u of d.units)
      for (const raw of u.text.split('\n')) {
        const line = raw.trim();
        const m = PARTY_TO_RE.exec(line);
        if (m && namesAgent(m[1]!)) {
          out.push({ name: m[1]!.trim(), description: m[3]!, unit: u.number, doc, quote: line });
          continue;
        }
        const practice = /[–—-]\s*(\p{Lu}[\p{L} ]{2,60}?) may (?:also )?use and disclose\b/u.exec(line)?.[1];
        const i = PARTY_IS_RE.exec(line);
        if (!i) continue;
        const name = i[1]!.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
        if (!namesAgent(name) || out.some((p) => p.name.toLowerCase() === name.toLowerCase())) continue;
        // the practice's own name, which would share a word with the key ("Performance Rehab Associates"), is "the
        // practice" in the question
        const description = practice ? i[2]!.split(practice).join('the practice') : i[2]!;
        const quote = /\bAn? [a-z][^.]*?\bis (?:a|an) [^.]*\./.exec(line)?.[0] ?? line;
        out.push({ name, description, unit: u.number, doc, quote });
      }
  });
  return out;
}

function partyQuestion(corpus: Corpus, p: Party, seed: number): Draft | null {
  const stem = `According to the material, which of these is ${p.description}?`;
  const stemKeys = new Set(contentKeys(stem));
  const keyKeys = contentKeys(p.name);
  // the description may not name the key ("represent" / "Representative" is for the gate's stemmer to tell)
  if (keyKeys.some((k) => stemKeys.has(k))) return null;
  // nor in a word of its own stem ("represent" / "Representative"): the wording would give it away
  const prefixes = (t: string) =>
    t
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 6)
      .map((w) => w.slice(0, 6));
  const keyPrefixes = new Set(prefixes(p.name));
  if (prefixes(stem).some((w) => keyPrefixes.has(w))) return null;
  const lines = corpus.documents[p.doc]!.units.flatMap((u) => u.text.split('\n'));
  // the practice's own name ("Performance Rehab Associates at Lake Norman") holds no party ("Rehab Associate")
  const practices = lines
    .map((l) => /[–—-]\s*(\p{Lu}[\p{L} ]{2,60}?) may (?:also )?use and disclose\b/u.exec(l)?.[1])
    .filter((x): x is string => !!x);
  const names = new Map<string, string>();
  for (const m of lines.join('\n').matchAll(PARTY_NAME_RE)) {
    const n = m[1]!;
    if (n.toLowerCase() === p.name.toLowerCase() || practices.some((x) => x.includes(n))) continue;
    if (contentKeys(n).some((k) => stemKeys.has(k) || keyKeys.includes(k))) continue;
    names.set(n.toLowerCase(), n);
  }
  const ds = pickThree([...names.values()], p.name, rng(seed));
  if (!ds) return null;
  return {
    form: 'term-from-definition',
    stem,
    key: p.name,
    distractors: ds,
    doc: p.doc,
    unit: p.unit,
    quote: p.quote,
    why: 'The other options are other parties the notice names.',
  };
}

export function proseCandidates(corpus: Corpus): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const relations = usesAndDoesOf(corpus);
  const candidate = (
    r: (typeof relations)[number],
    form: Cand['form'],
    score: number,
    build: Cand['build'],
  ) =>
    out.push({
      form,
      score,
      doc: r.sentence.doc,
      unit: r.sentence.unit,
      sentences: [r.sentence.index],
      topics: [r.key.toLowerCase()],
      quote: r.sentence.text,
      build,
    });
  for (const r of relations)
    candidate(r, r.form, 0.9, () => relationQuestion(corpus, r, r.sentence.index * 17 + 3));
  for (const r of relations)
    if (r.pred?.startsWith('is used to'))
      candidate(r, 'purpose', 0.85, () => purposeQuestion(corpus, r, r.sentence.index * 13 + 5));
  // "which of these is NOT something you have the right to do?" with a duty of the practice as its key ("Follow the
  // terms of this Notice") is answered by wording alone (readers at eb977d9): a non-member must come from a list
  // of the same party and shape, and a notice has one list of rights, so none is asked (decision 104, eng-slides)
  const disclosures = disclosuresOf(corpus);
  for (const d of disclosures)
    out.push({
      form: 'purpose',
      score: 0.85,
      doc: d.sentence.doc,
      unit: d.sentence.unit,
      sentences: [d.sentence.index],
      topics: [`disclosure:${d.recipient.toLowerCase()}`],
      quote: d.sentence.text,
      build: () => disclosureQuestion(corpus, d, disclosures, d.sentence.index * 11 + 1),
    });
  for (const d of disclosures)
    out.push({
      form: 'term-from-definition',
      score: 0.85,
      doc: d.sentence.doc,
      unit: d.sentence.unit,
      sentences: [d.sentence.index],
      topics: [`disclosure:${d.recipient.toLowerCase()}`],
      quote: d.sentence.text,
      build: () => recipientQuestion(d, disclosures, d.sentence.index * 7 + 2),
    });
  out.push(...reasonCandidates(corpus, prose));
  out.push(...dutyCandidates(corpus));
  partiesOf(corpus).forEach((p, i) =>
    out.push({
      form: 'term-from-definition',
      score: 0.85,
      doc: p.doc,
      unit: p.unit,
      sentences: corpus.sentences
        .filter((s) => s.doc === p.doc && s.unit === p.unit && p.quote.includes(s.text))
        .map((s) => s.index),
      topics: [`party:${p.name.toLowerCase()}`],
      quote: p.quote,
      build: () => partyQuestion(corpus, p, i * 23 + 7),
    }),
  );
  // a study's variables, estimates, hypotheses and conclusion, from the lines around its tables (study.ts)
  out.push(...studyCandidates(corpus));
  // what its test is for and what its result means (study-uses.ts)
  out.push(...studyUseCandidates(corpus));
  // the median survival time of each group, read from the output's quartile estimates (study-median.ts)
  out.push(...studyMedianCandidates(corpus));
  // whom a notice tells the reader to contact for what (notice-contacts.ts)
  out.push(...noticeContactCandidates(corpus));
  const groups = labelGroups(corpus);
  for (const g of groups)
    for (const h of groups) {
      if (g === h || g.doc !== h.doc || h.labels.length < 3) continue;
      // the keys come from the smaller group, the distractors from the larger one
      g.labels.forEach((l, i) =>
        out.push({
          form: 'list-member',
          score: 0.9,
          doc: g.doc,
          unit: l.unit,
          // one question per pair of groups: the leads are its sentences
          sentences: [g.lead.index, h.lead.index],
          topics: [`label-group:${g.lead.index}`],
          quote: l.line,
          build: () => labelQuestion(corpus, g, h, l.label, g.lead.index * 31 + i),
        }),
      );
    }
  return out;
}
