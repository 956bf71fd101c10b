/**
 * The directives a slide gives for a thing it configures, as alternatives (decision 104, "slides", eng-yield11b):
 * "Access Log: TransferLog or CustomLog" on a slide of web server logs. A deck on configuring a server lists what
 * to set for each thing it covers, and which directive sets which thing is what a student must know: "According to
 * the material, which directive sets up the access log?", the key one of the alternatives (drawn), never the other
 * (both are right), the other options other directives the deck names (`directiveCandidate`: prose ones first,
 * four families). A label that names the directive's own words ("Error Log: ErrorLog") gives nothing. English
 * slide decks only.
 */
import type { Cand } from './forms.ts';
import type { Corpus } from './analysis.ts';
import { directiveCandidate, namesRole, passage, slidesOf, stripMark } from './slides.ts';

/** "Access Log: TransferLog or CustomLog": a label of two or three words, then two or three directive names. */
const ALTERNATIVES_RE =
  /^([A-Z][a-z]+(?: [A-Za-z][a-z]+){1,2}):\s*([A-Z][a-z]+(?:[A-Z][a-z]+)+)((?:,\s*[A-Z][a-z]+(?:[A-Z][a-z]+)+)?\s+or\s+[A-Z][a-z]+(?:[A-Z][a-z]+)+)$/;

export function alternativeDirectiveCandidates(corpus: Corpus, rand: () => number): Cand[] {
  if (corpus.language !== 'en') return [];
  const out: Cand[] = [];
  for (const slide of slidesOf(corpus)) {
    for (const line of slide.body) {
      const m = ALTERNATIVES_RE.exec(stripMark(line));
      if (!m) continue;
      const label = m[1]!;
      const names = [m[2]!, ...m[3]!.split(/,\s*|\s+or\s+/).filter(Boolean)];
      const name = names[Math.floor(rand() * names.length)]!;
      if (names.some((n) => namesRole(label, n))) continue;
      out.push(
        directiveCandidate(corpus, slide, rand, {
          name,
          quote: passage(slide, [line]),
          stem: `According to the material, which directive sets up the ${label.toLowerCase()}?`,
          why: `The slide on ${slide.title} says: ${stripMark(line)}. The other options are other directives the material names.`,
          off: (w) => names.includes(w),
          late: true,
        }),
      );
    }
  }
  return out;
}
