/**
 * Two lists of one kind side by side (issue 11, eng-numtm): "We currently apply four forward filters: ..." and "We
 * currently apply three backward filters: ..." name two kinds of one thing (filters), told apart by a word of their
 * topics. The items of the one are the wrong options a teacher gives for the other: "According to the material,
 * which of these is one of the backward filters?" with "dead code elimination" against "expression
 * simplification", "soft-float filter" and "constant subexpression elimination" (forward filters), and "which of
 * these is NOT one of the forward filters?" with "dead code elimination" among three forward filters. A reader who
 * never saw the material cannot tell them apart; one who read it can, and every wrong option is plainly wrong by
 * the material's own lists.
 * - The two lists are of one document (not a deck), each after a lead-in sentence of prose, at most one unit apart,
 *   their topics of two to four words one word apart under the same plural head ("forward filters" / "backward
 *   filters"); no item is on both lists.
 * - No odd one out by wording: the three options of one list never share a word the fourth lacks ("dead ...
 *   elimination" three times against "expression simplification" gives the answer away), so a list whose items all
 *   share a word is asked only where its items are the key's company, not the distractors.
 */
import type { Corpus, ListGroup } from './analysis.ts';
import type { Cand, Draft } from './forms.ts';
import { contentKeys, rng } from '../text.ts';
import { longestOptionCue, overlappingOptions } from '../quality.ts';

const words = (t: string) => t.split(/\s+/).filter(Boolean);
/** A capitalised first word that is no name or acronym in lower case ("Dead code elimination" -> "dead ..."). */
const lower1 = (s: string) => (/^\p{Lu}\p{Ll}*(?:[\s-]|$)/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** Whether a topic's modifiers tell it from another of the same head ("forward filters" / "backward filters"). */
export function siblingTopics(a: string, b: string): boolean {
  const wa = words(a.toLowerCase());
  const wb = words(b.toLowerCase());
  if (wa.length < 2 || wb.length < 2 || wa.length > 4 || wb.length > 4) return false;
  if (wa[wa.length - 1] !== wb[wb.length - 1] || !/s$/.test(wa[wa.length - 1]!)) return false;
  // one word apart: the same kind told by one modifier ("forward" / "backward"), not two subjects
  if (wa.length !== wb.length) return false;
  return wa.filter((w, i) => w !== wb[i]).length === 1;
}

/** Whether the three options share a content word the fourth lacks (the odd one out by wording). */
export function oddOneOut(key: string, others: string[]): boolean {
  const sets = others.map((o) => new Set(contentKeys(o)));
  const keyKeys = new Set(contentKeys(key));
  return [...sets[0]!].some((k) => !keyKeys.has(k) && sets.every((s) => s.has(k)));
}

/** Three options of `pool` (in a random order of `rand`) with no odd one out against `key`, or null. */
function three(pool: string[], key: string, rand: () => number): string[] | null {
  const p = [...pool].sort(() => rand() - 0.5);
  for (let a = 0; a < p.length; a++)
    for (let b = a + 1; b < p.length; b++)
      for (let c = b + 1; c < p.length; c++) {
        const ds = [p[a]!, p[b]!, p[c]!];
        if (oddOneOut(key, ds) || ds.some((d) => oddOneOut(d, [key, ...ds.filter((x) => x !== d)]))) continue;
        // one option within another ("expression simplification" in "... semantic-specific expression
        // simplification"), or the key the longest by far: as the gate refuses them
        if (overlappingOptions([key, ...ds]) || longestOptionCue([key, ...ds], 0)) continue;
        return ds;
      }
  return null;
}

export function siblingListCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  // lists after a lead-in sentence of prose ("We currently apply three backward filters:"): headings of a deck
  // ("System Tuning Tips", "SSL Performance Tips") name lists on other subjects, whose items are plainly no tips of
  // the other (readers at 2078f1c, slides.test)
  const lists = corpus.lists.filter(
    (l) =>
      l.sentence === undefined &&
      l.lead !== undefined &&
      l.items.length >= 3 &&
      corpus.documents[l.doc]?.unitKind !== 'slide',
  );
  for (const a of lists) {
    const sibs = lists.filter(
      (b) =>
        b !== a &&
        b.doc === a.doc &&
        Math.abs(b.unit - a.unit) <= 1 &&
        siblingTopics(a.topic, b.topic) &&
        !b.items.some((x) => a.items.some((y) => y.toLowerCase() === x.toLowerCase())),
    );
    if (!sibs.length) continue;
    const own = a.items.map(lower1);
    const others = sibs.flatMap((b) => b.items.map(lower1));
    const kinds = (b: ListGroup) => b.topic;
    const why = `The material lists the ${a.topic}: ${own.join(', ')}. The other options are ${sibs.map(kinds).join(' or ')}.`;
    // the lead-in sentences of the pair: one question of a pair per test (a second asks what the first taught)
    const leads = [a, ...sibs].flatMap((l) => {
      const s = corpus.sentences.find(
        (x) =>
          x.doc === l.doc &&
          l.lead !== undefined &&
          (x.text.includes(l.lead) || (x.text.length > 20 && l.lead.includes(x.text))),
      );
      return s ? [s.index] : [];
    });
    const at = { doc: a.doc, unit: a.unit, sentences: leads, quote: a.quote };
    const seed = Math.floor(rand() * 0x7fffffff);
    const member = (): Draft | null => {
      const r = rng(seed);
      const order = own.map((_, i) => i).sort(() => r() - 0.5);
      for (const i of order) {
        const key = own[i]!;
        const ds = three(others, key, r);
        if (ds)
          return {
            form: 'list-member',
            stem: `According to the material, which of these is one of the ${a.topic}?`,
            key,
            distractors: ds,
            ...at,
            why,
            used: leads,
          };
      }
      return null;
    };
    const nonMember = (): Draft | null => {
      const r = rng(seed ^ 0x5bd1e995);
      const keys = [...others].sort(() => r() - 0.5);
      for (const key of keys) {
        const ds = three(own, key, r);
        if (ds)
          return {
            form: 'list-non-member',
            stem: `According to the material, which of these is NOT one of the ${a.topic}?`,
            key,
            distractors: ds,
            ...at,
            why: `The material lists the ${a.topic}: ${own.join(', ')}. "${key}" is not one of them.`,
            used: leads,
          };
      }
      return null;
    };
    const topics = [`list:${a.topic.toLowerCase()}`];
    out.push({ form: 'list-member', score: 1.1, ...at, topics, build: member });
    out.push({ form: 'list-non-member', score: 1.0, ...at, topics, build: nonMember });
  }
  return out;
}
