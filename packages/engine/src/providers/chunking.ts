/** Long inputs are split into chunks sent as parallel requests, at most `limit` in flight. */
import { countWords } from '@studypilot/core';
import type { SourceDocument } from '../types.ts';
import { cleanText } from '../text.ts';

export interface Chunk {
  text: string;
  words: number;
}

/** Splits the documents into chunks of at most maxWords words, keeping page/slide boundaries where possible. */
export function chunkDocuments(docs: SourceDocument[], maxWords: number): Chunk[] {
  const chunks: Chunk[] = [];
  let parts: string[] = [];
  let words = 0;
  const flush = () => {
    if (parts.length) chunks.push({ text: parts.join('\n'), words });
    parts = [];
    words = 0;
  };
  for (const d of docs)
    for (const u of d.units) {
      const clean = cleanText(u.text).trim();
      if (!clean) continue;
      const tokens = clean.split(/(?<=\s)/);
      for (let i = 0; i < tokens.length; i += maxWords) {
        const piece = tokens.slice(i, i + maxWords).join('');
        const w = countWords(piece);
        if (words + w > maxWords) flush();
        parts.push(
          `<unit documentId="${d.id}" documentName="${d.name}" ${d.unitKind}="${u.number}">\n${piece}\n</unit>`,
        );
        words += w;
      }
    }
  flush();
  return chunks;
}

/** Runs tasks with at most `limit` in flight; rejects on the first failure. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
