/**
 * Questions of slide decks (decision 104, "slides"): what a slide states as a title and its lines, read slide by
 * slide rather than sentence by sentence.
 * - Statement lists: a title that names a kind ("Euclid's 5 Postulates", "Common Notions") over three or more
 *   lines that are each one statement. Asked as "which of these is (NOT) one of <title>?", the other options the
 *   statements of a sibling list of the same deck (postulates among common notions): statements of the same kind,
 *   never a fragment, and never a list of another shape.
 * - Identifiers described by their slide: a title that is one code identifier ("MaxClients", "ulimit") over
 *   two or more short lines that say what it is ("Configuration file directive", "Maximum number of workers").
 *   Asked as "which of these is described as ...?", the other options identifiers of the same style the deck names
 *   (directives among directives, commands among commands).
 * Slides put their title first or, as some decks are extracted, last; a slide without a title gives nothing here.
 */
import { alternativeDirectiveCandidates } from './slides-alternatives.ts';
import { camelWords, sharesMeaning } from './meaning.ts';
import { nameFamily, ofKeyFamily, termFamily } from './kinds.ts';
import type { McQuestionForm } from '@studypilot/core';
import type { Corpus, Sentence } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { pickThree } from './forms.ts';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { cleanText, coverage, keySet, normalizeSpace } from '../text.ts';
import { escapeRegExp } from './util.ts';
import { toolStepCandidates } from './slides-tools.ts';

export interface Slide {
  doc: number;
  unit: number;
  /** The unit's text as cleaned (lines kept). */
  text: string;
  title: string;
  /** The lines other than the title, in order, without blank lines. */
  body: string[];
}

