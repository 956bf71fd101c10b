/**
 * The documents of a folder as the local engine reads them, one at a time, for the diagnostic scripts (diag.ts,
 * lists-diag.ts, facts-diag.ts): formulas protected as one word each (decision 106), the language detected, the
 * corpus analysed (of the protected documents array, so that formula candidates are found), and a 10-question
 * medium multiple-choice request with seed 1.
 */
import { loadFolder } from './load.ts';
import { analyze, type Corpus } from '../../packages/engine/src/local/analysis.ts';
import { protectRequest } from '../../packages/engine/src/local/formula.ts';
import { detectLanguage } from '../../packages/engine/src/index.ts';
import type { GenerateRequest, SourceDocument } from '../../packages/engine/src/index.ts';

export interface AnalyzedDoc {
  /** The document with its formulas protected (placeholders "zqm…q"), as the corpus reads it. */
  doc: SourceDocument;
  /** The document as loaded: what the engine is given (it protects formulas itself, eng-forms4). */
  raw: SourceDocument;
  lang: string;
  corpus: Corpus;
  req: GenerateRequest;
}

/** Each document of `folder` whose name holds `only` (every one without it). */
export async function* analyzedDocs(folder: string, only?: string): AsyncGenerator<AnalyzedDoc> {
  const { docs } = await loadFolder(folder);
  for (const raw of docs) {
    if (only && !raw.name.includes(only)) continue;
    // the protected request's own documents array: the formula table is kept by that array (`tableOf`), and a
    // corpus of another array has no formula candidates (forms-diag showed 3 of 10 for the relativity notes, the
    // engine gives 4 with a formula question)
    const documents = protectRequest({ documents: [raw] } as GenerateRequest).req.documents;
    const doc = documents[0]!;
    const lang = detectLanguage(doc.units.map((u) => u.text).join('\n'));
    const req = {
      documents,
      questionType: 'multiple-choice',
      questionCount: 10,
      difficulty: 'medium',
      seed: 1,
    } as GenerateRequest;
    const corpus = await analyze(
      documents,
      lang === 'en' ? 'en' : lang === 'he' ? 'he' : 'other',
      undefined,
      () => {},
    );
    yield { doc, raw, lang, corpus, req };
  }
}
