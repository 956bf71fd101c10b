/**
 * CPU profile of the engine's first call on 50,000 words (as run.ts --perf builds them), written to a .cpuprofile
 * and summarised: self and inclusive time per function. Usage:
 *   npx tsx bench/question-quality/profile-first-call.ts <folder> [--lang en|he] [--count 30] [--out file]
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createEngine, type GenerateRequest } from '../../packages/engine/src/index.ts';
import { loadFolder, perfUnits } from './load.ts';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : dflt;
};
const folder = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!folder) {
  console.error('usage: profile-first-call.ts <folder> [--lang en|he] [--count 30] [--out file]');
  process.exit(2);
}
const lang = opt('lang', 'en');
const count = Number(opt('count', '30'));
const { docs } = await loadFolder(folder);
const { units, words } = perfUnits(docs, lang);
const engine = createEngine({ engine: 'local' });
const req: GenerateRequest = {
  documents: [{ id: `profile-${lang}`, name: `profile-${lang}`, unitKind: 'page', units }],
  difficulty: 'medium',
  questionType: 'multiple-choice',
  questionCount: count,
  seed: 1,
};
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
const t0 = performance.now();
let outcome = '';
try {
  outcome = `${(await engine.generate(req)).questions.length} questions`;
} catch (e) {
  outcome = (e as Error).message.slice(0, 120);
}
const ms = performance.now() - t0;
const { profile } = await session.post('Profiler.stop');
const out = opt('out', `/tmp/profile-${lang}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));
console.log(`${lang} ${words} words, ${count} MC: ${ms.toFixed(0)} ms: ${outcome}; profile ${out}`);

// self and inclusive time per function (engine files only for inclusive)
type Node = (typeof profile.nodes)[number];
const byId = new Map<number, Node>(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: Node) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const incl = new Map<string, number>();
const samples = profile.samples ?? [];
const deltas = profile.timeDeltas ?? [];
samples.forEach((id, i) => {
  const t = (deltas[i] ?? 0) / 1000;
  const n = byId.get(id)!;
  self.set(name(n), (self.get(name(n)) ?? 0) + t);
  const seen = new Set<string>();
  for (let j: number | undefined = id; j !== undefined; j = parent.get(j)) {
    const k = name(byId.get(j)!);
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + t);
  }
});
const top = (m: Map<string, number>, n: number, f = (_k: string) => true) =>
  [...m]
    .filter(([k]) => f(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`)
    .join('\n');
console.log(`self:\n${top(self, 25)}\ninclusive (engine):\n${top(incl, 35, (k) => /\.ts:/.test(k))}`);
