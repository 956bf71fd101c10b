/**
 * Question-quality bench. Usage:
 *   npx tsx bench/question-quality/run.ts <folder> [more folders] [--engine local] [--type multiple-choice]
 *       [--count 30] [--difficulty medium|easy|hard|all] [--model M] [--base-url U] [--perf]
 * Prints per-document and overall figures and writes the questions to bench/out/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createEngine,
  EngineError,
  isNearDuplicate,
  itemWritingFlaws,
  questionFlaws,
  detectLanguage,
  type EngineId,
  type GeneratedQuestion,
  type GenerateRequest,
  type SourceDocument,
} from '../../packages/engine/src/index.ts';
import { loadFolder, perfUnits } from './load.ts';
import { answerabilityPick, guessProbability } from './readers.ts';

const args = process.argv.slice(2);
const folders = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const perf = args.includes('--perf');
if (folders.length === 0 && !perf) {
  console.log(
    'Usage: npx tsx bench/question-quality/run.ts <folder> [...] [--engine local|anthropic|openai-compatible]\n' +
      '         [--type multiple-choice|open-ended] [--count 30] [--difficulty easy|medium|hard|all]\n' +
      '         [--model M] [--base-url URL] [--seed N] [--perf]\n' +
      'Reads .txt (pages split by form feeds, "--- slide N ---" markers), .md, and pdf/docx/pptx through\n' +
      'packages/extract when it is available. Writes questions to bench/out/.',
  );
  process.exit(0);
}
const engineId = opt('engine', 'local') as EngineId;
const seed = Number(opt('seed', '1'));
const type = opt('type', 'multiple-choice') as GenerateRequest['questionType'];
const count = Number(opt('count', type === 'multiple-choice' ? '30' : '5'));
const difficulties = (
  opt('difficulty', 'medium') === 'all' ? ['easy', 'medium', 'hard'] : [opt('difficulty', 'medium')]
) as GenerateRequest['difficulty'][];
const engine = createEngine({
  engine: engineId,
  model: opt('model', '') || undefined,
  baseUrl: opt('base-url', '') || undefined,
  apiKey: process.env.ENGINE_API_KEY,
});

interface Row {
  doc: string;
  language: string;
  difficulty: string;
  requested: number;
  produced: number;
  note: string;
  valid: number;
  answerable: number;
  guessed: number;
  dupQuestions: number;
  mc: number;
  withSource: number;
  letters: Record<string, number>;
  flaws: Record<string, number>;
  anyFlaw: number;
  /** Questions by form (decision 104). */
  forms: Record<string, number>;
  /** Questions whose quote occurs word for word (spaces normalised) in the cited unit. */
  quoted: number;
  ms: number;
  peakMb: number;
  heapMb: number;
}

/**
 * Time and memory of one call. Peak RSS is the whole process (it includes the extractor and earlier runs);
 * heapMb is the growth of the JS heap during the call, sampled whenever the event loop turns (the engine
 * yields between steps) and at the end.
 */
