/**
 * What each part of a system does (issue 11, eng-yield8tm): a paper or a set of notes that describes a system by its
 * parts says, one sentence at a time, what each part does: "First, the monitor checks the reason for the trace exit
 * and applies blacklisting if needed.", "For every control-flow branch in the source program, the recorder
 * generates conditional exit LIR instructions.". The part that does it is the answer a teacher asks for, and the
 * other parts of the same system are the wrong options: "According to the material, which of these checks the
 * reason for the trace exit and applies blacklisting if needed?" with the monitor against the recorder, the bytecode
 * compiler and the allocator. A reader who never saw the material cannot tell them apart; one who read it knows
 * which part does what.
 * - A part is a noun that names an agent ("-er"/"-or": monitor, recorder, interpreter, compiler, allocator), with at
 *   most one noun before it ("trace monitor", "bytecode compiler"; not "the basic interpreter", another thing), the
 *   subject of a sentence that opens with it (after at most a "For every ...," clause or a step's "First,") and goes
 *   on with a verb of action (not a copula: "the interpreter is ..." describes it). A sentence that opens with a
 *   condition ("When a trace call returns, the monitor ...") is asked as "what happens when ...?" instead.
 * - A document asks these only when it names at least four such parts, each doing something in a sentence of its
 *   own (anywhere in its prose): the wrong options are then parts the material itself shows at work. A noun at work
 *   under two names ("the trace compiler", "the bytecode compiler") may be two parts, and is neither asked nor
 *   offered. Each part is written as the material writes it at work, else with the noun it most often has.
 * - A part goes by one name in every question of a document (eng-tidy10), so in every test: its fullest name ("the
 *   trace monitor"), unless a question asking for it repeats the other word of that name in its stem ("... executes
 *   the trace?": the key would be the one option that repeats it); then it goes by its noun alone ("the monitor"),
 *   and so do the parts named with the same word ("the recorder", not "the trace recorder").
 * - No part named in the stem by the root of its noun ("recording" of "recorder", "plan" of "planner") is the key or
 *   a wrong option, none said to do much the same elsewhere is a wrong option (half the predicate's content words).
 * English only; the key's sentence is the quote.
 */
import type { Cand, Draft } from './forms.ts';
import type { Corpus, Sentence } from './analysis.ts';
import { contentKeys, keySet, onceFor, rng } from '../text.ts';

/** Agent nouns that name no part of a system. */
const NOT_AGENT = new Set(
  (
    'number order other paper matter counter register parameter character letter chapter member user reader ' +
    'author answer error factor vector corner border layer center centre water power cluster master filter ' +
    'operator pointer header trailer marker identifier indicator denominator numerator minor major color colour ' +
    'behavior behaviour manner winner owner customer provider officer partner former latter rather further ' +
    'however whether either neither another together later earlier never summer winter'
  ).split(' '),
);
/**
 * A clause before the subject that says where or how often ("For every control-flow branch in the program, "). A
 * condition ("When a trace call returns, ", "If ...") is not one: its sentence is asked as "what happens when ...?"
 * (the conditions of statements.ts), which asks the same fact by its cause, and one sentence gives one question.
 */
const OPENER_RE = /^((?:For every|For each|At each|At every|On every|On each|During)\b[^,;:]{3,100}),\s+/;
/** A step's order before the subject ("First, the monitor checks ..."): left out of the stem. */
const STEP_RE = /^(?:First|Then|Next|Finally|Afterwards),\s+/;
const MODAL = /^(?:must|can|may|then|also|simply|immediately|only|first|always|now|again)$/i;
/** "the [noun] <agent> <verb>": a part at work, anywhere in a sentence. */
const AT_WORK_RE = /\b[Tt]he\s+(?:([a-z][a-z-]+)\s+)?([a-z]+(?:er|or))\s+((?:[a-z]+\s+){0,2}?)([a-z]+s)\b/g;

export interface AgentAct {
  s: Sentence;
  /** The part's head noun ("monitor"). */
  head: string;
  /** The noun before it in this sentence ("trace" of "the trace monitor"), or "". */
  mod: string;
  /** Where the phrase "the ... <head>" starts in the sentence. */
  at: number;
  /** What the part does, from its verb to the end, without the full stop. */
  predicate: string;
}

/** Whether the token at `start` is read as a noun (the tagger reads "the trace monitor" as a verb after a noun). */
function nounAt(s: Sentence, start: number): boolean {
  const i = s.tokens.findIndex((t) => t.start === start);
  if (i < 0) return false;
  const t = s.tokens[i]!;
  return t.pos === 'NOUN' || (t.pos === 'VERB' && ['NOUN', 'DET'].includes(s.tokens[i - 1]?.pos ?? ''));
}

/**
 * Every place where a part of a system does something ("the allocator assigns", "the bytecode compiler ensures"),
 * read once per corpus (the candidates are built again for each draw of a test).
 */
export const agentActs = onceFor(readActs);

