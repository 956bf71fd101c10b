/**
 * Numbered lists whose items wrap onto further lines, as PDF text gives them (issue 11, eng-numtm): a lead-in
 * sentence ending with ':' (itself wrapped over lines), then "1. Dense: This can be considered unstructured, ..." /
 * "2. Triangular: If a matrix is upper or lower triangular, ..." / "3. Banded: ...", each item a run-in label and
 * its explanation over one or more lines. The line readers of analysis.ts take a list item to be one line (or one
 * short clause), so such a list was read as paragraphs only; here the labels are the items and the lead-in says what
 * they are ("In particular, we will discuss some basic types of structure in matrices:" -> "basic types of
 * structure in matrices").
 * - The items are numbered 1, 2, 3, ... in order, in one unit, with no blank line inside an item; each opens with
 *   a label of at most four words ended by ':' or '.' and followed by its explanation.
 * - A label that is a section number ("I.1 Rectangular rule: we review ...", "3.2 Trace Trees") is an outline of the
 *   document, not an enumeration of its subject: no list.
 * - The lead names a kind: a plural noun phrase after "the following", a quantifier ("some", "several", "three")
 *   or "of", ending the sentence or followed by a relative clause ("the following mathematical problems which can
 *   not in general be solved exactly:" -> "mathematical problems").
 */

export interface NumberedRun {
  /** The lead-in sentence, on one line ("In particular, we will discuss some basic types of structure in matrices:"). */
  lead: string;
  /** What the items are, from the lead ("basic types of structure in matrices"), or null. */
  topic: string | null;
  /** What each item names: its run-in label ("Dense") or its opening noun phrase ("expression simplification"). */
  labels: string[];
  /** Each item's first line, as written without its number or bullet. */
  lines: string[];
  /** The passage word for word: the lead, then the lines from the first item to the last item's first line. */
  quote: string;
}

