/**
 * Agreement of the local open-answer grader with reference grades (decision 105). Usage:
 *   npx tsx bench/question-quality/grading-agreement.ts [answers.json ...] [--all]
 * Each file is a JSON array of { question, modelAnswer, keyIdeas, answer, referenceScore } (plus optional id, kind,
 * language). Prints the share of answers graded within 20 points of the reference, the mean absolute difference,
 * figures per language and per kind, and the answers that disagree (--all: every answer).
 */
import { readFileSync } from 'node:fs';
import { createEngine, type GeneratedQuestion } from '../../packages/engine/src/index.ts';

interface Item {
  id?: string;
  kind?: string;
  language?: string;
  form?: string;
  question: string;
  modelAnswer: string;
  keyIdeas: string[];
  answer: string;
  referenceScore: number;
}

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
if (!files.length) files.push('bench/question-quality/grading/answers.json');
const showAll = args.includes('--all');
const TOLERANCE = 20;

const engine = createEngine({ engine: 'local' });
const rows: { item: Item; score: number; diff: number; feedback: string }[] = [];
for (const file of files) {
  const items = JSON.parse(readFileSync(file, 'utf8')) as Item[];
  for (const item of items) {
    const question: GeneratedQuestion = {
      type: 'open-ended',
      text: item.question,
      options: null,
      correctAnswer: item.modelAnswer,
      explanation: '',
      source: { documentId: 'd', documentName: 'd', unitKind: 'page', unit: 1, quote: item.modelAnswer },
      keyIdeas: item.keyIdeas,
    };
    const r = await engine.grade(question, item.answer);
    rows.push({ item, score: r.score, diff: r.score - item.referenceScore, feedback: r.feedback });
  }
}

function summary(label: string, list: typeof rows) {
  if (!list.length) return;
  const within = list.filter((r) => Math.abs(r.diff) <= TOLERANCE).length;
  const mad = list.reduce((a, r) => a + Math.abs(r.diff), 0) / list.length;
  const bias = list.reduce((a, r) => a + r.diff, 0) / list.length;
  console.log(
    `${label.padEnd(22)} n=${String(list.length).padStart(3)}  within ${TOLERANCE}: ${((100 * within) / list.length).toFixed(1).padStart(5)}%  mean |diff| ${mad.toFixed(1).padStart(5)}  mean diff ${bias >= 0 ? '+' : ''}${bias.toFixed(1)}`,
  );
}

summary('all', rows);
const group = (key: (r: (typeof rows)[number]) => string | undefined) => {
  const m = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = key(r);
    if (k) m.set(k, [...(m.get(k) ?? []), r]);
  }
  for (const [k, list] of [...m.entries()].sort()) summary(`  ${k}`, list);
};
group((r) => (r.item.language ? `language ${r.item.language}` : undefined));
group((r) => (r.item.kind ? `kind ${r.item.kind}` : undefined));

const shown = rows.filter((r) => showAll || Math.abs(r.diff) > TOLERANCE);
if (shown.length) console.log(`\n${showAll ? 'All answers' : 'Disagreements'} (reference vs local):`);
for (const r of shown)
  console.log(
    `- ${r.item.id ?? ''} [${r.item.language ?? ''} ${r.item.kind ?? ''}] ref ${r.item.referenceScore} local ${r.score} (${r.diff >= 0 ? '+' : ''}${r.diff})\n` +
      `  Q: ${r.item.question}\n  ideas: ${r.item.keyIdeas.join(' | ')}\n  A: ${r.item.answer.slice(0, 300)}\n  feedback: ${r.feedback}`,
  );
