/**
 * The tool a slide says a value is read from (decision 104, "slides", eng-slides10): a step of a slide titled with
 * what it works out ("Sizing MaxClients": "Divide by httpd process size", "Read process size from top") that names
 * a tool of a list the deck gives elsewhere, one command a line ("Other Monitoring Tools": vmstat, iostat, top,
 * free, netstat -s): "According to the material, from which tool do you read process size when sizing
 * MaxClients?" with the list's other tools as the other options (what the student must tell apart: the tools
 * the course shows, not names of another kind). English slide decks only.
 */
import type { Cand } from './forms.ts';
import type { Corpus } from './analysis.ts';
import { norm, passage, slideCandidate, slidesOf, stripMark, words } from './slides.ts';

/** "Read process size from top", "Check open connections with netstat". */
const READ_RE =
  /^(Read|Check|Get|Find|See|Look up)\s+([A-Za-z][A-Za-z -]{2,40}?)\s+(from|with|in|using)\s+([a-z]{3,12})$/;
/** A command a line of a list of tools, its options after a dash ("netstat -s" -> netstat). */
const TOOL_LINE_RE = /^([a-z]{3,12})(?:\s+-[A-Za-z]+)*$/;

/** The tools of each list slide of a deck: four or more lines, each one command. */
function toolLists(corpus: Corpus, doc: number): string[][] {
  return slidesOf(corpus)
    .filter((s) => s.doc === doc && s.body.length >= 4)
    .map((s) => s.body.map((l) => TOOL_LINE_RE.exec(stripMark(l))?.[1]))
    .filter((xs): xs is string[] => xs.every(Boolean) && new Set(xs).size === xs.length);
}

export function toolStepCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  const lists = new Map<number, string[][]>();
  for (const slide of slidesOf(corpus)) {
    // a slide titled with what it works out ("Sizing MaxClients"), as the sizing steps are
    const title = /^([A-Z][a-z]+ing)\s+(\S.*)$/.exec(slide.title.replace(/:$/, ''));
    if (!title) continue;
    for (const line of slide.body) {
      const m = READ_RE.exec(stripMark(line));
      if (!m) continue;
      const [, verb, thing, prep, tool] = m as unknown as string[];
      if (!lists.has(slide.doc)) lists.set(slide.doc, toolLists(corpus, slide.doc));
      const list = lists.get(slide.doc)!.find((xs) => xs.includes(tool!));
      if (!list || list.length < 4 || words(thing!).length > 5) continue;
      const stem = `According to the material, ${prep} which tool do you ${verb!.toLowerCase()} ${thing!.trim()} when ${title[1]!.toLowerCase()} ${title[2]!}?`;
      out.push(
        slideCandidate(
          slide,
          {
            form: 'term-from-definition',
            score: 1.05,
            topic: `tool-step:${slide.doc}:${norm(thing!)}`,
            quote: passage(slide, [line]),
            ask: () => ({
              stem,
              key: tool!,
              pool: list.filter((x) => x !== tool).sort(() => rand() - 0.5),
              why: `The slide on ${slide.title} says: ${stripMark(line)}. The other options are other tools the material lists.`,
            }),
          },
          rand,
        ),
      );
    }
  }
  return out;
}
