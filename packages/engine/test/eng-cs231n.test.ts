/**
 * Course notes written in Markdown for MathJax (Jekyll, the cs231n notes) double the backslash of inline math:
 * "\\(\Delta = 1.0\\)" is "\(\Delta = 1.0\)" once Markdown resolves its escaped backslash. Read as text it left a
 * formula placeholder plus "\)" in the sentence ("set to zqm..q = 1.0\)"), and the sentence was dropped as math
 * debris (eng-cs231n).
 */
import { describe, expect, it } from 'vitest';
import { findMathSpans } from '@studypilot/core';
import { markdownInline } from '../../extract/src/markdown.ts';
import { analyze } from '../src/local/analysis.ts';
import { protectRequest } from '../src/local/formula.ts';
import type { GenerateRequest } from '../src/index.ts';

const delta =
  'It turns out that this hyperparameter can safely be set to \\\\(\\Delta = 1.0\\\\) in all cases of the loss.';

describe('inline math written "\\\\( ... \\\\)" (Markdown for MathJax)', () => {
  it('is one formula: the whole of it, not a bare command and a stray "\\)"', () => {
    const spans = findMathSpans(delta);
    expect(spans.map((s) => s.tex)).toEqual(['\\Delta = 1.0']);
    expect(delta.slice(spans[0]!.start, spans[0]!.end)).toBe('\\\\(\\Delta = 1.0\\\\)');
    // a line break inside an aligned formula ("\\[1ex]") opens nothing
    expect(findMathSpans('$$a = b \\\\[1ex] c = d$$ and then x \\\\[2ex] y').map((s) => s.tex)).toEqual([
      'a = b \\\\[1ex] c = d',
    ]);
  });

  it('Markdown renders it as "\\( ... \\)", like the formulas around it', () => {
    expect(markdownInline(delta)).toBe(
      'It turns out that this hyperparameter can safely be set to \\(\\Delta = 1.0\\) in all cases of the loss.',
    );
    expect(markdownInline('a label \\\\( y_i \\\\) and the margin \\\\(\\Delta\\\\).')).toBe(
      'a label \\( y_i \\) and the margin \\(\\Delta\\).',
    );
  });

  it('the engine reads the sentence whole: one formula, no backslash left, the sentence usable', async () => {
    const req = {
      documents: [
        {
          id: 'svm',
          name: 'svm.md',
          unitKind: 'section',
          units: [
            {
              number: 1,
              text:
                'The SVM loss wants the score of the correct class to be higher than the incorrect class scores by a margin. ' +
                delta.replace('It turns out that this', 'The margin'),
            },
          ],
        },
      ],
      questionType: 'multiple-choice',
      questionCount: 5,
      difficulty: 'medium',
    } as GenerateRequest;
    const { req: protectedReq, table } = protectRequest(req);
    const text = protectedReq.documents[0]!.units[0]!.text;
    expect(text).not.toContain('\\');
    expect(table.formulas).toEqual(['\\\\(\\Delta = 1.0\\\\)']);
    const corpus = await analyze(protectedReq.documents, 'en', undefined, () => {});
    const s = corpus.sentences.find((x) => /safely be set to/.test(x.text))!;
    expect(s.text).toMatch(
      /^The margin hyperparameter can safely be set to zqm[a-p]+q in all cases of the loss\.$/,
    );
    expect(s.reject).toBeUndefined();
  });
});
