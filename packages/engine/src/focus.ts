import type { SourceDocument } from './types.ts';

/** Which units (pages, slides, sections: their 1-based numbers) of which document a generation may use. */
export interface UnitFocus {
  documentId: string;
  units: number[];
}

/**
 * The documents cut down to the focused units, before generation (decision 603, "Practise this topic"): a
 * document without a focus entry is kept whole, a focused one keeps only the listed units that have text, and a
 * document left without units is dropped. Unit numbers stay as they were, so citations still name the page.
 */
export function focusDocuments(documents: SourceDocument[], focus: UnitFocus[]): SourceDocument[] {
  const wanted = new Map<string, Set<number>>();
  for (const f of focus) {
    const set = wanted.get(f.documentId) ?? new Set<number>();
    for (const n of f.units) set.add(n);
    wanted.set(f.documentId, set);
  }
  return documents.flatMap((doc) => {
    const set = wanted.get(doc.id);
    if (!set) return [doc];
    const units = doc.units.filter((u) => set.has(u.number) && u.text.trim());
    return units.length ? [{ ...doc, units }] : [];
  });
}
