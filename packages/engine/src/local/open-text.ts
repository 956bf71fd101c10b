/**
 * Text clean-up of open questions (decision 105, v5): what the student reads and what grading compares with is in
 * the notation the app renders, without the source's escape debris or obvious typos.
 */

import { WORD_PLACEHOLDER_RE } from '@studypilot/core';
import type { GeneratedQuestion } from '../types.ts';

/**
 * Math written with doubled escapes in markdown sources ("\\(\Delta\\)", "\\[ ... \\]") is the app's notation
 * "\(\Delta\)"; a source typo of an article before a verb's base form ("to a have a score") loses the article.
 */
export function normalizeOpenText(text: string): string {
  return text
    .replace(/\\\\([()[\]])/g, '\\$1')
    .replace(/\bto (?:a|an|the) (have|be|do|make|get|take|give|see|find|keep)\b/gi, 'to $1');
}

/** An open question as the student reads it (after its formulas are restored): stem and model answer tidied. */
export function tidyOpenQuestion(q: GeneratedQuestion): GeneratedQuestion {
  if (q.type !== 'open-ended') return q;
  return { ...q, text: normalizeOpenText(q.text), correctAnswer: normalizeOpenText(q.correctAnswer) };
}

/**
 * A key idea without its inline math: "fixed margin \(\Delta\)" -> "fixed margin" (a grader cannot match a
 * formula written in words, and the words carry the idea). Null when nothing but math is left.
 */
export function ideaWithoutMath(idea: string): string | null {
  const t = normalizeOpenText(idea)
    .replace(new RegExp(WORD_PLACEHOLDER_RE.source, 'gi'), ' ')
    .replace(/\\\((?:[^\\]|\\(?!\)))*\\\)|\$[^$]+\$|\\\[(?:[^\\]|\\(?!\]))*\\\]/g, ' ')
    .replace(/[\\$]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}{2}/u.test(t) ? t : null;
}

/** Whether `inner` occurs in `outer` as whole words ("correct class" is not inside "incorrect classes"). */
export function containsWords(outer: string, inner: string): boolean {
  const o = outer.toLowerCase();
  const i = inner.toLowerCase();
  let at = o.indexOf(i);
  while (at >= 0) {
    const before = o.slice(0, at);
    const after = o.slice(at + i.length);
    if (!/[\p{L}\d]$/u.test(before) && !/^[\p{L}\d]/u.test(after)) return true;
    at = o.indexOf(i, at + 1);
  }
  return false;
}
