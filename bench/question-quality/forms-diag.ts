/**
 * Forms a document's passing candidates offer (no flaw, no second defensible option) against the forms its
 * 10-question test gets, per difficulty (eng-forms):
 *   npx tsx bench/question-quality/forms-diag.ts <folder> [name part] [easy,medium,hard]   (SHOW=1: the test)
 */
import { analyzedDocs } from './analyzed.ts';
import { candidatesOf, FORM_WEIGHTS } from '../../packages/engine/src/local/select.ts';
import { questionConflict } from '../../packages/engine/src/local/defensible.ts';
import { createEngine, EngineError, questionFlaws } from '../../packages/engine/src/index.ts';
import type { GenerateRequest, GeneratedQuestion } from '../../packages/engine/src/index.ts';

const engine = createEngine({ engine: 'local' });
const diffs = (process.argv[4] ?? 'medium').split(',') as GenerateRequest['difficulty'][];
for await (const { doc, raw, corpus, req } of analyzedDocs(process.argv[2]!, process.argv[3])) {
  const passing: Record<string, number> = {};
  for (const it of candidatesOf(corpus, req, 1)) {
    const m = it.make(new Set());
    if (!m || questionFlaws(m.q, { documents: [doc] }).length) continue;
    if (questionConflict(corpus, m.q, it.form, m.used)) continue;
    passing[it.form] = (passing[it.form] ?? 0) + 1;
  }
  for (const difficulty of diffs) {
    // the document as loaded, as run.ts gives it: the protected one would be protected again, its formulas left as
    // placeholders in the questions ("the parameters in zqmkq") and no formula question built (eng-forms4)
    const r: GenerateRequest = { ...req, documents: [raw], difficulty, seed: 1 };
    let qs: GeneratedQuestion[] = [];
    try {
      qs = (await engine.generate(r)).questions;
    } catch (e) {
      if (e instanceof EngineError && (e.supported ?? 0) > 0)
        qs = (await engine.generate({ ...r, questionCount: e.supported! })).questions;
    }
    const got: Record<string, number> = {};
    for (const q of qs) got[q.form ?? 'none'] = (got[q.form ?? 'none'] ?? 0) + 1;
    const offered = Object.entries(passing)
      .filter(([f]) => FORM_WEIGHTS[difficulty][f as keyof (typeof FORM_WEIGHTS)['medium']])
      .map(([f, n]) => `${f} ${n}`);
    console.log(
      `${doc.name.slice(0, 36).padEnd(36)} ${difficulty.padEnd(6)} ${qs.length}/10 forms ${Object.keys(got).length} ` +
        `[${Object.entries(got)
          .map(([f, n]) => `${f} ${n}`)
          .join(', ')}] | passing ${offered.length}: ${offered.join(', ')}`,
    );
    if (process.env.SHOW)
      for (const q of qs) {
        console.log(`   [${q.form}] ${q.text}`);
        for (const o of q.options ?? []) console.log(`       ${o === q.correctAnswer ? '*' : '-'} ${o}`);
      }
  }
}
