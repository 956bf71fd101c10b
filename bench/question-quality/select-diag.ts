/**
 * Why the selection turns away each candidate that passes the gate on its own (eng-select7, decision 104): for each
 * document, the fixed draws of a 10-question request (as the engine tries them), the best draw's test, then every
 * candidate passing the gate alone (`conflictOf` and `applyGate` on a fresh test, built in a fresh draw) that the test did not take, with
 * the rule that turns it away in the finished test (usedSentences, usedQuotes, topicCount>=2, givesAway, answers,
 * repeated option set, conflictOf, longOptions, gate in test, no question: the builder gives none in the finished
 * test (its sentences used, or a list line already offered), or not reached / caps).
 * npx tsx bench/question-quality/select-diag.ts <folder> [name part] [--difficulty medium] [--count 10] [--seed N] [--show] [--redraw]
 * (--seed: that draw only, not the engine's fixed draws; --redraw: a candidate whose question alone has a second
 * defensible option drawn again up to 8 times)
 */
import { analyzedDocs } from './analyzed.ts';
import { candidatesOf, selectQuestions, type Item } from '../../packages/engine/src/local/select.ts';
import { applyGate } from '../../packages/engine/src/quality.ts';
import { questionConflict } from '../../packages/engine/src/local/defensible.ts';
import type { GenerateRequest, GeneratedQuestion } from '../../packages/engine/src/index.ts';

const args = process.argv.slice(2);
const opt = (k: string, d: string) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1]! : d);
const positional = args.filter(
  (a, i) => !a.startsWith('--') && !args[i - 1]?.match(/^--(difficulty|count)$/),
);
const show = args.includes('--show');
const difficulty = opt('difficulty', 'medium') as GenerateRequest['difficulty'];
const count = Number(opt('count', '10'));
const SEEDS = [0x2545f491, 0x9e3779b9, 0x7f4a7c15, 0x5851f42d, 0x14057b7e];

const print = (q: GeneratedQuestion, pre = '     ') => {
  console.log(`${pre}[${q.form}] ${q.text}`);
  (q.options ?? []).forEach((o) => console.log(`${pre}  ${o === q.correctAnswer ? '*' : '-'} ${o}`));
};

for await (const { corpus, req: base } of analyzedDocs(positional[0]!, positional[1])) {
  const req = { ...base, difficulty, questionCount: count };
  let best: { seed: number; chosen: GeneratedQuestion[]; items: Item[]; why: (it: Item) => string } | null =
    null;
  for (const seed of args.includes('--seed') ? [Number(opt('seed', '0'))] : SEEDS) {
    const items = candidatesOf(corpus, req, seed);
    let why: (it: Item) => string = () => '';
    const chosen = await selectQuestions(
      corpus,
      req,
      items,
      count,
      undefined,
      () => {},
      (w) => (why = w),
    );
    if (!best || chosen.length > best.chosen.length) best = { seed, chosen, items, why };
    if (chosen.length >= count) break;
  }
  const { chosen, items, why } = best!;
  console.log(
    `\n=== ${req.documents[0]!.name} ${difficulty}: ${chosen.length}/${count} (seed ${best!.seed})`,
  );
  chosen.forEach((q, i) => print(q, `  ${i + 1}. `));
  const texts = new Set(chosen.map((q) => q.text));
  const tally = new Map<string, number>();
  for (const [i, it] of items.entries()) {
    // alone: the candidate of a fresh draw of the same seed (a builder may keep state through a draw: slides.ts
    // offers a list line once per draw)
    const made = candidatesOf(corpus, req, best!.seed)[i]!.make(new Set());
    const alone = !made
      ? `alone: no question (${it.form})`
      : questionConflict(corpus, made.q, it.form, made.used)
        ? 'alone: conflictOf'
        : !applyGate([made.q], 1, { documents: req.documents }).accepted.length
          ? 'alone: gate'
          : texts.has(made.q.text)
            ? 'chosen (or its stem)'
            : '';
    if (alone === 'alone: conflictOf' && args.includes('--redraw')) {
      // the same candidate drawn again (distractors drawn at random may differ)
      const fresh = candidatesOf(corpus, req, best!.seed)[i]!;
      for (let k = 0; k < 8; k++) {
        const m = fresh.make(new Set());
        if (!m) continue;
        const c = questionConflict(corpus, m.q, it.form, m.used);
        console.log(`  ~~ redraw ${k}: ${c ? `conflict ${c}` : 'passes'}`);
        print(m.q);
        if (!c) break;
      }
    }
    if (alone) {
      tally.set(alone, (tally.get(alone) ?? 0) + 1);
      continue;
    }
    const w = why(it);
    const rule = w.replace(/ \(.*|:.*/, '');
    tally.set(rule, (tally.get(rule) ?? 0) + 1);
    console.log(`  -- ${w} | topics ${it.topics.join(',')} | score ${it.score.toFixed(2)}`);
    if (show || rule !== 'usedSentences') print(made!.q);
  }
  console.log(`  tally: ${[...tally].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