function readActs(corpus: Corpus): AgentAct[] {
  const out: AgentAct[] = [];
  if (corpus.language !== 'en') return out;
  for (const s of corpus.sentences) {
    // any sentence of the prose shows a part at work ("If v1 has not yet been assigned a register, the allocator
    // assigns ..."); only a usable one is asked (`askable`)
    if (s.reject === 'debris' || s.reject === 'references') continue;
    const text = s.text.replace(/[.;]\s*$/u, '');
    for (const m of text.matchAll(AT_WORK_RE)) {
      const [whole, mod, head, between, verb] = m;
      if (NOT_AGENT.has(head!) || head!.length < 6) continue;
      if (/^(?:is|was|has|does|as|its|this|thus|always|was)$/.test(verb!)) continue;
      if (
        between &&
        !between
          .trim()
          .split(/\s+/)
          .every((w) => MODAL.test(w))
      )
        continue;
      const at = m.index!;
      const headStart = at + whole.indexOf(head!, 4 + (mod ? mod.length : 0));
      if (!nounAt(s, headStart)) continue;
      if (mod && !nounAt(s, at + whole.indexOf(mod))) continue;
      const verbStart = at + whole.length - verb!.length;
      const verbTok = s.tokens.find((t) => t.start === verbStart);
      if (!verbTok || verbTok.pos !== 'VERB') continue;
      out.push({
        s,
        head: head!,
        mod: mod ?? '',
        at,
        predicate: text.slice(verbStart - (between ?? '').length),
      });
    }
  }
  return out;
}

/** A sentence that opens with a part at work, asked as "which of these <predicate>?": its opener and predicate. */
function askable(a: AgentAct): { opener: string; predicate: string } | null {
  const s = a.s;
  if (!s.usable || s.negated || s.words > 35) return null;
  const text = s.text.replace(/[.;]\s*$/u, '');
  const step = STEP_RE.exec(text);
  const from = step ? step[0].length : 0;
  const om = OPENER_RE.exec(text.slice(from));
  const opens = from + (om ? om[0].length : 0);
  if (a.at !== opens) return null;
  const predicate = a.predicate;
  // a predicate that stands alone: no pointer, no "we", no figure (a measurement is a side detail); not the
  // narration of an example ("will see the inner loop header, and will ...")
  if (/\b(?:this|these|those|such|above|below|we|our|us|figure|table)\b/i.test(predicate)) return null;
  if (/\d/.test(predicate) || predicate.split(/\s+/).length < 4 || /^(?:will|would)\b/.test(predicate))
    return null;
  return { opener: om ? om[1]! : '', predicate };
}

/** The root of an agent noun: "record" of "recorder", "plan" of "planner", "allocat" of "allocator". */
export function rootOf(head: string): string {
  const r = head.replace(/(?:er|or)$/, '');
  return /([b-df-hj-np-tv-z])\1$/.test(r) ? r.slice(0, -1) : r;
}

/** How a document writes an agent noun: its mentions, and the nouns written before it ("register" of "allocator"). */
interface Mentions {
  bare: number;
  counts: Map<string, number>;
}
/** The mentions of every agent noun ("-er"/"-or") of each document, read once per corpus (`nameOf`). */
const mentionsCache = new WeakMap<Corpus, Map<string, Mentions>>();
function mentionsOf(corpus: Corpus, doc: number, head: string): Mentions | undefined {
  let byHead = mentionsCache.get(corpus);
  if (!byHead) {
    byHead = new Map();
    for (const s of corpus.sentences) {
      for (const [i, t] of s.tokens.entries()) {
        const word = t.text.toLowerCase();
        if (!/^[a-z]+(?:er|or)$/.test(word)) continue;
        const key = `${s.doc} ${word}`;
        let m = byHead.get(key);
        if (!m) byHead.set(key, (m = { bare: 0, counts: new Map() }));
        m.bare++;
        const before = s.tokens[i - 1];
        // a noun of the name, which the tagger may read as a verb ("register allocator"), not a participle
        const nounish =
          before && (before.pos === 'NOUN' || (before.pos === 'VERB' && !/(?:ed|ing)$/.test(before.text)));
        if (nounish && /^[a-z][a-z-]+$/i.test(before.text)) {
          const name = `${before.text.toLowerCase()} ${word}`;
          m.counts.set(name, (m.counts.get(name) ?? 0) + 1);
        }
      }
    }
    mentionsCache.set(corpus, byHead);
  }
  return byHead.get(`${doc} ${head}`);
}

/**
 * The part as the document writes it most often with a noun before it, when it does so at least twice and in half
 * of its mentions ("register allocator" for "the allocator"), else the head alone.
 */
function nameOf(corpus: Corpus, doc: number, head: string): string {
  const m = mentionsOf(corpus, doc, head);
  const best = m && [...m.counts].sort((a, b) => b[1] - a[1])[0];
  return m && best && best[1] >= 2 && best[1] * 2 >= m.bare ? best[0] : head;
}

