/**
 * Open questions of one document, for an engineer (decision 104):
 *   npx tsx bench/question-quality/open-diag.ts <folder> <name part> [--count N] [--difficulty medium]
 * Prints each question's form, stem, model answer and key ideas.
 */
import { mkdtempSync, symlinkSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { createEngine, EngineError, type GenerateRequest } from '../../packages/engine/src/index.ts';
import { loadFolder } from './load.ts';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const [folder, part] = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
if (!folder || !part) {
  console.log('Usage: npx tsx bench/question-quality/open-diag.ts <folder> <name part> [--count N]');
  process.exit(0);
}
const dir = mkdtempSync(join(tmpdir(), 'open-diag-'));
for (const f of readdirSync(folder).filter((f) => f.includes(part)))
  symlinkSync(resolve(folder, f), join(dir, f));
const { docs } = await loadFolder(dir);
const engine = createEngine({ engine: 'local' });
for (const doc of docs) {
  const req: GenerateRequest = {
    documents: [doc],
    difficulty: opt('difficulty', 'medium') as GenerateRequest['difficulty'],
    questionType: 'open-ended',
    questionCount: Number(opt('count', '5')),
    seed: Number(opt('seed', '1')),
  };
  try {
    // (fewer than asked when the material supports fewer)
    let questions: Awaited<ReturnType<typeof engine.generate>>['questions'] = [];
    for (; req.questionCount >= 1; req.questionCount--) {
      try {
        questions = (await engine.generate(req)).questions;
        break;
      } catch (e) {
        if (req.questionCount === 1) throw e;
      }
    }
    console.log(`# ${doc.name}: ${questions.length}`);
    for (const q of questions)
      console.log(`\n[${q.form}] ${q.text}\n  A: ${q.correctAnswer}\n  K: ${(q.keyIdeas ?? []).join(' | ')}`);
  } catch (e) {
    console.log(`# ${doc.name}: ${e instanceof EngineError ? e.message : String(e)}`);
  }
}
