/**
 * Sections of flowing documents (DOCX, TXT, Markdown) by their headings (docs/decisions/207).
 *
 * Input is the document as blocks in reading order: headings (with a level) and paragraphs (a
 * paragraph may hold several lines: list items, table rows). Output is one unit per section with
 * the heading as `title` and as the first line of its text; a section longer than
 * SECTION_RULE.maxWords is cut at paragraph ends into parts titled 'Title (2)', 'Title (3)'; a
 * document without headings is cut into ranges of paragraphs ('Paragraphs 12-24').
 */
import { countWords } from '@studypilot/core';
import { detectLanguage } from './clean.ts';
import type { RawUnit } from './result.ts';

export type SectionBlock =
  | { kind: 'heading'; level: number; text: string }
  /** `emphasis`: the whole paragraph is bold (DOCX), a heading candidate for inferHeadings. */
  | { kind: 'para'; text: string; emphasis?: boolean };

export const SECTION_RULE = {
  /** A section (or a paragraph range) longer than this many words is cut into balanced parts. */
  maxWords: 600,
  /** A single paragraph longer than this is cut at sentence ends. */
  maxParagraphWords: 600,
  /** Heading text longer than this many characters is cut (at a word end) for the title. */
  maxTitleChars: 120,
} as const;

interface Para {
  text: string;
  words: number;
  /** 1-based index among the document's paragraphs (for 'Paragraphs a-b'). */
  index: number;
}

interface Section {
  title?: string;
  /** Level of the heading that named the section. */
  level?: number;
  headings: string[];
  paras: Para[];
}

/** 'Paragraphs 12-24' / 'פסקאות 12-24' (one paragraph: 'Paragraph 12' / 'פסקה 12'). */
export function paragraphRangeTitle(from: number, to: number, language: 'he' | 'en' | 'other'): string {
  if (language === 'he') return from === to ? `פסקה ${from}` : `פסקאות ${from}-${to}`;
  return from === to ? `Paragraph ${from}` : `Paragraphs ${from}-${to}`;
}

function shortTitle(text: string): string {
  // a dash or colon left at the end of a heading ('Guidelines -', 'Definitions:') is not part of its name
  const t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[-–—:]+$/u, '');
  if (t.length <= SECTION_RULE.maxTitleChars) return t;
  const cut = t.slice(0, SECTION_RULE.maxTitleChars);
  const sp = cut.lastIndexOf(' ');
  return (sp > 40 ? cut.slice(0, sp) : cut).replace(/[\s,;:–-]+$/u, '') + '…';
}

/** A paragraph longer than maxParagraphWords is cut at sentence ends (never inside a sentence). */
function splitLongParagraph(text: string): string[] {
  if (countWords(text) <= SECTION_RULE.maxParagraphWords) return [text];
  const sentences = text.split(/(?<=[.!?׃])\s+(?=\S)/u);
  const out: string[] = [];
  let cur = '';
  let words = 0;
  for (const s of sentences) {
    const w = countWords(s);
    if (cur && words + w > SECTION_RULE.maxParagraphWords) {
      out.push(cur);
      cur = '';
      words = 0;
    }
    cur = cur ? `${cur} ${s}` : s;
    words += w;
  }
  if (cur) out.push(cur);
  return out;
}

/** A paragraph that is one display formula ("$$ R(W) = ... $$", "\\[ E = mc^2 \\]"), as the Markdown reader gives it. */
const DISPLAY_MATH_PARA_RE = /^\s*(?:\$\$[\s\S]*\$\$|\\\[[\s\S]*\\\])\s*$/;

/**
 * Cut paragraphs into balanced parts of at most maxWords words (a part holds at least one paragraph). A display
 * formula stays with the paragraph before it, which introduces it ("The most common regularization penalty is the
 * squared L2 norm ...:" and "$$ R(W) = ... $$"): cut apart, the formula loses what it is the formula of (a part may
 * then go over maxWords by the formula's few words).
 */
function balancedParts(paras: Para[], maxWords: number): Para[][] {
  const total = paras.reduce((n, p) => n + p.words, 0);
  if (total <= maxWords || paras.length <= 1) return [paras];
  const n = Math.ceil(total / maxWords);
  const target = total / n;
  const parts: Para[][] = [];
  let cur: Para[] = [];
  let words = 0;
  for (const p of paras) {
    const led = DISPLAY_MATH_PARA_RE.test(p.text);
    // close the part before this paragraph when it would overshoot the target by more than it undershoots
    if (led && cur.length) {
      // (never between a display formula and its lead-in)
    } else if (cur.length && words + p.words > maxWords) {
      parts.push(cur);
      cur = [];
      words = 0;
    } else if (cur.length && words >= target) {
      parts.push(cur);
      cur = [];
      words = 0;
    }
    cur.push(p);
    words += p.words;
  }
  if (cur.length) parts.push(cur);
  return parts;
}

/**
 * Units of a flowing document. `language` decides the wording of paragraph-range titles (by
 * default detected from the text).
 */
export function buildSections(blocks: SectionBlock[], language?: 'he' | 'en' | 'other'): RawUnit[] {
  const lang =
    language ??
    detectLanguage(
      blocks
        .map((b) => b.text)
        .join('\n')
        .slice(0, 200_000),
    );
  // paragraphs numbered in document order; headings are not paragraphs
  let index = 0;
  const sections: Section[] = [];
  let cur: Section = { headings: [], paras: [] };
  for (const b of blocks) {
    const text = b.text.trim();
    if (!text) continue;
    if (b.kind === 'heading') {
      // a heading right after another heading (no text between) joins it: the section is named by the
      // more specific, later heading, and both heading lines stay in its text
      if (cur.paras.length || !cur.headings.length) {
        if (cur.paras.length || cur.headings.length) sections.push(cur);
        cur = { headings: [], paras: [] };
      }
      // a run of headings is named by a deeper one that follows ('Chapter 3' + '3.1 Stacks' -> the
      // latter), else by its first (a title block: course, lecturer, date lines)
      if (cur.title === undefined || (cur.level !== undefined && b.level > cur.level)) {
        cur.title = shortTitle(text);
        cur.level = b.level;
      }
      cur.headings.push(text);
      continue;
    }
    for (const piece of splitLongParagraph(text)) {
      index++;
      cur.paras.push({ text: piece, words: countWords(piece), index });
    }
  }
  if (cur.paras.length || cur.headings.length) sections.push(cur);

  const units: RawUnit[] = [];
  for (const s of sections) {
    const headingText = s.headings.join('\n');
    const headingWords = countWords(headingText);
    const parts = balancedParts(s.paras, Math.max(1, SECTION_RULE.maxWords - headingWords));
    parts.forEach((part, i) => {
      const body = part.map((p) => p.text).join('\n\n');
      let title: string | undefined;
      if (s.title) title = i === 0 ? s.title : `${s.title} (${i + 1})`;
      else if (part.length) title = paragraphRangeTitle(part[0]!.index, part[part.length - 1]!.index, lang);
      const text = i === 0 && headingText ? (body ? `${headingText}\n\n${body}` : headingText) : body;
      units.push({ number: units.length + 1, text, ...(title ? { title } : {}) });
    });
  }
  if (units.length === 0) units.push({ number: 1, text: '' });
  return units;
}
