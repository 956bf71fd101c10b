/**
 * Two kinds of one thing a slide sets side by side by their cost (decision 104, "slides", eng-slides10): two lines
 * that say opposite costs of two kinds of one thing ("Dynamic Content is Expensive" / "Static Content Relatively
 * Cheap"): "According to the material, how does dynamic content compare with static content in cost?" ("More
 * expensive"; "Cheaper", "Roughly the same cost", "Slightly less costly": answers that contradict it, none the odd
 * one out by its hedge, no two of one wording). The costly kind is asked, whichever line comes first: its key holds
 * the slide's own word ("expensive"), which the quote supports ("Cheaper" of "Cheap", "Slower" of "Slow" it does
 * not). English slide decks only; a teacher asks what sets the two apart, the reason the slide names both.
 */
import type { Cand } from './forms.ts';
import type { Corpus } from './analysis.ts';
import { norm, passage, slideCandidate, slidesOf, stripMark, words } from './slides.ts';

const COSTLY = new Set(['expensive', 'costly']);
const CHEAP = new Set(['cheap', 'inexpensive']);
/**
 * What contradicts "More expensive" of a kind against another said to be cheap, worded apart from the scale of a
 * comparison on named platforms (`comparedScale`: "About equally costly"), so two comparisons of one deck read as two.
 */
const CONTRARY = ['Cheaper', 'Roughly the same cost', 'Slightly less costly'];

/** Words of degree a line may put before its adjective ("Relatively Cheap"). */
const DEGREE_RE = /^(?:relatively|much|very|quite|far|fairly|rather)$/i;

/** "Dynamic Content is Expensive" -> kind "dynamic", head "content", the adjective "expensive". */
function costLine(line: string): { kind: string; head: string; adj: string } | null {
  const ws = words(stripMark(line).replace(/[.!]$/, ''));
  if (ws.length < 3 || ws.length > 6) return null;
  const adj = ws.pop()!.toLowerCase();
  if (!COSTLY.has(adj) && !CHEAP.has(adj)) return null;
  while (ws.length && (DEGREE_RE.test(ws[ws.length - 1]!) || /^(?:is|are)$/i.test(ws[ws.length - 1]!)))
    ws.pop();
  if (ws.length < 2 || ws.length > 3 || !ws.every((w) => /^[A-Za-z][a-z]+$/.test(w))) return null;
  return { kind: ws[0]!.toLowerCase(), head: ws.slice(1).join(' ').toLowerCase(), adj };
}

/** The comparison candidates of the slides of a material (English slide decks only). */
export function comparedCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    const rows = slide.body.map((line) => ({ line, c: costLine(line)! })).filter((r) => r.c);
    const costly = rows.find((r) => COSTLY.has(r.c.adj));
    // the other kind of the same thing, said to be cheap (one such line: two would be two answers)
    const cheap = rows.filter((r) => CHEAP.has(r.c.adj) && costly && r.c.head === costly.c.head);
    if (!costly || cheap.length !== 1 || cheap[0]!.c.kind === costly.c.kind) continue;
    const other = cheap[0]!;
    const lines =
      rows.indexOf(costly) < rows.indexOf(other) ? [costly.line, other.line] : [other.line, costly.line];
    const { kind, head, adj } = costly.c;
    const plural = /[a-z]s$/.test(head) && !/(?:ss|us|is)$/.test(head);
    out.push(
      slideCandidate(
        slide,
        {
          form: 'comparison',
          score: 1.1,
          topic: `compared:${slide.doc}:${norm(head)}`,
          quote: passage(slide, lines),
          stem: `According to the material, how ${plural ? 'do' : 'does'} ${kind} ${head} compare with ${other.c.kind} ${head} in cost?`,
          key: `More ${adj}`,
          pool: CONTRARY,
          why: `The slide says: ${lines.map(stripMark).join('; ')}.`,
        },
        rand,
      ),
    );
  }
  return out;
}
