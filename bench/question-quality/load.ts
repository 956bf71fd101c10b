/** Loads a folder of documents into SourceDocuments (txt, md; other formats through packages/extract if it works). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { detectLanguage, type SourceDocument } from '../../packages/engine/src/index.ts';

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Markdown to plain prose: drops front matter, code blocks, math, images, tables and link syntax. */
export function markdownToText(md: string): string {
  return md
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '\n')
    .replace(/\$\$[\s\S]*?\$\$/g, '\n')
    .replace(/\$([^$\n]+)\$/g, (_m, tex: string) =>
      tex
        .replace(/\\[a-zA-Z]+/g, ' ')
        .replace(/[{}^_]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .replace(/!\[\[[^\]]*\]\]/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*>\s*\[![^\]]*\][^\n]*$/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*\|.*\|\s*$/gm, '')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|\s)\*([^*\n]+)\*/g, '$1$2')
    .replace(/^#{1,6}\s+(.*)$/gm, '\n$1\n');
}

function unitsFromMarkdown(md: string): SourceDocument['units'] {
  const sections = md.replace(/^---\n[\s\S]*?\n---\n/, '').split(/\n(?=#{1,3}\s)/);
  return sections
    .map((s) => {
      const title = /^#{1,3}\s+(.+)$/m.exec(s.trimStart())?.[1]?.trim();
      const first = s.trimStart().startsWith('#');
      return { text: markdownToText(s), ...(first && title ? { title: markdownToText(title).trim() } : {}) };
    })
    .filter((u) => u.text.trim())
    .map((u, i) => ({ number: i + 1, ...u }));
}

export interface Loaded {
  docs: SourceDocument[];
  skipped: { file: string; reason: string }[];
}

export async function loadFolder(folder: string): Promise<Loaded> {
  const files = readdirSync(folder)
    .filter((f) => statSync(join(folder, f)).isFile())
    .sort();
  const docs: SourceDocument[] = [];
  const skipped: Loaded['skipped'] = [];
  let extractor: ((buf: Buffer, name: string) => Promise<SourceDocument['units']>) | null | undefined;
  for (const f of files) {
    const path = join(folder, f);
    const ext = extname(f).toLowerCase();
    const id = basename(f, ext);
    if (f.endsWith('.layout.txt') && files.includes(f.replace('.layout.txt', '.txt'))) {
      skipped.push({ file: f, reason: 'duplicate layout rendering of a .txt' });
      continue;
    }
    if (ext === '.txt') {
      const text = decode(readFileSync(path, 'utf8'));
      if (/^--- slide \d+ ---$/m.test(text)) {
        const parts = text.split(/^--- slide (\d+) ---$/m);
        const units = [];
        for (let i = 1; i < parts.length; i += 2)
          units.push({ number: Number(parts[i]), text: parts[i + 1] ?? '' });
        docs.push({ id, name: f, unitKind: 'slide', units });
      } else {
        const pages = text.split('\f');
        docs.push({
          id,
          name: f,
          unitKind: pages.length > 1 ? 'page' : 'section',
          units: pages.map((t, i) => ({ number: i + 1, text: t })).filter((u) => u.text.trim()),
        });
      }
    } else if (ext === '.md') {
      // as the app reads it (packages/extract: sections by headings, with titles), else the bench's own reading
      if (extractor === undefined) extractor = await findExtractor();
      const units = extractor ? await extractor(readFileSync(path), f).catch(() => null) : null;
      docs.push({
        id,
        name: f,
        unitKind: 'section',
        units: units ?? unitsFromMarkdown(readFileSync(path, 'utf8')),
      });
    } else if (['.pdf', '.docx', '.pptx', '.doc', '.ppt'].includes(ext)) {
      if (extractor === undefined) extractor = await findExtractor();
      if (!extractor) {
        skipped.push({ file: f, reason: 'packages/extract not available; use the reference .txt files' });
        continue;
      }
      try {
        const units = await extractor(readFileSync(path), f);
        docs.push({
          id,
          name: f,
          unitKind: ext === '.pptx' || ext === '.ppt' ? 'slide' : ext === '.pdf' ? 'page' : 'section',
          units,
        });
      } catch (e) {
        skipped.push({ file: f, reason: `extraction failed: ${(e as Error).message}` });
      }
    } else skipped.push({ file: f, reason: 'unsupported type' });
  }
  return { docs, skipped };
}

async function findExtractor(): Promise<
  ((buf: Buffer, name: string) => Promise<SourceDocument['units']>) | null
> {
  for (const spec of ['@studypilot/extract/node', '@studypilot/extract']) {
    try {
      const mod = (await import(spec)) as Record<string, unknown>;
      const fn = mod.extractDocument as
        | ((
            data: Uint8Array,
            name: string,
          ) => Promise<{ units?: SourceDocument['units']; textLayer?: string; warnings?: string[] }>)
        | undefined;
      if (typeof fn !== 'function') continue;
      return async (buf, name) => {
        const r = await fn(new Uint8Array(buf), name);
        if (r.textLayer && r.textLayer !== 'ok') throw new Error(`text layer ${r.textLayer}`);
        if (!r.units) throw new Error('unexpected extractor result');
        return r.units.map((u) => ({
          number: u.number,
          text: u.text,
          ...((u as { title?: string }).title ? { title: (u as { title?: string }).title } : {}),
        }));
      };
    } catch {
      // try the next entry point
    }
  }
  return null;
}

/**
 * 50,000 words of one language's documents (whole pages, repeated if the folder has less), as the speed figures
 * (run.ts --perf, profile-first-call.ts) ask for them; `pool` is how many documents they came from.
 */
export function perfUnits(docs: SourceDocument[], lang: string) {
  const pool = docs.filter((d) => detectLanguage(d.units.map((u) => u.text).join(' ')) === lang);
  const units: SourceDocument['units'] = [];
  let words = 0;
  outer: for (let rep = 0; rep < 50 && pool.length; rep++)
    for (const d of pool)
      for (const u of d.units) {
        const w = u.text.split(/\s+/).filter(Boolean);
        const left = 50_000 - words;
        units.push({
          number: units.length + 1,
          text: w.length <= left ? u.text : w.slice(0, left).join(' '),
        });
        words += Math.min(w.length, left);
        if (words >= 50_000) break outer;
      }
  return { units, words, pool: pool.length };
}