export const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
export const norm = (s: string) =>
  normalizeSpace(s.toLowerCase().replace(/["'\u2018\u2019\u201C\u201D]/g, '')).replace(/[.;:,!?]+$/u, '');
/** A list number or bullet before a slide line ("1- ", "2. ", "• "). */
const LINE_MARK_RE = /^(?:[-*•▪●◦–■□➢►✓\uF0A7\uF0B7]\s*|\d{1,2}\s?[-–.)]\s+)/u;
export const stripMark = (l: string) => l.replace(LINE_MARK_RE, '').trim();

/** Slide furniture and generic titles: no list is named by them. */
const FURNITURE_RE =
  /^(?:agenda|outline|overview|contents|summary|conclusions?|questions\??|q\s*&\s*a|thank you|thanks|references|further reading|examples?|notes|tips|definitions?|introduction|review|recap|exercises?|homework|lecture \d+|part \d+.*)$/i;

/** A line that reads as a slide title: a few words, no sentence punctuation, a capital first. */
function titleLike(line: string): boolean {
  const l = line.trim();
  if (!l || words(l).length > 7 || l.length > 50) return false;
  if (/[.!?;,]$/.test(l) || /[:=<>{}()[\]|\\/@#]/.test(l)) return false;
  return /^[\p{Lu}\p{N}]/u.test(l) || /^[a-z][A-Za-z]+$/.test(l) || /^\.[a-z]{3,}\b/.test(l);
}

/** The slides of a deck with a title (the first line when a blank line follows it, else the last line alone). */
export function slidesOf(corpus: Corpus): Slide[] {
  const out: Slide[] = [];
  corpus.documents.forEach((d, doc) => {
    if (d.unitKind !== 'slide') return;
    for (const u of d.units) {
      const text = cleanText(u.text);
      const raw = text.split('\n').map((l) => l.trim());
      const lines = raw.filter(Boolean);
      if (lines.length < 2) continue;
      const firstIdx = raw.findIndex(Boolean);
      let lastIdx = raw.length - 1;
      while (lastIdx >= 0 && !raw[lastIdx]) lastIdx--;
      const title = u.title?.trim();
      if (title) {
        out.push({ doc, unit: u.number, text, title, body: lines.filter((l) => l !== title) });
        continue;
      }
      // the first line, set apart by a blank line or over bullets; else a last line set apart by a blank line
      if (titleLike(raw[firstIdx]!) && (raw[firstIdx + 1] === '' || !titleLike(raw[lastIdx]!)))
        out.push({ doc, unit: u.number, text, title: raw[firstIdx]!, body: lines.slice(1) });
      else if (titleLike(raw[lastIdx]!) && raw[lastIdx - 1] === '')
        out.push({ doc, unit: u.number, text, title: raw[lastIdx]!, body: lines.slice(0, -1) });
    }
  });
  return out;
}

/**
 * The usable sentence of a slide that is this line (without its list number), if any. With `verbless`, also one
 * refused only because the tagger found no verb in it ("Things that equal the same thing also equal one another.":
 * "equal" read as an adjective); the caller then checks the line is a whole sentence.
 */
function sentenceOfLine(corpus: Corpus, slide: Slide, line: string, verbless = false): Sentence | undefined {
  const want = norm(stripMark(line));
  return corpus.sentences.find(
    (s) =>
      s.doc === slide.doc &&
      s.unit === slide.unit &&
      (s.usable || (verbless && s.reject === 'fragment')) &&
      norm(s.text) === want,
  );
}

/** A slide title as a stem names it: Title Case words in lower case, a possessive kept ("Euclid's 5 postulates"). */
function titlePhrase(title: string): string {
  const ws = words(title).map((w) =>
    /['’]s$/.test(w) || /^[A-Z]{2,}/.test(w) || !/^[A-Z][a-z]+$/.test(w) ? w : w.toLowerCase(),
  );
  const t = ws.join(' ');
  return /['’]s$/.test(ws[0]!) ? t : `the ${t}`;
}

/** The exact passage of a slide from its first to its last given line (as the unit's text has it). */
export function passage(slide: Slide, lines: string[]): string {
  const starts = lines.map((l) => slide.text.indexOf(l)).filter((i) => i >= 0);
  const ends = lines.map((l) => {
    const i = slide.text.indexOf(l);
    return i >= 0 ? i + l.length : -1;
  });
  if (!starts.length) return lines.join('\n');
  return slide.text.slice(Math.min(...starts), Math.max(...ends)).trim();
}

/** Where a slide question stands: its slide's document and unit. */
export type At = Pick<Slide, 'doc' | 'unit'>;

/** A question of a slide as written: its stem and key, the other options best first, and why they are wrong. */
export interface SlideAsk {
  stem: string;
  key: string;
  /** The other options in order of preference (pickThree takes the first three that fit). */
  pool: string[];
  why: string;
  /** Whether three distractors may stand together. */
  accept?: (distractors: string[]) => boolean;
}

/** A candidate's frame: its form, rank, topic and quoted passage. */
export interface SlideFrame {
  form: McQuestionForm;
  score: number;
  topic: string;
  quote: string;
}

/** The question a slide candidate writes, with its distractors. */
function slideDraft(
  at: At,
  form: McQuestionForm,
  q: { stem: string; key: string; distractors: string[]; quote: string; why: string; used?: number[] },
): Draft {
  return {
    form,
    stem: q.stem,
    key: q.key,
    distractors: q.distractors,
    doc: at.doc,
    unit: at.unit,
    quote: q.quote,
    why: q.why,
    ...(q.used ? { used: q.used } : {}),
  };
}

/** A slide candidate that writes its question with `build` (no sentence of its own: slides quote lines). */
function slideFrame(at: At, f: SlideFrame, build: Cand['build']): Cand {
  return {
    form: f.form,
    score: f.score,
    doc: at.doc,
    unit: at.unit,
    sentences: [],
    topics: [f.topic],
    quote: f.quote,
    build,
  };
}

/**
 * The one shape of a slide candidate: three distractors picked from a pool when the question is written. `ask`
 * makes the question then (a pool shuffled or a key drawn at that time), or says there is none.
 */
export function slideCandidate(
  at: At,
  f: SlideFrame & (SlideAsk | { ask: () => SlideAsk | null }),
  rand: () => number,
): Cand {
  return slideFrame(at, f, () => {
    const a = 'ask' in f ? f.ask() : f;
    if (!a) return null;
    const ds = pickThree(a.pool, a.key, rand, a.accept);
    if (!ds) return null;
    return slideDraft(at, f.form, { stem: a.stem, key: a.key, distractors: ds, quote: f.quote, why: a.why });
  });
}

// ------------------------------------------------------------------------------------ statement lists

/** Most of a statement's words are not in the quoted passage (the gate's test that the quote supports the key). */
const apart = (text: string, quote: string) => coverage(keySet(text), keySet(quote)) < 0.5;

interface StatementList {
  slide: Slide;
  title: string;
  /** The statements as options (no list number, no final period), with their sentences. */
  items: { text: string; sentence: number; line: string; typo?: boolean }[];
}

/**
 * Whether a statement holds a word the source misspelt ("susbtracted"): a lower-case word of five letters or more
 * outside the lexicon that is a known word with one letter dropped or two letters swapped. Readers rated an option
 * that keeps the source's typo weak; such a statement stays in its list (the quote shows it) but is never an option.
 */
export function misspelt(text: string): boolean {
  return (text.match(/\b[a-z]{5,}\b/g) ?? []).some((w) => {
    if (knownWord(w)) return false;
    // an inflection or derivation of a known word ("remainders", "breadthless") is no typo
    for (const end of ['s', 'es', 'd', 'ed', 'ing', 'ly', 'less', 'ness', 'er', 'ers'])
      if (w.endsWith(end) && knownWord(w.slice(0, -end.length))) return false;
    for (let i = 0; i < w.length; i++) if (knownWord(w.slice(0, i) + w.slice(i + 1))) return true;
    for (let i = 0; i + 1 < w.length; i++)
      if (knownWord(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2))) return true;
    return false;
  });
}

/**
 * Slides whose every line under a title naming a kind (a plural noun phrase, no furniture) is one statement: a
 * usable sentence of 5 to 20 words that ends with a period.
 */
export function statementLists(corpus: Corpus): StatementList[] {
  if (corpus.language !== 'en') return [];
  const out: StatementList[] = [];
  for (const slide of slidesOf(corpus)) {
    const title = slide.title.replace(/:$/, '');
    const last = words(title).pop() ?? '';
    if (FURNITURE_RE.test(title) || !/[a-z]{2}s$/i.test(last) || /(?:ss|us|is)$/i.test(last)) continue;
    if (slide.body.length < 3 || slide.body.length > 8) continue;
    const items: StatementList['items'] = [];
    for (const line of slide.body) {
      const t = stripMark(line);
      const s = sentenceOfLine(corpus, slide, line, true);
      if (!s || !/^\p{Lu}/u.test(t) || !/\.$/.test(t) || s.words < 5 || s.words > 20) break;
      if (/[:;?!()]/.test(t) || /["“”]/.test(t)) break;
      items.push({ text: t.replace(/\.$/, ''), sentence: s.index, line, typo: misspelt(t) });
    }
    if (items.length !== slide.body.length) continue;
    out.push({ slide, title, items });
  }
  return out;
}

function statementListCandidates(corpus: Corpus, rand: () => number): Cand[] {
  const lists = statementLists(corpus);
  const out: Cand[] = [];
  const families = new Map<number, Set<number>>();
  for (const list of lists) {
    const siblings = lists.filter((o) => o !== list && o.slide.doc === list.slide.doc);
    if (!siblings.length) continue;
    // of two lists, the first one's questions say it all: "one of B" is "not one of A" turned round, and the
    // statements of both are used up by two questions (an option is never offered twice in a test)
    if (siblings.length === 1 && lists.indexOf(siblings[0]!) < lists.indexOf(list)) continue;
    const others = siblings.flatMap((o) => o.items.map((it) => ({ ...it, from: o })));
    const named = titlePhrase(list.title);
    const quote = passage(list.slide, [list.slide.title, ...list.items.map((i) => i.line)]);
    // the second question of the list quotes its statements without the title (a test quotes a passage once)
    const quoteItems = passage(
      list.slide,
      list.items.map((i) => i.line),
    );
    const topic = `slides:${list.slide.doc}:${norm(list.title)}`;
    // the statements of the lists are this family's: its questions hold them all (no sentence completion is made
    // of a postulate once it is an option), and each statement is offered once
    const reserved = new Set([...list.items, ...others].map((x) => x.sentence));
    const offered = (families.get(list.slide.doc) ?? new Set<number>()) as Set<number>;
    families.set(list.slide.doc, offered);
    const fresh = <T extends { sentence: number; typo?: boolean }>(used: ReadonlySet<number>, xs: T[]): T[] =>
      xs.filter(
        (x) => !x.typo && !offered.has(x.sentence) && (!used.has(x.sentence) || reserved.has(x.sentence)),
      );
    const claim = (ids: number[]) => {
      for (const i of ids) offered.add(i);
      return [...reserved];
    };
    const shuffled = <T>(xs: T[]) =>
      xs
        .map((x) => ({ x, r: rand() }))
        .sort((a, b) => a.r - b.r)
        .map((p) => p.x);
    // one statement of the list among statements of its siblings
    out.push(
      slideFrame(list.slide, { form: 'list-member', score: 1.1, topic, quote }, (used) => {
        // the key first in a shuffled order, quoted with the list's title and lines down to it; the other options
        // statements of another list that the quote does not word alike (the quote tells the key apart), those
        // the next question could not take as its key first
        let pick: { key: (typeof list.items)[number]; ds: string[]; q: string; pool: typeof others } | null =
          null;
        for (const key of shuffled(fresh(used, list.items)).slice(0, 5)) {
          const q = passage(list.slide, [list.slide.title, key.line]);
          const pool = shuffled(fresh(used, others))
            .filter((o) => apart(o.text, q))
            .sort((x, y) => Number(apart(x.text, quoteItems)) - Number(apart(y.text, quoteItems)));
          const ds = pickThree(
            pool.map((p) => p.text),
            key.text,
            rand,
          );
          if (!ds) continue;
          pick ??= { key, ds, q, pool };
          // the key is the longest option about as often as by chance
          if (ds.some((d) => d.length > key.text.length) || rand() < 0.25) {
            pick = { key, ds, q, pool };
            break;
          }
        }
        if (pick) {
          const { key, ds, pool } = pick;
          const from = ds.map((d) => pool.find((p) => p.text === d)!);
          const kinds = [...new Set(from.map((f) => titlePhrase(f.from.title)))];
          return slideDraft(list.slide, 'list-member', {
            stem: `According to the material, which of these is one of ${named}?`,
            key: key.text,
            distractors: ds,
            quote: pick.q,
            why: `The material lists ${named}: ${list.items.map((i) => i.text).join('; ')}. The other options are ${kinds.join(' and ').replace(/^the /, '')}, not ${named.replace(/^the /, '')}.`,
            used: claim([key.sentence, ...from.map((f) => f.sentence)]),
          });
        }
        return null;
      }),
    );
    // one statement of a sibling among three of the list
    out.push(
      slideFrame(list.slide, { form: 'list-non-member', score: 1.05, topic, quote: quoteItems }, (used) => {
        const members = shuffled(fresh(used, list.items));
        if (members.length < 3) return null;
        const keys = shuffled(fresh(used, others)).filter((o) => apart(o.text, quoteItems));
        for (const key of keys.slice(0, 4)) {
          const ds = pickThree(
            members.map((m) => m.text),
            key.text,
            rand,
          );
          if (!ds) continue;
          const from = ds.map((d) => members.find((m) => m.text === d)!);
          return slideDraft(list.slide, 'list-non-member', {
            stem: `According to the material, which of these is NOT one of ${named}?`,
            key: key.text,
            distractors: ds,
            quote: quoteItems,
            why: `The material lists ${named}: ${list.items.map((i) => i.text).join('; ')}. "${key.text}" is one of ${titlePhrase(key.from.title)} instead.`,
            used: claim([key.sentence, ...from.map((f) => f.sentence)]),
          });
        }
        return null;
      }),
    );
  }
  return out;
}

// ------------------------------------------------------------------------- identifiers described by a slide

/**
 * Whether wink-nlp's English lexicon holds the (lower-case) word. An instance of its own: wink gives words outside
 * the lexicon ids from the lexicon's size upwards as it meets them, so the boundary is read before any other word.
 */
let lexicon: { ids: (w: string) => number; oovFrom: number } | null = null;
export function knownWord(low: string): boolean {
  if (!lexicon) {
    const n = winkNLP(model);
    const ids = (w: string) => (n.readDoc(w).tokens().out(n.its.uniqueId) as number[])[0] ?? 0;
    lexicon = { ids, oovFrom: ids('qxzqvjkw') };
  }
  return lexicon.ids(low) < lexicon.oovFrom;
}

/** A directive-style name: two or more capitalised parts, the first of three letters or more ("MaxClients"). */
const CAMEL_RE = /^[A-Z][a-z]{2,}(?:[A-Z][a-z]+)+$/;
/** A command-style name: one lower-case word of letters ("ulimit", "vmstat"). */
const COMMAND_RE = /^[a-z]{3,12}$/;
/** A configuration file's name (".htaccess", "server.xml", "my.cnf", "limits.conf"). */
const FILE_RE =
  /^(?:\.[a-z][a-z0-9_-]{2,}|[a-z][a-z0-9_-]*\.(?:conf|cnf|cfg|ini|xml|ya?ml|json|properties|htaccess|htpasswd))$/;
/** What a title may add to a name: "Files" of ".htaccess Files". */
const NAME_HEAD_RE = /\s+(?:files?|directives?|commands?|settings?)$/i;

type IdStyle = 'camel' | 'command' | 'file';

/**
 * The identifiers a deck names, by style: directive-style names anywhere in its text (not in a web address);
 * command-style names given as a command with an option ("ulimit -n", "netstat -s") or as an item of a slide
 * whose every line is one such name ("vmstat", "iostat", ...), never an English word ("top", "free") nor one
 * written with a capital as a word of prose elsewhere.
 */
function identifiersOf(corpus: Corpus, doc: number): Map<IdStyle, Map<string, { prose: boolean }>> {
  const d = corpus.documents[doc]!;
  const camel = new Map<string, { prose: boolean }>();
  const command = new Map<string, { prose: boolean }>();
  const file = new Map<string, { prose: boolean }>();
  const capitalised = new Set<string>();
  for (const u of d.units) {
    const lines = slideLines(cleanText(u.text));
    // code lines (directives of a configuration excerpt) count, but a name in a prose bullet ranks first
    for (const line of lines) {
      const code = /^[<#]|[<>{}%$]/.test(line);
      for (const m of line.replace(/\bhttps?:\S+/g, ' ').matchAll(/(?<![\w./-])[A-Za-z]+(?![\w/-])/g)) {
        const w = m[0];
        if (CAMEL_RE.test(w)) {
          const prev = camel.get(w);
          camel.set(w, { prose: (prev?.prose ?? false) || !code });
        }
        if (/^[A-Z][a-z]+$/.test(w)) capitalised.add(w.toLowerCase());
      }
      for (const m of line.matchAll(/(?<![\w./-])([a-z]{3,12})\s+-[A-Za-z]\b/g))
        command.set(m[1]!, { prose: !code });
      // file names, a path's last part ("/etc/security/limits.conf"), never in a web address
      for (const m of line.replace(/\bhttps?:\S+/g, ' ').matchAll(/(?<![\w-])[\w./-]*[\w.]+(?![\w-])/g)) {
        const w = m[0].split('/').pop()!;
        if (FILE_RE.test(w)) file.set(w, { prose: (file.get(w)?.prose ?? false) || !code });
      }
    }
    const body = lines.slice(1).map((l) => l.split(/\s+-/)[0]!.trim());
    if (body.length >= 3 && body.every((l) => COMMAND_RE.test(l)))
      for (const l of body) command.set(l, { prose: true });
  }
  // an English word ("top", "free", "find") reads as no command among options
  for (const w of [...command.keys()]) if (capitalised.has(w) || knownWord(w)) command.delete(w);
  return new Map<IdStyle, Map<string, { prose: boolean }>>([
    ['camel', camel],
    ['command', command],
    ['file', file],
  ]);
}

/** What the lines right under an identifier's title say it is: short phrases, up to a lead line or a label. */
function descriptionOf(slide: Slide): string[] {
  const out: string[] = [];
  for (const line of slide.body) {
    const t = stripMark(line);
    if (/:/.test(t) || /[<>{}=`$%#|\\/@]|->|\.\w/.test(t)) break;
    const ws = words(t);
    if (ws.length < 2 || ws.length > 7 || !/^\p{L}/u.test(t) || /[.?!]$/.test(t)) break;
    out.push(t.replace(/[.;,]+$/, ''));
  }
  return out;
}

/** CamelCase parts of a name ("MaxClients" -> max, clients). */
const partsOf = (name: string) => (name.match(/[A-Z][a-z]+|[a-z]+/g) ?? []).map((p) => p.toLowerCase());

/**
 * Whether a line names what a code name is in a word the name is spelt with: a word of four letters or more (its
 * plural -s dropped) inside the name ("limits" in "ulimit", "includes" in "SSIncludes"), or a word the name
 * abbreviates, one that begins with a part of the name of three letters or more ("Maximum" for the "Max" of
 * "MaxClients": readers at bfd871f picked the key by that), so the stem points at it.
 */
export function namesRole(line: string, name: string): boolean {
  const low = name.toLowerCase();
  const parts = partsOf(name).filter((p) => p.length >= 3);
  return words(
    line
      .toLowerCase()
      .replace(/[^a-z\s-]/g, ' ')
      .replace(/-/g, ' '),
  ).some((w) => {
    const st = w.replace(/(?:es|s)$/, '');
    if (w.length >= 4 && parts.some((p) => w.startsWith(p))) return true;
    // a verb form of a word the name is spelt with ("Accessed" for ".htaccess")
    const root = w.replace(/(?:ed|ing)$/, '');
    if (root !== w && root.length >= 5 && low.includes(root)) return true;
    return st.length >= 4 && (low.includes(st) || low.includes(w));
  });
}

/** The head noun a one-line description of each style ends with. */
const KIND_HEAD: Record<IdStyle, RegExp> = {
  camel: /^directives?$/,
  command: /^(?:commands?|tools?|utilit(?:y|ies))$/,
  file: /^files?$/,
};
/** Words that say no more than the kind ("Configuration file directive" fits every directive of a deck). */
const KIND_WORDS = new Set([
  'apache',
  'built-in',
  'command',
  'config',
  'configuration',
  'directive',
  'file',
  'main',
  'server',
  'setting',
  'shell',
  'system',
  'text',
  'tool',
  'unix',
  'utility',
]);

/**
 * Whether one description line names what an identifier is: a noun phrase ending in the style's head noun
 * ("... files" for a file), opening with no verb, with a word that is more than the kind ("Per-directory").
 */
export function namesKind(line: string, style: IdStyle): boolean {
  const ws = words(line.toLowerCase());
  if (ws.length < 2 || !KIND_HEAD[style].test(ws[ws.length - 1]!)) return false;
  if (/^(?:is|are|used|runs?|sets?|controls?|accessed|read|set)$/.test(ws[0]!) || /(?:ed|ing)$/.test(ws[0]!))
    return false;
  return ws.slice(0, -1).some((w) => !KIND_WORDS.has(w.replace(/(?:es|s)$/, '')) && !KIND_WORDS.has(w));
}

function identifierCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const ids = new Map<number, ReturnType<typeof identifiersOf>>();
  for (const slide of slidesOf(corpus)) {
    const name = slide.title.trim().replace(NAME_HEAD_RE, '');
    const style: IdStyle | null = CAMEL_RE.test(name)
      ? 'camel'
      : COMMAND_RE.test(name)
        ? 'command'
        : FILE_RE.test(name)
          ? 'file'
          : null;
    if (!style) continue;
    if (!ids.has(slide.doc)) ids.set(slide.doc, identifiersOf(corpus, slide.doc));
    const known = ids.get(slide.doc)!.get(style)!;
    if (!known.has(name)) continue;
    // a line naming the key's role in a word the key is made of gives it away ("Per-process resource limits" for
    // ulimit): it is left out, and two other lines are needed
    const desc = descriptionOf(slide).filter((l) => !namesRole(l, name));
    // one line is enough when it names what the key is, as a noun phrase of its kind with a word of its own
    // ("Per-directory configuration files" for .htaccess), never the kind alone ("Configuration file directive")
    if (desc.length < 2 && !(desc.length === 1 && namesKind(desc[0]!, style))) continue;
    const lines = desc.slice(0, 3);
    // the description never names the identifier nor a part of it ("Maximum" is no part of "MaxClients")
    const descKeys = keySet(lines.join(' '));
    const parts = partsOf(name);
    if (descKeys.has(name.toLowerCase()) || parts.some((p) => p.length >= 4 && descKeys.has(p))) continue;
    const stem = `Which of these does the material describe as ${lines.map((l) => `"${l}"`).join(' and ')}?`;
    const quote = passage(slide, [slide.title, ...lines]);
    // no two distractors of one family ("CacheRoot", "CacheEnable"): the key would be the odd one out
    const first = (w: string) => partsOf(w)[0] ?? w;
    out.push(
      slideCandidate(
        slide,
        {
          form: 'term-from-definition',
          score: 1.2,
          topic: `id:${name.toLowerCase()}`,
          quote,
          ask: () => {
            const stemWords = descKeys;
            // a name sharing a part with the key first (so "Max" of the key tells nothing), then names of prose
            // bullets, then the rest; never one the stem names
            const pool = [...known]
              .filter(([w]) => w !== name && !stemWords.has(w.toLowerCase()))
              .filter(([w]) => !partsOf(w).some((p) => p.length >= 4 && stemWords.has(p)))
              .map(([w, info]) => ({
                w,
                score:
                  (partsOf(w).some((p) => parts.includes(p)) ? 2 : 0) + (info.prose ? 1 : 0) + rand() * 0.9,
              }))
              .sort((a, b) => b.score - a.score)
              .map((p) => p.w);
            if (pool.length < 3) return null;
            return {
              stem,
              key: name,
              pool,
              why: `The slide on ${name} says: ${lines.join('; ')}. The other options are ${{ camel: 'other names', command: 'other commands', file: 'other files' }[style]} the material mentions for other purposes.`,
              accept: (xs) => new Set(xs.map(first)).size === xs.length,
            };
          },
        },
        rand,
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------- definitions on slides

/** "A Point is that has no part.", "A line is breadthless length." */
const SLIDE_DEF_RE =
  /^(?:an?|the)\s+([A-Za-z][a-z]+(?:\s[a-z]+)?)\s+is\s+((?:that|what|the|an?|[a-z]+)\b[^.?!:;]{4,80})\.$/i;
/** A notion the deck names on a line of its own ("Segment?", "plane angle?") or in a short list of them. */
const NOTION_RE = /^[A-Za-z][a-z]+(?:\s[a-z]+){0,2}$/;

/**
 * The notions a deck states on the slides that define notions: a line of one to three words ("Equilateral
 * triangle,", "perpendicular lines") and the first item of a line of such phrases ("Circle, center, radius,
 * diameter" -> circle: the others are its parts, and a centre is a point). A notion the slides only ask about
 * ("Segment?", "Straight line?") is not one the material states, and may be a kind of the key (a segment is
 * breadthless length too).
 */
function notionsOf(corpus: Corpus, doc: number): { text: string; unit: number }[] {
  const out: { text: string; unit: number }[] = [];
  for (const slide of slidesOf(corpus)) {
    if (slide.doc !== doc) continue;
    const defines = slide.body.some(
      (l) => SLIDE_DEF_RE.test(stripMark(l)) || /^[A-Z][a-z]+(?:\s[a-z]+)?:\s+[a-z]/.test(stripMark(l)),
    );
    if (!defines) continue;
    for (const l of slide.body) {
      if (/\?$/.test(l) || /:/.test(l)) continue;
      const t = l.replace(/\s*,$/, '').trim();
      if (NOTION_RE.test(t) && !FURNITURE_RE.test(t)) out.push({ text: t, unit: slide.unit });
      else if (/,/.test(t) && !/[.:;?]/.test(t)) {
        const parts = t.split(/\s*,\s*/);
        if (parts.length >= 2 && parts.every((p) => NOTION_RE.test(p))) {
          out.push({ text: parts[0]!, unit: slide.unit });
          // and the items of the first one's family ("Rectangle, square": two figures; "right angle, acute
          // angle": two angles), never those of no family beside it (a circle's centre, radius, diameter)
          const first = nameFamily(parts[0]!);
          if (first)
            for (const p of parts.slice(1))
              if (nameFamily(p) === first) out.push({ text: p, unit: slide.unit });
        }
      }
    }
  }
  return out;
}

/** "Which notion does the material define as "<body>"?" for definitions written as slide lines. */
function slideDefinitionCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const notions = new Map<number, { text: string; unit: number }[]>();
  const defs: { slide: Slide; term: string; body: string; line: string }[] = [];
  for (const slide of slidesOf(corpus)) {
    for (const line of slide.body) {
      const m = SLIDE_DEF_RE.exec(stripMark(line));
      if (!m) continue;
      const term = m[1]!;
      const body = m[2]!.trim();
      // the body says what it is without the term ("breadthless length"), in a few words, and is no comparison
      // ("The whole is greater than the part." states a common notion, it defines nothing)
      if (keySet(body).has(term.toLowerCase()) || words(body).length < 2 || words(body).length > 12) continue;
      if (/\b(?:than|as)\b/i.test(body) || /^(?:\w+er|more|less|equal|not|also|always|never)\b/i.test(body))
        continue;
      defs.push({ slide, term, body, line });
    }
  }
  for (const d of defs) {
    if (!notions.has(d.slide.doc)) notions.set(d.slide.doc, notionsOf(corpus, d.slide.doc));
    // a definition of a slide of definitions (its title says so, or it states other notions beside it)
    const beside = notions.get(d.slide.doc)!.some((n) => n.unit === d.slide.unit);
    if (!beside && !/^definitions?$/i.test(d.slide.title)) continue;
    const low = d.term.toLowerCase();
    const plural = /[a-z]{2}s$/.test(low) && !/(?:ss|us|is)$/.test(low);
    const stemKeys = keySet(d.body);
    // the deck's other notions of the key's number that share no word with it or the stem: other defined
    // notions first, then the notions of the key's slide, then those of other slides
    const seen = new Set<string>([low]);
    const pool: { text: string; score: number }[] = [];
    // notions of the key's family only, by their own definitions on the deck or their head nouns (eng-kinds,
    // `kinds.ts`): "that has no part" is a point's, a primitive notion's, and a triangle, a circle or a right angle
    // plainly have parts; no question when the deck has not three notions of the family
    const bodyOf = (t: string) =>
      defs.find((o) => o.slide.doc === d.slide.doc && o.term.toLowerCase() === t)?.body ?? null;
    const keyFamily = termFamily(d.term, d.body);
    const add = (text: string, score: number) => {
      const t = text.toLowerCase();
      if (seen.has(t)) return;
      if (!ofKeyFamily(keyFamily, termFamily(t, bodyOf(t)), true)) return;
      const tPlural = /[a-z]{2}s$/.test(t) && !/(?:ss|us|is)$/.test(t);
      if (tPlural !== plural) return;
      const ws = t.split(/\s+/);
      if (ws.some((w) => low.split(/\s+/).includes(w) || stemKeys.has(w))) return;
      seen.add(t);
      pool.push({ text: t, score });
    };
    // (every second definition of a slide prefers the notions of other slides: two definitions of one slide over
    // the same four notions read as one question asked twice)
    const k = defs.filter((o) => o.slide.unit === d.slide.unit && o.slide.doc === d.slide.doc).indexOf(d);
    for (const o of defs)
      if (o !== d && o.slide.doc === d.slide.doc && o.slide.title === d.slide.title) add(o.term, 3 + rand());
    for (const n of notions.get(d.slide.doc)!)
      add(n.text, (n.unit === d.slide.unit) === (k % 2 === 0) ? 2 + rand() : 1 + rand());
    if (pool.length < 3) continue;
    const quote = passage(d.slide, [d.line]);
    const key = low;
    out.push(
      slideCandidate(
        d.slide,
        {
          form: 'term-from-definition',
          score: 1.2,
          topic: `def:${key}`,
          quote,
          stem: `Which notion does the material define as "${d.body}"?`,
          key,
          pool: pool.sort((a, b) => b.score - a.score).map((p) => p.text),
          why: `The material defines it so: "${stripMark(d.line)}" The other options are other notions the material names.`,
        },
        rand,
      ),
    );
  }
  return out;
}

// ------------------------------------------------------------------------------ two things set side by side

/**
 * A slide that sets two things side by side ("Processes and Threads") with a line "Process:" over what the first
 * is and a line "Thread:" over what the second is: "According to the material, which of these is NOT true of a
 * thread?" with one line of the other thing (one the thread's lines do not word alike) among three of the
 * thread's. Label lines ("Shares: program code, ...") are quoted, never options.
 */
function contrastCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    const groups: { label: string; lead: string; items: string[]; lines: string[] }[] = [];
    for (const line of slide.body) {
      const lead = /^([A-Z][a-z]+):$/.exec(line);
      if (lead) {
        groups.push({ label: lead[1]!, lead: line, items: [], lines: [line] });
        continue;
      }
      const g = groups[groups.length - 1];
      if (!g) break;
      g.lines.push(line);
      const t = stripMark(line);
      if (!/[:;.?!()<>{}=/]/.test(t) && words(t).length >= 2 && words(t).length <= 6 && /^\p{L}/u.test(t))
        g.items.push(t);
    }
    if (groups.length !== 2) continue;
    // the title names both things ("Processes and Threads")
    const titleKeys = keySet(slide.title);
    if (!groups.every((g) => titleKeys.has(g.label.toLowerCase()))) continue;
    for (const [mine, other] of [groups, [...groups].reverse()] as const) {
      if (mine.items.length < 3 || !other.items.length) continue;
      const quote = passage(slide, mine.lines);
      const keys = other.items.filter((x) => apart(x, quote));
      if (!keys.length) continue;
      const thing = mine.label.toLowerCase();
      const article = /^[aeiou]/.test(thing) ? 'an' : 'a';
      out.push(
        slideCandidate(
          slide,
          {
            form: 'list-non-member',
            score: 1.1,
            topic: `contrast:${slide.doc}:${slide.unit}`,
            quote,
            ask: () => {
              const key = keys[Math.floor(rand() * keys.length)]!;
              return {
                stem: `According to the material, which of these is NOT true of ${article} ${thing}?`,
                key,
                pool: [...mine.items].sort(() => rand() - 0.5),
                why: `The material says of ${article} ${thing}: ${mine.items.join('; ')}. "${key}" is what it says of ${/^[aeiou]/i.test(other.label) ? 'an' : 'a'} ${other.label.toLowerCase()}.`,
              };
            },
          },
          rand,
        ),
      );
    }
  }
  return out;
}

// ------------------------------------------------------------------------------- tools named in a title

/** "Monitoring: Ganglia", "Monitoring Solaris: SE Toolkit", "Log Analysis – Webalizer": a topic and a name. */
const TITLED_NAME_RE =
  /^([A-Z][A-Za-z]+(?:\s[A-Za-z]+){0,2})(?::|\s[–-])\s+([A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?)$/;

/**
 * A slide titled "<topic>: <name>" over short lines saying what the name is ("Long term logging", "Trend Watching",
 * "Free"): "Which of these does the material describe as ...?" with the names of the deck's other such titles
 * (a topic word shared first) and commands of a list of its topic ("Other Monitoring Tools": vmstat, iostat) as
 * the other options. Three lines are needed when one is a single word.
 */
function titledToolCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  corpus.documents.forEach((d, doc) => {
    if (d.unitKind !== 'slide') return;
    const titled: { unit: number; topic: string; name: string; lines: string[]; text: string }[] = [];
    for (const u of d.units) {
      const text = cleanText(u.text);
      const lines = slideLines(text);
      const m = lines[0] ? TITLED_NAME_RE.exec(lines[0]) : null;
      if (m && !FURNITURE_RE.test(m[2]!))
        titled.push({ unit: u.number, topic: m[1]!, name: m[2]!, lines, text });
    }
    if (titled.length < 2) return;
    const ids = identifiersOf(corpus, doc).get('command')!;
    for (const t of titled) {
      const topicKeys = keySet(t.topic);
      const desc: string[] = [];
      for (const l of t.lines.slice(1)) {
        if (/[:<>{}=`$%#|\\/@]|https?|\.\w/.test(l) || /[.?!]$/.test(l) || !/^\p{L}/u.test(l)) break;
        if (words(l).length > 6) break;
        desc.push(l.replace(/[.;,]+$/, ''));
      }
      // a one-word line is an evaluation ("Lightweight", "Free", "Alive"), not what the tool does: readers rated
      // the tool asked from its adjectives a side detail (decision 104, slides v2)
      if (desc.length < 2 || desc.slice(0, 3).some((x) => words(x).length === 1)) continue;
      const lines = desc.slice(0, 3);
      const stemKeys = keySet(lines.join(' '));
      if (keySet(t.name).size && [...keySet(t.name)].some((k) => stemKeys.has(k))) continue;
      const pool = [
        ...titled
          .filter((o) => o !== t && o.name !== t.name)
          .map((o) => ({
            w: o.name,
            score: ([...keySet(o.topic)].some((k) => topicKeys.has(k)) ? 2 : 1) + rand(),
          })),
        // commands listed on a slide of the same topic ("Other Monitoring Tools"), not any command ("ulimit")
        ...[...ids.keys()]
          .filter((w) =>
            slidesOf(corpus).some(
              (o) =>
                o.doc === doc &&
                [...keySet(o.title)].some((k) => topicKeys.has(k)) &&
                o.body.some((l) => l.split(/\s+-/)[0]!.trim() === w),
            ),
          )
          .map((w) => ({ w, score: rand() })),
      ]
        .filter((p) => ![...keySet(p.w)].some((k) => stemKeys.has(k)))
        .sort((a, b) => b.score - a.score)
        .map((p) => p.w);
      if (pool.length < 3) continue;
      const slide: Slide = { doc, unit: t.unit, text: t.text, title: t.lines[0]!, body: t.lines.slice(1) };
      const quote = passage(slide, [t.lines[0]!, ...lines]);
      const stem = `Which of these does the material describe as ${lines
        .map((l) => `"${l}"`)
        .join(lines.length > 2 ? ', ' : ' and ')
        .replace(/, ("[^"]*")$/, ' and $1')}?`;
      out.push(
        slideCandidate(
          slide,
          {
            form: 'term-from-definition',
            score: 1.0,
            topic: `tool:${t.name.toLowerCase()}`,
            quote,
            stem,
            key: t.name,
            pool,
            why: `The slide on ${t.name} (${t.topic}) says: ${lines.join('; ')}. The other options are other tools the material names.`,
          },
          rand,
        ),
      );
    }
  });
  return out;
}

// ---------------------------------------------------------------------------- parts of a work by subject

/** "Books I-IV and VI discuss plane geometry", "Chapter 3 covers sampling". */
const PART_RE =
  /^((?:Books?|Chapters?|Parts?|Volumes?|Units?|Modules?)\s+\S.{0,30}?)\s+(discuss(?:es)?|deals?\s+with|concerns?|covers?|treats?|stud(?:y|ies)|introduces?)\s+([a-z][a-z-]+(?:\s[a-z-]+){0,3})\.?$/;

/** The base form of a part's verb ("discusses" -> discuss, "deals with" -> deal with, "studies" -> study). */
const baseVerb = (v: string) =>
  v
    .replace(/^(discuss)es$/, '$1')
    .replace(/^studies$/, 'study')
    .replace(/^(\w+?[^s])s(\s+with)?$/, '$1$2');

/**
 * A slide that says which part of a work treats which subject, one line each ("Books I-IV and VI discuss plane
 * geometry", "Books V and VII-X deal with number theory", "Books XI-XIII concern solid geometry"): "According to
 * the slide "Elements", what do Books XI-XIII concern?" with the other parts' subjects and a subject the material
 * coordinates with one of them ("works on conic sections, and number theory") as the other options. Three lines
 * of distinct subjects are needed; one question per slide (the options are the same for each line).
 */
function partCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    const parts = slide.body
      .map((l) => ({ line: l, m: PART_RE.exec(stripMark(l)) }))
      .filter((x) => x.m)
      .map((x) => ({ line: x.line, subject: x.m![1]!, verb: x.m![2]!, object: x.m![3]!.toLowerCase() }));
    const objects = [...new Set(parts.map((p) => p.object))];
    if (parts.length < 3 || objects.length !== parts.length) continue;
    // subjects the material writes beside one of these ("conic sections, and number theory")
    const text = corpus.documents[slide.doc]!.units.map((u) => cleanText(u.text)).join('\n');
    const beside = new Set<string>();
    for (const o of objects) {
      const esc = escapeRegExp(o);
      const res = [
        new RegExp(`\\b([a-z]+(?:\\s[a-z]+)?),?\\s+(?:and|or)\\s+${esc}\\b`, 'g'),
        new RegExp(`\\b${esc},?\\s+(?:and|or)\\s+([a-z]+(?:\\s[a-z]+)?)\\b`, 'g'),
      ];
      for (const re of res)
        for (const m of text.matchAll(re)) {
          const w = m[1]!.replace(/^(?:on|of|in|the|and|also|about|with)\s+/, '');
          if (!objects.includes(w) && !/^(?:on|of|in|the|and|also|about|with)$/.test(w)) beside.add(w);
        }
    }
    const pool = [...objects, ...beside];
    if (pool.length < 4) continue;
    const p = parts[Math.floor(rand() * parts.length)]!;
    const plural = /s$/i.test(words(p.subject)[0]!);
    const verb = baseVerb(p.verb);
    const stem = `According to the slide "${slide.title}", what ${plural ? 'do' : 'does'} ${p.subject} ${verb}?`;
    const quote = passage(slide, [p.line]);
    out.push(
      slideCandidate(
        slide,
        {
          form: 'definition-from-term',
          score: 1.0,
          topic: `parts:${slide.doc}:${slide.unit}`,
          quote,
          ask: () => ({
            stem,
            key: p.object,
            pool: pool.filter((x) => x !== p.object).sort(() => rand() - 0.5),
            why: `The slide says: ${parts.map((x) => stripMark(x.line)).join('; ')}.`,
          }),
        },
        rand,
      ),
    );
  }
  return out;
}

// ------------------------------------------------------------------------------- what a proof constructs

/** "Prove that you can construct an equilateral triangle from a finite straight line." */
const PROVE_RE =
  /^Prove that (?:you|one|we) can (construct|draw|build) (?:an?\s+)?([a-z][a-z ]{2,40}?) (from|on|through) (an? [a-z ]{3,40}?)\.$/i;

/**
 * A slide that asks to prove a figure can be constructed ("First Proof in Elements": "Prove that you can construct
 * an equilateral triangle from a finite straight line."): "According to the slide "First Proof in Elements", what
 * are you to prove you can construct from a finite straight line?" with notions the deck states (other figures:
 * "right angled triangle", "rectangle") as the other options; never one the slide itself constructs ("two circles"
 * of its hint: those can be constructed too), one sharing a word with the stem, or one of the other number.
 */
function proofCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    for (const line of slide.body) {
      const m = PROVE_RE.exec(stripMark(line));
      if (!m) continue;
      const key = m[2]!.toLowerCase();
      const notions = notionsOf(corpus, slide.doc).map((n) => n.text.toLowerCase());
      if (!notions.includes(key)) continue;
      // a title that names the proof ("First Proof in Elements") is asked as what the proof shows, not as what a
      // slide asks (readers at bfd871f: "According to the slide ..." is a detail of the document)
      const proof = /^(?:the\s+)?((?:[A-Z][a-z]+\s+)*?Proofs?)\b(.*)$/.exec(slide.title);
      const how = `${m[1]!.toLowerCase()} ${m[3]!.toLowerCase()} ${m[4]!}`;
      const stem = proof
        ? `According to the material, what does the ${proof[1]!.toLowerCase()}${proof[2]!} show you can ${how}?`
        : `According to the slide "${slide.title}", what are you to prove you can ${how}?`;
      const stemKeys = keySet(stem);
      const slideKeys = keySet(slide.text);
      const head = key.split(' ').pop()!;
      const plural = (t: string) => /[a-z]{2}s$/.test(t) && !/(?:ss|us|is)$/.test(t);
      // figures beside a figure (eng-kinds, `kinds.ts`): a right angle is no option of what a proof constructs
      const keyFamily = nameFamily(key);
      const pool = [...new Set(notions)]
        .filter((n) => n !== key && plural(n) === plural(key))
        .filter((n) => ofKeyFamily(keyFamily, nameFamily(n), true))
        .filter((n) => !n.split(' ').some((w) => stemKeys.has(w)))
        // a figure the slide itself constructs ("circles" of the hint) may be constructed from the line too
        .filter(
          (n) => !n.split(' ').some((w) => slideKeys.has(w) || slideKeys.has(`${w}s`)) || n.endsWith(head),
        )
        .sort((a, b) => Number(b.endsWith(head)) - Number(a.endsWith(head)));
      if (pool.length < 3) continue;
      const quote = passage(slide, [line]);
      out.push(
        slideCandidate(
          slide,
          {
            form: 'definition-from-term',
            score: 1.0,
            topic: `proof:${slide.doc}:${slide.unit}`,
            quote,
            stem,
            key,
            pool,
            why: `The slide asks: "${stripMark(line)}" The other options are other figures the material names.`,
          },
          rand,
        ),
      );
    }
  }
  return out;
}

// ------------------------------------------------------------------------- one property, two sets of names

/** "Context switches expensive on Solaris, AIX", "Context switches cheaper on Linux". */
const ON_NAMES_RE =
  /^([A-Z][a-z]+(?:\s[a-z]+){1,3}?)\s+(?:(?:is|are)\s+)?([a-z]+(?:er)?)\s+on\s+([A-Z][A-Za-z0-9]+(?:,\s*[A-Z][A-Za-z0-9]+)*)$/;

/** "Solaris, AIX" as a stem names them: "Solaris and AIX". */
const andList = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * A comparative, the plain adjectives it is the opposite of ("cheaper" against "expensive" or "costly"), and a scale
 * of three answers that contradict it: distinct degrees, each plausible and none true with another or with the key
 * (the same cost, slightly more, several times more), as comparisons.ts builds its rate scales. Never a degree-less
 * "More expensive" beside a degree of it ("Several times costlier"): two options that say nearly the same are both
 * dropped by a test-wise student (readers at fae678d). No two share all their words (options that do read as one).
 */
const SCALES: Record<string, { opposites: string[]; scale: string[] }> = {
  cheaper: {
    opposites: ['expensive', 'costly'],
    scale: ['About equally costly', 'Slightly more expensive', 'Several times more expensive'],
  },
  faster: {
    opposites: ['slow'],
    scale: ['At about the same speed', 'Slightly slower', 'Several times slower'],
  },
};

/**
 * How one side compares with the other when the material writes a comparative of one ("cheaper on Linux") and its
 * plain opposite of the other ("expensive on Solaris, AIX"): the comparative as the key ("Cheaper"), a scale that
 * contradicts it as the distractors. Null when the two words are no known opposites (a scale might then hold a
 * second true option: "rarer" against "expensive").
 */
export function comparedScale(
  comparative: string,
  opposite: string,
): { key: string; distractors: string[] } | null {
  const c = comparative.toLowerCase();
  const s = SCALES[c];
  if (!s?.opposites.includes(opposite.toLowerCase())) return null;
  return { key: c[0]!.toUpperCase() + c.slice(1), distractors: s.scale };
}

/**
 * A slide that says one thing of a property on some named platforms and the contrary on another ("Context switches
 * expensive on Solaris, AIX" / "Context switches cheaper on Linux"). A comparative against its plain opposite is
 * asked as how one side compares with the other, both named from the slide: "According to the material, how do
 * context switches on Linux compare with those on Solaris and AIX?" ("Cheaper"; "About equally costly",
 * "Slightly more expensive", "Several times more expensive"); two plain properties as "on which of these are
 * context switches expensive?" with the names of the other line and other names the deck writes after "on" ("runs
 * on FreeBSD") as the other options. Asked only of a line with one name (two names would be two keys).
 */
function contrastOnCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const namesOn = new Map<number, Set<string>>();
  for (const slide of slidesOf(corpus)) {
    const rows = slide.body
      .map((l) => ({ line: l, m: ON_NAMES_RE.exec(stripMark(l)) }))
      .filter((x) => x.m)
      .map((x) => ({
        line: x.line,
        subject: x.m![1]!,
        property: x.m![2]!,
        names: x.m![3]!.split(/\s*,\s*/),
      }));
    for (const r of rows) {
      if (r.names.length !== 1) continue;
      const other = rows.find(
        (o) => o !== r && o.subject.toLowerCase() === r.subject.toLowerCase() && o.property !== r.property,
      );
      if (!other) continue;
      if (!namesOn.has(slide.doc)) {
        const names = new Set<string>();
        for (const u of corpus.documents[slide.doc]!.units)
          for (const m of cleanText(u.text).matchAll(
            /\bon[ \t]+([A-Z][A-Za-z0-9]+(?:,[ \t]*[A-Z][A-Za-z0-9]+)*)[ \t]*(?=$|[,.;)])/gm,
          ))
            for (const n of m[1]!.split(/\s*,\s*/)) names.add(n);
        namesOn.set(slide.doc, names);
      }
      const key = r.names[0]!;
      // both questions quote the key's line alone (the other line's word, "expensive", is a distractor's; the other
      // line names the other options) and explain the key with both lines
      const frame: SlideFrame = {
        form: 'comparison',
        score: 1.1,
        topic: `on:${slide.doc}:${norm(r.subject)}`,
        quote: passage(slide, [r.line]),
      };
      const why = `The slide says: ${stripMark(other.line)}; ${stripMark(r.line)}.`;
      // a comparative says what it is against (readers at 4110732: "cheaper than what?"), and "than on those where
      // they are expensive" only restates the predicate's opposite (readers at d0f7c17: "nearly circular"): the
      // other side is the other line's names, asked as how the key's platform compares with them
      if (/er$/.test(r.property) && !/er$/.test(other.property)) {
        const scale = comparedScale(r.property, other.property);
        if (scale)
          out.push(
            slideCandidate(
              slide,
              {
                ...frame,
                stem: `According to the material, how do ${r.subject.toLowerCase()} on ${key} compare with those on ${andList(other.names)}?`,
                key: scale.key,
                pool: scale.distractors,
                why,
              },
              rand,
            ),
          );
        continue;
      }
      const pool = [
        ...other.names,
        ...[...namesOn.get(slide.doc)!].filter((n) => !other.names.includes(n)),
      ].filter((n) => n !== key && !rows.some((o) => o.names.includes(n) && o.property === r.property));
      if (pool.length < 3) continue;
      const stem = `According to the material, on which of these are ${r.subject.toLowerCase()} ${r.property}?`;
      out.push(
        slideCandidate(
          slide,
          {
            ...frame,
            ask: () => ({
              stem,
              key,
              pool: [
                ...other.names,
                ...pool.filter((n) => !other.names.includes(n)).sort(() => rand() - 0.5),
              ],
              why,
            }),
          },
          rand,
        ),
      );
    }
  }
  return out;
}

// ------------------------------------------------------------------------ which numbered item is equivalent

/** "Thankfully, the 5th postulate is equivalent to another that is simpler to state." */
const EQUIVALENT_RE =
  /^(?:[A-Z][a-z]+,\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\s+([a-z]+)\s+is\s+equivalent\s+to\s+(?:another|the\s+following)\b[^.]*\.$/i;
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/**
 * A slide that says a numbered item of a list is equivalent to a statement it then gives ("the 5th postulate is
 * equivalent to another that is simpler to state. ... Given a line D and a point P not on that line, there is
 * exactly one line through P that is parallel to D."): "According to the material, which postulate is equivalent
 * to "Given a line D ..."?" with the list's other numbered items ("the 1st postulate", ...) as the other options,
 * when the deck lists them by number under a title naming their kind ("Euclid's 5 Postulates": "1- ...").
 */
function equivalentCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const slides = slidesOf(corpus);
  for (const slide of slides) {
    const i = slide.body.findIndex((l) => EQUIVALENT_RE.test(stripMark(l)));
    if (i < 0) continue;
    const m = EQUIVALENT_RE.exec(stripMark(slide.body[i]!))!;
    const n = Number(m[1]);
    const noun = m[2]!.toLowerCase();
    // the stated equivalent: the first whole statement after the line (a label line between them is quoted)
    const stated = slide.body
      .slice(i + 1, i + 4)
      .find((l) => /^\p{Lu}/u.test(l) && /\.$/.test(l) && words(l).length >= 8 && words(l).length <= 35);
    if (!stated) continue;
    // the numbered items of a list of that kind ("1- A line can be drawn ...")
    const numbers = new Set<number>();
    for (const o of slides) {
      const tk = keySet(o.title);
      if (o.doc !== slide.doc || !(tk.has(noun) || tk.has(`${noun}s`))) continue;
      for (const l of o.body) {
        const k = /^(\d{1,2})\s?[-–.)]\s+\S/.exec(l);
        if (k) numbers.add(Number(k[1]));
      }
    }
    numbers.delete(n);
    if (numbers.size < 3) continue;
    const key = `the ${ordinal(n)} ${noun}`;
    const statement = stated.replace(/\.$/, '');
    const stem = `According to the material, which ${noun} is equivalent to "${statement}"?`;
    const quote = passage(slide, [slide.body[i]!, stated]);
    out.push(
      slideCandidate(
        slide,
        {
          form: 'term-from-definition',
          score: 1.1,
          topic: `equivalent:${slide.doc}:${noun}`,
          quote,
          ask: () => ({
            stem,
            key,
            pool: [...numbers].sort(() => rand() - 0.5).map((k) => `the ${ordinal(k)} ${noun}`),
            why: `The material says that ${key} is equivalent to "${statement}". The other ${noun}s are listed apart from it.`,
          }),
        },
        rand,
      ),
    );
  }
  return out;
}

