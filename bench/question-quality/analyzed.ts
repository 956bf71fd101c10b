/**
 * The documents of a folder as the local engine reads them, one at a time, for the diagnostic scripts (diag.ts,
 * lists-diag.ts, facts-diag.ts): formulas protected as one word each (decision 106), the language detected, the
 * corpus analysed, and a 10-question medium multiple-choice request with seed 1.
 */
import { loadFolder } from './load.ts';
import { analyze, type Corpus } from '../../packages/engine/src/local/analysis.ts';
import { protectRequest } from '../../packages/engine/src/local/formula.ts';
import { detectLanguage } from '../../packages/engine/src/index.ts';
import type { GenerateRequest, SourceDocument } from '../../packages/engine/src/index.ts';

export interface AnalyzedDoc {
  doc: SourceDocument;
  lang: string;
  corpus: Corpus;
  req: GenerateRequest;
}

/** Each document of `folder` whose name holds `only` (every one without it). */
export async function* analyzedDocs(folder: string, only?: string): AsyncGenerator<AnalyzedDoc> {
  const { docs } = await loadFolder(folder);
  for (const raw of docs) {
    if (only && !raw.name.includes(only)) continue;
    const doc = protectRequest({ documents: [raw] } as GenerateRequest).req.documents[0]!;
    const lang = detectLanguage(doc.units.map((u) => u.text).join('\n'));
    const req = {
      documents: [doc],
      questionType: 'multiple-choice',
      questionCount: 10,
      difficulty: 'medium',
      seed: 1,
    } as GenerateRequest;
    const corpus = await analyze(
      [doc],
      lang === 'en' ? 'en' : lang === 'he' ? 'he' : 'other',
      undefined,
      () => {},
    );
    yield { doc, lang, corpus, req };
  }
}