/** An item's opening: a number 1-12 ("1. ", "2) ") or a bullet glyph. */
const ITEM_RE = /^(?:(\d{1,2})[.)]|([•▪●◦■➢►]))\s+(\S.*)$/u;
/** A run-in label: up to four words, then ':' or '. ' and the explanation. */
const LABEL_RE = /^(\p{Lu}[\p{L}'’-]*(?:[ -][\p{L}'’-]+){0,3})(?::|\.(?=\s+\p{Lu}))\s+\S/u;
/** A phrase item: up to six words before a comma, a parenthesis or the end ("CSE (constant ...)," -> "CSE"). */
const PHRASE_RE = /^([\p{L}][\p{L}\d'’-]*(?:\s+[\p{L}][\p{L}\d'’-]*){0,5}?)\s*(?:,|\(|\.?$)/u;
/** "a soft-float filter converts ...": the subject of an item that is a clause, before its verb ("-s", not "-ss"). */
const SUBJECT_RE = /^(?:an?|the)\s+((?:[\p{L}][\p{L}'’-]*\s+){0,3}?[\p{L}][\p{L}'’-]*)\s+[a-z]*[^\Ws]s\b/u;
/** A condition or circumstance opening an item ("On ISAs without floating-point instructions, "). */
const OPENER_RE = /^(?:On|In|For|When|With|Without|If|Under)\s+[^,]{3,60},\s+/;
/** Words of a clause, not of a name: an item holding one is a sentence ("The implementation does not ..."). */
const CLAUSE_WORD_RE =
  /\b(?:we|you|it|they|is|are|was|were|be|been|do|does|did|not|can|could|may|might|will|would|has|have|had|must|should)\b/i;
/** A section number opening an item ("I.1 Rectangular rule", "3.2 Trace Trees"). */
const SECTION_RE = /^(?:[IVX]+\.\d|\d+\.\d)/;
/** Kind words that say nothing of what the items are. */
const VAGUE_HEAD = /^(?:ways|things|points|cases|reasons|steps|items|examples|options|ones|parts)$/i;

/** What a lead-in says the items are: "the following mathematical problems which ...:" -> "mathematical problems". */
export function numberedTopic(lead: string): string | null {
  const t = lead.trim().replace(/:$/, '');
  const m =
    /\b(?:the following|some|several|two|three|four|five|six|seven|eight|nine|ten|various|different)\s+((?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*s\b(?:\s+(?:of|in|for)\s+(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)?)(?:\s+(?:which|that)\s+[^,;:]{3,80})?$/.exec(
      t,
    );
  if (!m) return null;
  const topic = m[1]!.trim();
  const head = topic
    .split(/\s+(?:of|in|for)\s+/)[0]!
    .split(/\s+/)
    .pop()!;
  if (VAGUE_HEAD.test(head) && !/\s(?:of|in|for)\s/.test(topic)) return null;
  if (topic.split(/\s+/).length > 6) return null;
  return topic;
}

/** What an item names: its run-in label, else the noun phrase it opens with, else null. */
export function itemName(item: string): string | null {
  if (SECTION_RE.test(item)) return null;
  const label = LABEL_RE.exec(item)?.[1];
  if (label) return label;
  const t = item.replace(OPENER_RE, '');
  // an acronym and its expansion ("CSE (constant subexpression elimination),"): the expansion says what it is
  const acronym = /^\p{Lu}{2,6}\s+\(([\p{Ll}][\p{Ll}-]*(?:\s+[\p{Ll}][\p{Ll}-]*){1,4})\)/u.exec(t);
  if (acronym) return acronym[1]!;
  const phrase = PHRASE_RE.exec(t)?.[1] ?? SUBJECT_RE.exec(t)?.[1];
  if (!phrase || CLAUSE_WORD_RE.test(phrase)) return null;
  return phrase.replace(/^(?:an?|the)\s+/i, '');
}

/** The lead-in sentence of a paragraph ending on the line before `at`: its last sentence, the lines joined. */
function leadBefore(lines: string[], at: number): string | null {
  const para: string[] = [];
  // a blank line may stand between the lead and the first item
  let k = at - 1;
  if (k >= 0 && !lines[k]) k--;
  // back to a blank line or an item of an earlier list (whose wrapped lines may run into the lead's paragraph)
  for (; k >= 0 && lines[k] && !ITEM_RE.test(lines[k]!); k--) para.unshift(lines[k]!);
  const text = para.join(' ').replace(/\s+/g, ' ').trim();
  if (!/:$/.test(text)) return null;
  const sents = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const lead = sents[sents.length - 1]!.trim();
  return /^\p{Lu}/u.test(lead) && lead.split(/\s+/).length <= 30 ? lead : null;
}

/**
 * The numbered (1, 2, 3, ...) or bulleted runs of a unit's lines (cleaned, trimmed), each item with its wrapped
 * lines, after a lead-in ending with ':'; every item must name something (`itemName`).
 */
export function numberedRuns(lines: string[]): NumberedRun[] {
  const out: NumberedRun[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = ITEM_RE.exec(lines[i]!);
    if (!first || (first[1] !== undefined && first[1] !== '1')) continue;
    const glyph = first[2];
    const items: string[] = [];
    const firstLines: string[] = [];
    let j = i;
    let n = 1;
    let last = i;
    while (j < lines.length) {
      const m = ITEM_RE.exec(lines[j]!);
      if (!m || (glyph ? m[2] !== glyph : Number(m[1]) !== n)) break;
      last = j;
      const parts = [m[3]!];
      firstLines.push(m[3]!);
      n++;
      j++;
      // the item's wrapped lines, up to the next item or a blank line; a line ending with ':' leads a list of its
      // own ("We currently apply three backward filters:" after the last forward filter)
      let leads = false;
      while (j < lines.length && lines[j] && !ITEM_RE.test(lines[j]!)) {
        leads = /:$/.test(lines[j]!);
        parts.push(lines[j++]!);
        if (leads) break;
      }
      items.push(parts.join(' '));
      if (leads || (j < lines.length && !lines[j])) break;
    }
    const lead = leadBefore(lines, i);
    if (lead && items.length >= 3 && items.length <= 12) {
      const labels = items.map(itemName);
      if (labels.every((l) => l !== null))
        out.push({
          lead,
          topic: numberedTopic(lead),
          labels: labels as string[],
          lines: firstLines,
          quote: [lead, ...lines.slice(i, last + 1).filter(Boolean)].join('\n'),
        });
    }
    i = Math.max(i, j - 1);
  }
  return out;
}