// ------------------------------------------------------------------------------- the file a setting is in

// "According to the material, in which file are minProcessors and maxProcessors tuned?" (a line "Edit server.xml,
// tune minProcessors, maxProcessors") is not asked (eng-weak8): readers rated it weak in 6 of 18 readings, both latest
// ones among them (a file's name, not a tuning idea; "anyone who knows MySQL answers" my.cnf; two such questions and the deck's
// ".htaccess" question share one set of four files and give each other away). Naming the product in the stem
// makes the file common knowledge of the product, not naming it makes it an unfair detail: no such question.

// ------------------------------------------------------------------------ the labelled parts of an example

/** A field's label: one to three capitalised words ("Client IP", "Status Code", "User-Agent"). */
const FIELD_LABEL_RE = /^[A-Z][A-Za-z]*(?:[- ][A-Z][A-Za-z]*){0,2}$/;

/**
 * A slide that labels the parts of an example it gives ("Combined Log Format": an access log line, then "Client
 * IP 222.127.111.234", "Status Code 200", "Content Bytes 22992", ...): "In the material's example of the
 * Combined Log Format, which field is "200"?" with the slide's other labels as the other options. Four labels
 * whose values stand in the example are needed; a number is asked (an address or a quoted text shows what it is),
 * one question per slide.
 */
function exampleFieldCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    if (FURNITURE_RE.test(slide.title) || !titleLike(slide.title)) continue;
    const fields: { label: string; value: string; line: string }[] = [];
    for (const line of slide.body) {
      const ws = words(line);
      for (let k = 1; k <= 3 && k < ws.length; k++) {
        const label = ws.slice(0, k).join(' ');
        const value = ws.slice(k).join(' ');
        if (!FIELD_LABEL_RE.test(label)) break;
        if (slide.body.some((o) => o !== line && o.includes(value))) {
          fields.push({ label, value, line });
          break;
        }
      }
    }
    if (fields.length < 4 || new Set(fields.map((f) => f.label.toLowerCase())).size !== fields.length)
      continue;
    // a number that stands once in the example as a token of its own
    const token = (v: string) => new RegExp(`(?<![\\w.])${v}(?![\\w.])`, 'g');
    const asked = fields.filter(
      (f) =>
        /^\d{1,9}$/.test(f.value) &&
        slide.body.filter((o) => o !== f.line).flatMap((o) => o.match(token(f.value)) ?? []).length === 1,
    );
    if (!asked.length) continue;
    const f = asked[Math.floor(rand() * asked.length)]!;
    const title = slide.title.replace(/:$/, '');
    out.push(
      slideCandidate(
        slide,
        {
          form: 'term-from-definition',
          score: 1.0,
          topic: `fields:${slide.doc}:${slide.unit}`,
          quote: passage(slide, [f.line]),
          ask: () => ({
            stem: `In the material's example of the ${title}, which field is "${f.value}"?`,
            key: f.label,
            // the labels of other short values first (numbers and addresses are told apart by what they count)
            pool: fields
              .filter((o) => o !== f)
              .map((o) => ({ w: o.label, score: (o.value.length <= 20 ? 1 : 0) + rand() * 0.9 }))
              .sort((a, b) => b.score - a.score)
              .map((o) => o.w),
            why: `The slide labels the parts of its example: ${fields
              .filter((o) => o.value.length <= 20)
              .map((o) => `${o.label} ${o.value}`)
              .join('; ')}.`,
          }),
        },
        rand,
      ),
    );
  }
  return out;
}

