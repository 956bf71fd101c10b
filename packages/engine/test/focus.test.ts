import { describe, expect, it } from 'vitest';
import { focusDocuments, type SourceDocument } from '../src/index.ts';

const doc = (id: string, n: number): SourceDocument => ({
  id,
  name: `${id}.pdf`,
  unitKind: 'page',
  units: Array.from({ length: n }, (_, i) => ({
    number: i + 1,
    text: i === 2 ? '   ' : `Text of page ${i + 1}`,
  })),
});

describe('focusDocuments', () => {
  it('keeps only the focused units with text, with their numbers, and documents without a focus whole', () => {
    const out = focusDocuments([doc('a', 5), doc('b', 2)], [{ documentId: 'a', units: [2, 3, 5, 9] }]);
    expect(out.map((d) => d.id)).toEqual(['a', 'b']);
    expect(out[0]!.units.map((u) => u.number)).toEqual([2, 5]);
    expect(out[1]!.units).toHaveLength(2);
  });

  it('drops a focused document left without units and merges repeated entries', () => {
    const out = focusDocuments(
      [doc('a', 4), doc('b', 4)],
      [
        { documentId: 'a', units: [3] },
        { documentId: 'b', units: [1] },
        { documentId: 'b', units: [4] },
      ],
    );
    expect(out.map((d) => [d.id, d.units.map((u) => u.number)])).toEqual([['b', [1, 4]]]);
  });
});
