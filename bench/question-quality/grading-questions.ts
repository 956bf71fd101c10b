/**
 * Writes the open questions of the local engine on a corpus folder to bench/question-quality/grading/questions.json
 * (the question set that answers.json grades; decision 105). Usage:
 *   npx tsx bench/question-quality/grading-questions.ts <folder> [--count 5] [--seed 1] [--out path]
 * Only the question, the model answer, the key ideas and a short quote are kept from each document.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createEngine, detectLanguage, EngineError } from '../../packages/engine/src/index.ts';
import { loadFolder } from './load.ts';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const folder = args.find((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
if (!folder) {
  console.log(
    'Usage: npx tsx bench/question-quality/grading-questions.ts <folder> [--count 5] [--seed 1] [--out path]',
  );
  process.exit(0);
}
const count = Number(opt('count', '5'));
const seed = Number(opt('seed', '1'));
const out = opt('out', 'bench/question-quality/grading/questions.json');
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
const engine = createEngine({ engine: 'local' });
const { docs } = await loadFolder(folder);
const questions: Record<string, unknown>[] = [];
for (const d of docs) {
  const language = detectLanguage(d.units.map((u) => u.text).join('\n'));
  let got: Awaited<ReturnType<typeof engine.generate>>['questions'] = [];
  for (let n = count; n >= 1 && !got.length; n--) {
    try {
      got = (
        await engine.generate({
          documents: [d],
          difficulty: 'medium',
          questionType: 'open-ended',
          questionCount: n,
          seed,
        })
      ).questions;
    } catch (e) {
      if (!(e instanceof EngineError) || e.code !== 'INSUFFICIENT_CONTENT') throw e;
    }
  }
  for (const q of got)
    questions.push({
      id: `q${String(questions.length + 1).padStart(3, '0')}`,
      file: d.name,
      language,
      form: q.form,
      question: q.text,
      modelAnswer: q.correctAnswer,
      keyIdeas: q.keyIdeas,
      unit: q.source.unit,
      quote: q.source.quote.length > 200 ? `${q.source.quote.slice(0, 197)}...` : q.source.quote,
    });
  console.log(`${d.name}: ${got.length} open question(s)`);
}
writeFileSync(out, `${JSON.stringify({ commit, seed, difficulty: 'medium', questions }, null, 2)}\n`);
console.log(`${questions.length} questions written to ${out} (commit ${commit})`);