// ----------------------------------------------------------------------- names a slide gives for one purpose

/** "Access Log: TransferLog or CustomLog": a purpose, then names of code that serve it. */
const ALTERNATIVES_RE =
  /^([A-Z][a-z]+(?:\s[A-Za-z][a-z]+){0,2}):\s+([A-Za-z]+(?:(?:,\s*|\s+or\s+)[A-Za-z]+)+)$/;

/**
 * A slide line that gives directive-style names for one purpose ("Access Log: TransferLog or CustomLog"):
 * "According to the material, which of these is used for the access log?" with one of the names as the key and
 * other names of the deck of the key's family as the other options: names with the key's head part ("RewriteLog",
 * "ScriptLog" beside "TransferLog"); never a name that holds a word of the purpose ("AccessFileName"), nor a key
 * that does. Readers at 7c59f06 and 75aaadb rated the question weak with "LogLevel" (a level, not a log) and
 * "CacheEnable" or "CacheLastModifiedFactor" (another family) beside "TransferLog": a deck that names fewer than
 * three other names of the key's family gives no such question (eng-weak8).
 */
function alternativeNameCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    for (const line of slide.body) {
      const m = ALTERNATIVES_RE.exec(stripMark(line));
      if (!m || !/\sor\s/.test(m[2]!)) continue;
      const purpose = m[1]!;
      const names = m[2]!.split(/,\s*|\s+or\s+/);
      const known = identifiersOf(corpus, slide.doc).get('camel')!;
      if (!names.every((n) => CAMEL_RE.test(n) && known.has(n))) continue;
      const keys = names.filter((n) => !namesRole(purpose, n));
      if (!keys.length) continue;
      const first = (w: string) => partsOf(w)[0] ?? w;
      out.push(
        slideCandidate(
          slide,
          {
            form: 'list-member',
            score: 1.0,
            topic: `alternatives:${slide.doc}:${norm(purpose)}`,
            quote: passage(slide, [line]),
            ask: () => {
              const key = keys[Math.floor(rand() * keys.length)]!;
              // names of the key's family only: its head part ("...Log" of "TransferLog"), not "CacheEnable" or
              // "LogLevel" beside a log (eng-weak8); without three, no question
              const head = partsOf(key).pop();
              const pool = [...known]
                .filter(([w]) => !names.includes(w) && !namesRole(purpose, w) && partsOf(w).pop() === head)
                .map(([w, info]) => ({ w, score: (info.prose ? 1 : 0) + rand() * 0.9 }))
                .sort((a, b) => b.score - a.score)
                .map((p) => p.w);
              return {
                stem: `According to the material, which of these is used for the ${purpose.toLowerCase()}?`,
                key,
                pool,
                why: `The slide says: ${stripMark(line)}. The other options are names the material gives for other purposes.`,
                accept: (xs) => new Set([key, ...xs].map(first)).size === 4,
              };
            },
          },
          rand,
        ),
      );
    }
  }
  return out;
}