/** Candidates: what a part does, among the other parts of the document that the material shows at work. */
export function agentCandidates(corpus: Corpus): Cand[] {
  const acts = agentActs(corpus);
  const out: Cand[] = [];
  const byDoc = new Map<number, AgentAct[]>();
  for (const a of acts) byDoc.set(a.s.doc, [...(byDoc.get(a.s.doc) ?? []), a]);
  for (const [doc, docActs] of byDoc) {
    // a noun at work under two names ("the trace compiler", "the bytecode compiler") may be two parts: neither is
    // asked nor offered
    const modsOf = (h: string) => new Set(docActs.filter((a) => a.head === h && a.mod).map((a) => a.mod));
    const heads = [...new Set(docActs.map((a) => a.head))].filter((h) => modsOf(h).size <= 1);
    if (heads.length < 4) continue;
    // each part as it is written at work ("the bytecode compiler ensures"), else as the document writes it most
    const fullest = new Map(
      heads.map((h) => {
        const mods = docActs.filter((a) => a.head === h && a.mod).map((a) => a.mod);
        const mod = mods.sort(
          (x, y) => mods.filter((m) => m === y).length - mods.filter((m) => m === x).length,
        )[0];
        return [h, mod ? `${mod} ${h}` : nameOf(corpus, doc, h)];
      }),
    );
    const asks: { a: AgentAct; stem: string; stemKeys: Set<string>; others: string[] }[] = [];
    for (const a of docActs) {
      if (!heads.includes(a.head)) continue;
      const q = askable(a);
      if (!q) continue;
      const where = q.opener ? `${q.opener[0]!.toLowerCase()}${q.opener.slice(1)}, ` : '';
      const stem = `According to the material, ${where}which of these ${q.predicate}?`;
      const stemWords = new Set(stem.toLowerCase().split(/[^a-z-]+/));
      // a word of the stem of a part's root ("recording" of "recorder", "plan" of "planner") points at it: never
      // asked of the key, and no such part is a wrong option; nor one said to do much the same elsewhere
      const named = (h: string) => [...stemWords].some((w) => w.startsWith(rootOf(h)));
      if (named(a.head)) continue;
      const predKeys = contentKeys(q.predicate);
      const others = heads.filter(
        (h) =>
          h !== a.head &&
          !named(h) &&
          !docActs.some(
            (o) =>
              o.head === h &&
              contentKeys(o.predicate).filter((k) => predKeys.includes(k)).length >=
                Math.max(2, Math.ceil(predKeys.length / 2)),
          ),
      );
      if (others.length < 3) continue;
      asks.push({ a, stem, stemKeys: keySet(`${where}which of these ${q.predicate}`), others });
    }
    // each part under one name in every question of the document, so in every test (not "the trace monitor" in
    // one question and "the monitor" in the next): the fullest name, unless a question asking for the part repeats
    // a word of its name in the stem ("... checks the reason for the trace exit ...": the key would be the one
    // option of four that repeats "trace", `stemClean`); then the part goes by its noun alone ("the monitor"), and so
    // do the parts named with the same word ("the recorder" beside it, not "the trace recorder"): the options of a
    // question written alike
    const echoes = (name: string, stemKeys: Set<string>) =>
      name.split(' ').length > 1 && contentKeys(name.split(' ')[0]!).some((k) => stemKeys.has(k));
    const echoed = new Set(
      asks
        .filter((k) => echoes(fullest.get(k.a.head)!, k.stemKeys))
        .map((k) => fullest.get(k.a.head)!.split(' ')[0]!),
    );
    const names = new Map(
      heads.map((h) => {
        const name = fullest.get(h)!;
        return [h, name.split(' ').length > 1 && echoed.has(name.split(' ')[0]!) ? h : name];
      }),
    );
    const shown = (h: string) => `the ${names.get(h)!}`;
    for (const { a, stem, stemKeys, others } of asks) {
      // a wrong option may repeat a word of the stem (a lure, not a cue); the key may not unless all do (`stemClean`)
      const repeats = (h: string) => contentKeys(names.get(h)!).some((k) => stemKeys.has(k));
      const wrong = repeats(a.head) ? others.filter(repeats) : others;
      if (wrong.length < 3) continue;
      const key = shown(a.head);
      const s = a.s;
      // drawn by the sentence, not by the test's draw: the draw's random sequence stays as the other forms had it
      const rand = rng(0x2c1b3c6d ^ s.index);
      out.push({
        form: 'term-from-definition',
        score: 0.7 + s.centrality,
        doc: s.doc,
        unit: s.unit,
        sentences: [s.index],
        topics: [`agent:${a.head}`],
        quote: s.text,
        build: () => {
          const pool = [...wrong];
          for (let i = pool.length - 1; i > 0; i--) {
            const j = Math.floor(rand() * (i + 1));
            [pool[i], pool[j]] = [pool[j]!, pool[i]!];
          }
          const draft: Draft = {
            form: 'term-from-definition',
            stem,
            key,
            distractors: pool.slice(0, 3).map(shown),
            doc: s.doc,
            unit: s.unit,
            quote: s.text,
            why: 'The other options are other parts of the system the material describes; it does not say this of them.',
          };
          return draft;
        },
      });
    }
  }
  return out;
}