async function measure<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; peakMb: number; heapMb: number }> {
  let peak = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let heapPeak = heap0;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const t0 = performance.now();
  try {
    const value = await fn();
    const ms = performance.now() - t0;
    sample();
    return { value, ms, peakMb: peak / 2 ** 20, heapMb: (heapPeak - heap0) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

function evaluate(
  doc: SourceDocument,
  qs: GeneratedQuestion[],
  docs: SourceDocument[],
): Omit<Row, 'doc' | 'language' | 'difficulty' | 'requested' | 'note' | 'ms' | 'peakMb' | 'heapMb'> {
  const letters: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  const flaws: Record<string, number> = {};
  let valid = 0,
    answerable = 0,
    guessed = 0,
    withSource = 0,
    anyFlaw = 0;
  const dups = new Set<number>();
  const forms: Record<string, number> = {};
  let quoted = 0;
  const norm = (t: string) =>
    t
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const inOrder = (hay: string, parts: string[]) => {
    let at = 0;
    for (const part of parts.filter(Boolean)) {
      const i = hay.indexOf(part, at);
      if (i < 0) return false;
      at = i + part.length;
    }
    return true;
  };
  qs.forEach((q, i) => {
    forms[q.form ?? 'none'] = (forms[q.form ?? 'none'] ?? 0) + 1;
    const unit = docs
      .find((d) => d.id === q.source?.documentId)
      ?.units.find((u) => u.number === q.source?.unit);
    // a quote that leaves words out marks them with " … " (a theorem's label and its corollary): each part must occur
    // in the cited unit, in order
    if (unit && q.source.quote && inOrder(norm(unit.text), norm(q.source.quote).split(/\s*…\s*/u))) quoted++;
    if (questionFlaws(q, { documents: docs }).length === 0) valid++;
    if (q.source?.quote && q.source.documentId === doc.id && q.source.unit >= 1) withSource++;
    if (q.type === 'multiple-choice') {
      letters[q.correctAnswer] = (letters[q.correctAnswer] ?? 0) + 1;
      if (answerabilityPick(q) === q.correctAnswer) answerable++;
      guessed += guessProbability(q);
    }
    const f = itemWritingFlaws(q);
    let any = false;
    for (const [k, v] of Object.entries(f))
      if (v) {
        flaws[k] = (flaws[k] ?? 0) + 1;
        any = true;
      }
    if (any) anyFlaw++;
    for (let j = 0; j < i; j++)
      if (isNearDuplicate(qs[j]!, q)) {
        dups.add(i);
        dups.add(j);
      }
  });
  return {
    produced: qs.length,
    mc: qs.filter((q) => q.type === 'multiple-choice').length,
    valid,
    answerable,
    guessed,
    dupQuestions: dups.size,
    withSource,
    letters,
    flaws,
    anyFlaw,
    forms,
    quoted,
  };
}

const pct = (a: number, b: number) => (b === 0 ? '  n/a' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

function printRow(r: Row) {
  const n = r.produced;
  console.log(
    `${r.doc.slice(0, 38).padEnd(38)} ${r.language.padEnd(5)} ${r.difficulty.padEnd(6)} ${String(n).padStart(3)}/${String(r.requested).padEnd(3)} ` +
      `valid ${pct(r.valid, n)}  ans ${pct(r.answerable, r.mc)}  guess ${pct(r.guessed, r.mc)}  dup ${pct(r.dupQuestions, n)}  ` +
      `src ${pct(r.withSource, n)}  quote ${pct(r.quoted, n)}  forms ${Object.keys(r.forms).length}  cloze ${pct(r.forms.cloze ?? 0, n)}  flaws ${pct(r.anyFlaw, n)}  keys ${['A', 'B', 'C', 'D'].map((l) => r.letters[l] ?? 0).join('/')}  ` +
      `${r.ms.toFixed(0).padStart(5)} ms  heap +${r.heapMb.toFixed(0)} MB  rss ${r.peakMb.toFixed(0)} MB${r.note ? `  [${r.note}]` : ''}`,
  );
}

function aggregate(label: string, rows: Row[]) {
  const sum = (k: keyof Row) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const n = sum('produced');
  const letters: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  const flaws: Record<string, number> = {};
  const forms: Record<string, number> = {};
  for (const r of rows) for (const [k, v] of Object.entries(r.forms)) forms[k] = (forms[k] ?? 0) + v;
  for (const r of rows) {
    for (const [k, v] of Object.entries(r.letters)) letters[k] = (letters[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.flaws)) flaws[k] = (flaws[k] ?? 0) + v;
  }
  console.log(
    `\n== ${label}: ${rows.length} runs, ${n} questions (${sum('requested')} requested)\n` +
      `   validity ${pct(sum('valid'), n)} | answerability ${pct(sum('answerable'), sum('mc'))} | guessability ${pct(sum('guessed'), sum('mc'))} (chance 25%)` +
      ` | near-duplicates ${pct(sum('dupQuestions'), n)} | with source ${pct(sum('withSource'), n)}\n` +
      `   key letters A/B/C/D ${['A', 'B', 'C', 'D'].map((l) => letters[l]).join('/')}` +
      ` | item-writing flaws ${pct(sum('anyFlaw'), n)} (${
        Object.entries(flaws)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'none'
      })\n` +
      `   forms ${Object.entries(forms)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} | cloze ${pct(forms.cloze ?? 0, n)} | quote in the cited unit ${pct(sum('quoted'), n)}` +
      ` | tests with >= 4 forms ${rows.filter((r) => Object.keys(r.forms).length >= 4).length}/${rows.length}\n` +
      `   time ${sum('ms').toFixed(0)} ms total, max ${Math.max(...rows.map((r) => r.ms)).toFixed(0)} ms | peak heap growth ${Math.max(...rows.map((r) => r.heapMb)).toFixed(0)} MB, peak process RSS ${Math.max(...rows.map((r) => r.peakMb)).toFixed(0)} MB`,
  );
}

function render(q: GeneratedQuestion, i: number): string {
  const lines = [`### ${i + 1}. ${q.text}`];
  if (q.options)
    lines.push(...q.options.map((o) => `- ${o}${o.startsWith(q.correctAnswer + ')') ? '   ✔' : ''}`));
  else lines.push(`Sample answer: ${q.correctAnswer}`, `Key ideas: ${(q.keyIdeas ?? []).join('; ')}`);
  lines.push(`Source: ${q.source.documentName}, ${q.source.unitKind} ${q.source.unit}: "${q.source.quote}"`);
  lines.push(`Explanation: ${q.explanation}`, '');
  return lines.join('\n');
}

async function runPerf(docs: SourceDocument[]) {
  // 50,000 words of material per language (whole pages, repeated if the folder has less), one request of 30
  // multiple-choice questions (refused when the material supports fewer: every draw is tried), then one of the
  // count the material supports (at most 20), each measured cold (first call on the material) and warm (the same
  // request again: the engine keeps what it read). CPU time is printed too: on a busy machine it is the steadier.
  for (const lang of ['en', 'he']) {
    const { units, words, pool } = perfUnits(docs, lang);
    if (!pool) continue;
    const what = `${words} words (${pool} document(s), ${units.length} pages)`;
    const time = async (doc: SourceDocument, count: number, label: string) => {
      const req: GenerateRequest = {
        documents: [doc],
        difficulty: 'medium',
        questionType: 'multiple-choice',
        questionCount: count,
        seed,
      };
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const cpu = () => {
        const c = process.cpuUsage(c0);
        return `${((c.user + c.system) / 1000).toFixed(0)} ms CPU`;
      };
      try {
        const m = await measure(() => engine.generate(req));
        console.log(
          `perf ${lang} ${what}, ${count} MC, ${label}: ${m.ms.toFixed(0)} ms (${cpu()}), heap +${m.heapMb.toFixed(0)} MB, peak RSS ${m.peakMb.toFixed(0)} MB, ${m.value.questions.length} questions`,
        );
        return count;
      } catch (e) {
        const ms = performance.now() - t0;
        console.log(
          `perf ${lang} ${what}, ${count} MC, ${label}: ${ms.toFixed(0)} ms (${cpu()}): ${(e as Error).message}`,
        );
        return e instanceof EngineError ? (e.supported ?? 0) : 0;
      }
    };
    const doc: SourceDocument = { id: `perf-${lang}`, name: `perf-${lang}-50k`, unitKind: 'page', units };
    let supported = 30;
    for (const label of ['first call', 'second call'])
      supported = Math.min(supported, await time(doc, 30, label));
    if (supported >= 30 || supported < 1) continue;
    // the same material as another document (another id): the engine has not read it yet
    const again: SourceDocument = { ...doc, id: `perf-${lang}-supported` };
    const count = Math.min(20, supported);
    for (const label of ['first call', 'second call']) await time(again, count, label);
  }
}

const loaded = { docs: [] as SourceDocument[], skipped: [] as { file: string; reason: string }[] };
for (const f of folders.length ? folders : [opt('perf', '')]) {
  const l = await loadFolder(f);
  loaded.docs.push(...l.docs);
  loaded.skipped.push(...l.skipped);
}
if (perf) {
  await runPerf(loaded.docs);
  process.exit(0);
}
for (const s of loaded.skipped) console.log(`skipped ${s.file}: ${s.reason}`);
const rows: Row[] = [];
const out: string[] = [`# Questions: engine ${engineId}, ${type}, ${new Date().toISOString()}\n`];
for (const difficulty of difficulties) {
  for (const doc of loaded.docs) {
    const language = detectLanguage(doc.units.map((u) => u.text).join('\n'));
    const req: GenerateRequest = {
      documents: [doc],
      difficulty,
      questionType: type,
      questionCount: count,
      seed: seed + 7919 * rows.length,
    };
    let note = '';
    let res: GeneratedQuestion[] = [];
    let m: { ms: number; peakMb: number; heapMb: number } = { ms: 0, peakMb: 0, heapMb: 0 };
    try {
      const r = await measure(() => engine.generate(req));
      res = r.value.questions;
      m = r;
    } catch (e) {
      if (e instanceof EngineError && e.code === 'INSUFFICIENT_CONTENT' && (e.supported ?? 0) > 0) {
        note = `supports ${e.supported}`;
        const r = await measure(() => engine.generate({ ...req, questionCount: e.supported! }));
        res = r.value.questions;
        m = r;
      } else note = e instanceof EngineError ? `${e.code}: ${e.message}` : String(e);
    }
    const row: Row = {
      doc: doc.name,
      language,
      difficulty,
      requested: count,
      note,
      ms: m.ms,
      peakMb: m.peakMb,
      heapMb: m.heapMb,
      ...evaluate(doc, res, [doc]),
    };
    rows.push(row);
    printRow(row);
    out.push(`## ${doc.name} (${language}, ${difficulty})${note ? ` — ${note}` : ''}\n`, ...res.map(render));
  }
}
const produced = rows.filter((r) => r.produced > 0);
aggregate('overall', produced);
for (const lang of [...new Set(produced.map((r) => r.language))])
  aggregate(
    `language ${lang}`,
    produced.filter((r) => r.language === lang),
  );
mkdirSync(join('bench', 'out'), { recursive: true });
const file = join('bench', 'out', `questions-${engineId}-${type}-${difficulties.join('-')}.md`);
writeFileSync(file, out.join('\n'));
console.log(`\nquestions written to ${file}`);