// ------------------------------------------------------------------------------- the steps of a sizing rule

/** A step of arithmetic on a slide: "Take total RAM", "Subtract OS allowance", "Divide by httpd process size". */
const STEP_RE = /^(Take|Start with|Add|Subtract|Multiply by|Divide by)\s+([A-Za-z][A-Za-z -]{2,40})$/;

/**
 * A slide titled with what it works out ("Sizing MaxClients") over steps of arithmetic, one a line, with notes
 * between them ("Take total RAM", "Subtract OS allowance", "Subtract external program allowance", "Divide by httpd
 * process size"): "According to the material, what do you divide by when sizing MaxClients?" with what the other
 * steps take and subtract as the other options. Asked only of a division or a multiplication that is the rule's
 * one such step, among three steps or more.
 */
function sizingStepCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    const title = /^([A-Z][a-z]+ing)\s+(\S.*)$/.exec(slide.title.replace(/:$/, ''));
    if (!title || FURNITURE_RE.test(slide.title)) continue;
    const steps = slide.body
      .map((l) => ({ line: l, m: STEP_RE.exec(stripMark(l)) }))
      .filter((x) => x.m)
      .map((x) => ({ line: x.line, verb: x.m![1]!.toLowerCase(), object: x.m![2]!.trim() }));
    const objects = new Set(steps.map((x) => x.object.toLowerCase()));
    if (steps.length < 3 || objects.size !== steps.length) continue;
    for (const step of steps) {
      if (
        !/^(?:divide|multiply) by$/.test(step.verb) ||
        steps.filter((x) => x.verb === step.verb).length !== 1
      )
        continue;
      const doing = `${title[1]!.toLowerCase()} ${title[2]!}`;
      out.push(
        slideCandidate(
          slide,
          {
            form: 'definition-from-term',
            score: 1.0,
            topic: `steps:${slide.doc}:${slide.unit}`,
            // the key's step alone: the other steps quote the other options
            quote: passage(slide, [step.line]),
            ask: () => ({
              stem: `According to the material, what do you ${step.verb} when ${doing}?`,
              key: step.object,
              pool: steps
                .filter((x) => x !== step)
                .map((x) => x.object)
                .sort(() => rand() - 0.5),
              why: `The material works it out so: ${steps.map((x) => stripMark(x.line)).join('; ')}.`,
            }),
          },
          rand,
        ),
      );
    }
  }
  return out;
}

