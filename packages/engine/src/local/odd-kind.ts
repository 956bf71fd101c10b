/**
 * The key as the odd one out by kind (issue 11, eng-weak8; readers at 75aaadb on the linear classification notes'
 * "which function is used to squash the raw class scores into normalized positive values that sum to one?" among
 * "cost function", "regularization function" and "SVM loss function": "the distractors are losses or penalties, not
 * score-to-probability maps"). Options that share one head noun ("... function") may still be of two kinds: when
 * the material marks every distractor with a kind word the key lacks ("loss"), the key is the one left over and a
 * reader picks it without the material.
 *
 * An option's kind words, as the material shows them (the head noun they share left out):
 * - the words of its name ("SVM loss function": svm, loss);
 * - the words of the term the material writes it beside as another name ("a loss function (or sometimes also
 *   referred to as the cost function ...)": the cost function is a loss);
 * - the heads the material writes after its modifier in two sentences or more ("regularization loss" four times:
 *   the regularization function is a loss; "softmax loss" once is no kind of the softmax function).
 * English; options of one head noun, each with a modifier, only.
 */
import type { Corpus } from './analysis.ts';
import { escapeRegExp } from './util.ts';

const wordsOf = (s: string) => (s.toLowerCase().match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => w.length > 1);
/** Words that mark no kind ("the", "of"). */
const STOP = /^(?:the|a|an|of|and|or|for|to|in|on|with|by|is|are|its|their)$/;

/** The sentences of the material as plain words (markup dropped), once per corpus. */
const plainCache = new WeakMap<Corpus, string[]>();
function plainSentences(corpus: Corpus): string[] {
  let p = plainCache.get(corpus);
  if (!p) {
    p = corpus.sentences.map((s) =>
      s.text
        .replace(/[*_`]+/g, '')
        .replace(/\s+/g, ' ')
        .toLowerCase(),
    );
    plainCache.set(corpus, p);
  }
  return p;
}

/** The kind words of one option (see the module comment), its shared head `head` left out. */
export function kindWords(corpus: Corpus, option: string, head: string): ReadonlySet<string> {
  // the same option and head are weighed in many drafts: read the material once per pair (read only)
  let memo = kindMemo.get(corpus);
  if (!memo) kindMemo.set(corpus, (memo = new Map()));
  const k = `${head}\u0000${option}`;
  let hit = memo.get(k);
  if (!hit) memo.set(k, (hit = readKindWords(corpus, option, head)));
  return hit;
}
const kindMemo = new WeakMap<Corpus, Map<string, ReadonlySet<string>>>();

function readKindWords(corpus: Corpus, option: string, head: string): Set<string> {
  const ws = wordsOf(option);
  const modifier = ws.slice(0, -1);
  const out = new Set(modifier.filter((w) => !STOP.test(w)));
  const text = plainSentences(corpus);
  // "a loss function (or sometimes also referred to as the cost function ...)"
  const name = escapeRegExp(ws.join(' '));
  const apposed = new RegExp(
    String.raw`\b([a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*)?) \((?:or|i\.e\.|also|aka)\b[^)]{0,60}?\b${name}\b`,
  );
  // "regularization loss": a head after the modifier, in two sentences or more
  const after = new RegExp(String.raw`\b${escapeRegExp(modifier.join(' '))} ([a-z][a-z0-9-]*)\b`, 'g');
  // each expression matches its name literally: a sentence without that text is skipped without them
  const nameText = ws.join(' ');
  const afterText = `${modifier.join(' ')} `;
  const heads = new Map<string, number>();
  for (const t of text) {
    const m = t.includes(nameText) ? apposed.exec(t) : null;
    if (m) for (const w of wordsOf(m[1]!)) if (w !== head && !STOP.test(w)) out.add(w);
    if (!modifier.length || !t.includes(afterText)) continue;
    const seen = new Set<string>();
    for (const a of t.matchAll(after)) seen.add(a[1]!);
    for (const w of seen) heads.set(w, (heads.get(w) ?? 0) + 1);
  }
  for (const [w, n] of heads) if (n >= 2 && w !== head && !STOP.test(w)) out.add(w);
  out.delete(head);
  return out;
}

/**
 * Why the key is the odd one out by kind, or null: the options share one head noun, each has a modifier, and a kind
 * word marks every distractor and not the key.
 */
export function oddKeyOut(corpus: Corpus, key: string, distractors: string[]): string | null {
  if (corpus.language !== 'en' || distractors.length < 3) return null;
  const options = [key, ...distractors];
  const lasts = options.map((o) => wordsOf(o));
  const head = lasts[0]!.at(-1);
  if (!head || lasts.some((w) => w.length < 2 || w.at(-1) !== head)) return null;
  const keyKinds = kindWords(corpus, key, head);
  const [first, ...rest] = distractors.map((d) => kindWords(corpus, d, head));
  for (const w of first!)
    if (!keyKinds.has(w) && rest.every((k) => k.has(w)))
      return `the key is the odd one out: every other option is a ${w} ${head}`;
  return null;
}
