/**
 * What a list of "things that P" says does not P (eng-yield4, decision 104): the Rust book lists "the types that
 * implement Copy" ("All the integer types, such as u32.", "The Boolean type, bool, ...", "The character type,
 * char.") and ends on "For example, (i32, i32) implements Copy, but (i32, String) does not." Asked as "According
 * to the material, which of these does NOT implement Copy?", the key the name the material says does not, the
 * other options the name it says does and the names the list's items give as examples ("u32", "bool", "char"):
 * every wrong option is one the material states to P, so exactly one option is right.
 * - The list's topic is "<kind> that <verb> <object>" ("types that implement Copy"), and the example sentence says
 *   "<X> <verb>s <object>, but <Y> does not" of the same verb and object, in the list's unit.
 * - An item's example name is a code-like word the item gives after "such as" or after its kind ("The character
 *   type, char"): one word of letters and digits, no English word of the sentence around it.
 * English only.
 */
import type { Corpus } from './analysis.ts';
import type { Cand } from './forms.ts';
import { pickThree } from './forms.ts';
import { escapeRegExp as esc } from './util.ts';

/** "types that implement Copy": kind, verb, object. */
const TOPIC_RE =
  /^(?:(?:some|all)\s+(?:of\s+)?(?:the\s+)?)?([a-z]+(?:\s[a-z]+)?)\s+that\s+([a-z]+)\s+([A-Za-z][\w-]*(?:\s[A-Za-z][\w-]*)?)$/i;
/** "All the integer types, such as u32", "The character type, char", "The Boolean type, bool, with values ...". */
const EXAMPLE_RE =
  /(?:,\s+such as\s+([A-Za-z_][\w]*)\s*$|^(?:the|a|an)\s+[\w -]+?\s+type,\s+([A-Za-z_][\w]*)\s*(?:,|$))/i;
/** A code-like name: letters with digits or underscores, or a short lower-case word ("bool", "char"). */
const NAME_RE = /^(?:[a-z][a-z0-9_]*\d[a-z0-9_]*|[a-z]{3,5})$/;

/** The third person of a verb ("implement" -> "implements", "have" -> "has"). */
const third = (v: string) =>
  v === 'have'
    ? 'has'
    : /(?:s|sh|ch|x|z)$/.test(v)
      ? `${v}es`
      : /[^aeiou]y$/.test(v)
        ? `${v.slice(0, -1)}ies`
        : `${v}s`;

export function listExceptionCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const l of corpus.lists) {
    const m = TOPIC_RE.exec(l.topic.trim());
    if (!m) continue;
    const [, , verb, object] = m as unknown as [string, string, string, string];
    const names = [
      ...new Set(
        l.items
          .map((it) => EXAMPLE_RE.exec(it.trim().replace(/\.$/, '')))
          .map((x) => x?.[1] ?? x?.[2])
          .filter((x): x is string => !!x && NAME_RE.test(x)),
      ),
    ];
    if (names.length < 2) continue;
    const said = new RegExp(
      `^(?:For example,\\s+)?(\\S.{0,30}?)\\s+${esc(third(verb.toLowerCase()))}\\s+${esc(object)},\\s+but\\s+(\\S.{0,30}?)\\s+does\\s+not\\.?$`,
    );
    for (const s of corpus.sentences) {
      if (s.doc !== l.doc || s.unit !== l.unit) continue;
      const e = said.exec(s.text.trim());
      if (!e) continue;
      const [, yes, no] = e as unknown as [string, string, string];
      // "(i32, i32) implements Copy, but (i32, String) does not" under an item "Tuples, if they only contain types
      // that also implement Copy": the part the two differ in does not implement it ("String"); a tuple as an
      // option beside its own part is no option of the same kind ("(i32, String)" / "(i32, i32)" reads as a subset)
      let key = no;
      const tup = (x: string) => /^\((.+)\)$/.exec(x.trim())?.[1]?.split(/\s*,\s*/) ?? null;
      const [py, pn] = [tup(yes), tup(no)];
      if (py || pn) {
        const only = new RegExp(`\\bonly contain\\b.*\\b(?:also\\s+)?${esc(verb)}\\s+${esc(object)}\\b`, 'i');
        if (!py || !pn || py.length !== pn.length || !l.items.some((it) => only.test(it))) continue;
        const diff = pn.filter((x) => !py.includes(x));
        if (diff.length !== 1 || !/^[A-Za-z_]\w*$/.test(diff[0]!)) continue;
        key = diff[0]!;
      }
      if (names.includes(key) || names.includes(no)) continue;
      const unitText = corpus.documents[l.doc]!.units.find((u) => u.number === l.unit)?.text ?? '';
      // the list as the unit writes it, up to the example: the options it names and not the key
      const from = unitText.indexOf(l.lead ?? l.topic);
      const to = unitText.indexOf(s.text.trim());
      const cut = l.quote.indexOf(s.text.trim());
      const quote = (
        from >= 0 && to > from ? unitText.slice(from, to) : cut > 0 ? l.quote.slice(0, cut) : l.quote
      ).trim();
      if (quote.includes(key)) continue;
      const stem = `According to the material, which of these does NOT ${verb.toLowerCase()} ${object}?`;
      out.push({
        form: 'list-non-member',
        score: 1.1,
        doc: l.doc,
        unit: l.unit,
        sentences: [s.index],
        topics: [`except:${l.doc}:${l.unit}:${object.toLowerCase()}`],
        quote,
        build: () => {
          const ds = pickThree(
            names.filter((n) => n !== key).sort(() => rand() - 0.5),
            key,
            rand,
          );
          if (!ds) return null;
          return {
            form: 'list-non-member',
            stem,
            key,
            distractors: ds,
            doc: l.doc,
            unit: l.unit,
            quote,
            why:
              `The material lists the ${l.topic.trim()} (${names.join(', ')}) and says: ${s.text.trim()}` +
              (key !== no
                ? ` A tuple does so only if its parts do, so ${key} does not ${verb.toLowerCase()} ${object}.`
                : ''),
          };
        },
      });
    }
  }
  return out;
}