// --------------------------------------------------------------------------- what a directive of an excerpt does

/** A comment line of a configuration excerpt: "# Always check again after 6 hours". */
const COMMENT_RE = /^#\s*([A-Za-z][^#<>{}]{10,90})$/;
/** A directive line of a configuration excerpt: "CacheMaxExpire 21600". */
const DIRECTIVE_LINE_RE = /^([A-Z][A-Za-z]+)\s+\S[^<>]*$/;

/**
 * A configuration excerpt whose comment says what the directive under it does ("# Always check again after 6
 * hours" over "CacheMaxExpire 21600"): "In the material's mod_cache configuration, which directive does the
 * comment "Always check again after 6 hours" explain?", the other options the excerpt's other directives first
 * (what the student must tell apart), then the deck's; never a comment that names its directive in a word the
 * directive is spelt with ("A page modified 100 min. ago ..." over CacheLastModifiedFactor), nor a distractor
 * the comment's words name.
 */
function commentDirectiveCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of excerptSlides(corpus)) {
    const lines = slide.body.map((l) => l.trim());
    const here = lines
      .map((l) => DIRECTIVE_LINE_RE.exec(l)?.[1])
      .filter((n): n is string => !!n && CAMEL_RE.test(n));
    for (let i = 0; i + 1 < lines.length; i++) {
      const c = COMMENT_RE.exec(lines[i]!);
      const d = DIRECTIVE_LINE_RE.exec(lines[i + 1]!);
      if (!c || !d || !CAMEL_RE.test(d[1]!)) continue;
      const name = d[1]!;
      const comment = c[1]!.trim().replace(/[.;,]+$/, '');
      // nor one that says what the directive's own words mean ("Always check again after 6 hours" over
      // CacheMaxExpire, readers at 3b84853: the comment gives the name away)
      if (words(comment).length < 4 || namesRole(comment, name) || sharesMeaning(comment, camelWords(name)))
        continue;
      const known = identifiersOf(corpus, slide.doc).get('camel')!;
      const first = (w: string) => partsOf(w)[0] ?? w;
      out.push(
        slideCandidate(
          slide,
          {
            form: 'term-from-definition',
            score: 1.05,
            topic: `id:${name.toLowerCase()}`,
            quote: passage(slide, [lines[i]!, lines[i + 1]!]),
            ask: () => {
              const pool = [...new Set([...here, ...known.keys()])]
                .filter((w) => w !== name && !namesRole(comment, w))
                .map((w) => ({
                  w,
                  score: (here.includes(w) ? 2 : 0) + (known.get(w)?.prose ? 1 : 0) + rand(),
                }))
                .sort((a, b) => b.score - a.score)
                .map((p) => p.w);
              return {
                stem: `In the material's ${titlePhrase(slide.title).replace(/^the /, '')}, which directive does the comment "${comment}" explain?`,
                key: name,
                pool,
                why: `The excerpt reads: # ${comment} / ${lines[i + 1]}. The other options are other directives the material names.`,
                // the excerpt's own family all together (CacheMaxExpire among CacheRoot, CacheEnable, ...), or four
                // families: never one odd one out
                accept: (xs) => [1, 4].includes(new Set([name, ...xs].map(first)).size),
              };
            },
          },
          rand,
        ),
      );
    }
  }
  return out;
}

/**
 * The slides of a deck that show a configuration excerpt, titled by their first line when a blank line follows it
 * (a title may open with a module's name in lower case: "mod_cache Configuration", which `slidesOf` reads as no
 * title).
 */
function excerptSlides(corpus: Corpus): Slide[] {
  const out: Slide[] = [];
  corpus.documents.forEach((d, doc) => {
    if (d.unitKind !== 'slide') return;
    for (const u of d.units) {
      const text = cleanText(u.text);
      if (!/^#/m.test(text)) continue;
      const raw = text.split('\n').map((l) => l.trim());
      const at = raw.findIndex(Boolean);
      if (at < 0 || raw[at + 1] !== '' || words(raw[at]!).length > 5 || /[.:;?!]$/.test(raw[at]!)) continue;
      out.push({ doc, unit: u.number, text, title: raw[at]!, body: raw.slice(at + 1).filter(Boolean) });
    }
  });
  return out;
}

/**
 * A question whose key is a directive-style name a slide gives (what it takes, what it is best with): the other
 * options other directives the deck names, prose ones first, never one `off` turns away; four families, never one
 * odd one out among names of one family. `late`: the options are drawn when the question is written, else now.
 */
export function directiveCandidate(
  corpus: Corpus,
  slide: Slide,
  rand: () => number,
  q: { name: string; quote: string; stem: string; why: string; off: (w: string) => boolean; late?: boolean },
): Cand {
  const known = identifiersOf(corpus, slide.doc).get('camel')!;
  const first = (w: string) => partsOf(w)[0] ?? w;
  const ask = (): SlideAsk => ({
    stem: q.stem,
    key: q.name,
    pool: [...known]
      .filter(([w]) => w !== q.name && !q.off(w))
      .map(([w, info]) => ({ w, score: (info.prose ? 1 : 0) + rand() }))
      .sort((a, b) => b.score - a.score)
      .map((p) => p.w),
    why: q.why,
    accept: (xs) => new Set([q.name, ...xs].map(first)).size === 4,
  });
  const frame: SlideFrame = {
    form: 'term-from-definition',
    score: 1.0,
    topic: `id:${q.name.toLowerCase()}`,
    quote: q.quote,
  };
  return slideCandidate(slide, q.late ? { ...frame, ask } : { ...frame, ...ask() }, rand);
}

/** "LogLevel: debug, info, notice, warn, error, crit": a directive, then the values it takes. */
const VALUES_RE = /^([A-Z][a-z]{2,}(?:[A-Z][a-z]+)+):\s*([a-z]+(?:,\s*[a-z]+){2,})$/;

/**
 * A directive a slide gives with the values it takes ("LogLevel: debug, info, notice, warn, error, crit"):
 * "According to the material, which directive takes the values debug, info, notice, warn, error and crit?", the
 * other options other directives the deck names (prose ones first), never one the values name.
 */
function directiveValuesCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    for (const line of slide.body) {
      const m = VALUES_RE.exec(stripMark(line));
      if (!m) continue;
      const name = m[1]!;
      const values = m[2]!.split(/,\s*/);
      const listed = `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
      // values that say what the name's words mean (debug, info, warn ... for LogLevel, readers at 3b84853)
      if (namesRole(values.join(' '), name) || sharesMeaning(values.join(' '), camelWords(name))) continue;
      if (!identifiersOf(corpus, slide.doc).get('camel')!.has(name)) continue;
      out.push(
        directiveCandidate(corpus, slide, rand, {
          name,
          quote: passage(slide, [line]),
          stem: `According to the material, which directive takes the values ${listed}?`,
          why: `The slide says: ${stripMark(line)}. The other options are other directives the material names.`,
          off: (w) => namesRole(values.join(' '), w),
          late: true,
        }),
      );
    }
  }
  return out;
}

/**
 * A bullet that names the setting a slide's subject is best with: "Best performance: AllowOverride none" (also
 * "Recommended:" / "Best practice:"), a directive-style name and one value.
 */
const BEST_SETTING_RE =
  /^(Best performance|Best practice|Recommended):\s*([A-Z][a-z]{2,}(?:[A-Z][a-z]+)+)\s+([A-Za-z0-9]+)$/;

/**
 * A slide whose title names a subject (".htaccess Files") and whose bullet states the setting it is best with
 * ("Best performance: AllowOverride none"): "According to the material, which directive, set to "none", gives the
 * best performance with per-directory configuration files?" (a title that is a code name is named by the slide's
 * first line, what it says the name is), the other options other directives the deck names (prose ones first),
 * never one the slide itself names, nor a key the title's words name (the title would give it away).
 */
function bestSettingCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    if (FURNITURE_RE.test(slide.title)) continue;
    for (const line of slide.body) {
      const m = BEST_SETTING_RE.exec(stripMark(line));
      if (!m) continue;
      const [, label, name, value] = m as unknown as [string, string, string, string];
      if (namesRole(slide.title, name) || sharesMeaning(slide.title, camelWords(name))) continue;
      const onSlide = slide.body.join(' ');
      const effect = /^best performance$/i.test(label) ? 'gives the best performance' : 'is recommended';
      // a title that is a code name (".htaccess Files") is a key of its own question: the stem names the
      // subject by what the slide's first line says it is ("per-directory configuration files") instead
      const head = slide.title.replace(NAME_HEAD_RE, '').trim();
      const coded = FILE_RE.test(head) || CAMEL_RE.test(head) || COMMAND_RE.test(head);
      const described = descriptionOf(slide)[0];
      if (coded && !described) continue;
      const subject = coded ? described!.toLowerCase() : titlePhrase(slide.title);
      out.push(
        directiveCandidate(corpus, slide, rand, {
          name,
          quote: passage(slide, [slide.title, line]),
          stem: `According to the material, which directive, set to "${value}", ${effect} with ${subject}?`,
          why: `The slide on ${slide.title} says: ${stripMark(line)}. The other options are other directives the material names.`,
          off: (w) => onSlide.includes(w) || namesRole(slide.title, w),
        }),
      );
    }
  }
  return out;
}

/** Every slide candidate of the material (English slide decks only). */
export function slideCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (!corpus.documents.some((d) => d.unitKind === 'slide')) return [];
  return [
    ...statementListCandidates(corpus, rand),
    ...identifierCandidates(corpus, rand),
    ...slideDefinitionCandidates(corpus, rand),
    ...contrastCandidates(corpus, rand),
    ...titledToolCandidates(corpus, rand),
    ...partCandidates(corpus, rand),
    ...proofCandidates(corpus, rand),
    ...contrastOnCandidates(corpus, rand),
    ...equivalentCandidates(corpus, rand),
    ...exampleFieldCandidates(corpus, rand),
    ...alternativeNameCandidates(corpus, rand),
    ...sizingStepCandidates(corpus, rand),
    ...commentDirectiveCandidates(corpus, rand),
    ...directiveValuesCandidates(corpus, rand),
    ...bestSettingCandidates(corpus, rand),
    ...toolStepCandidates(corpus, rand),
    ...alternativeDirectiveCandidates(corpus, rand),
  ];
}

/** The non-empty lines of a slide's text, trimmed. */
function slideLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
