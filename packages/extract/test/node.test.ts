import { afterAll, describe, expect, it, vi } from 'vitest';
import { extractDocumentNode, extractPdf, extractPdfParallel, shutdownPdfWorkers } from '../src/node.ts';
import { encryptedPdf, simplePdf } from './fixtures.ts';

// pdf.js and fixture generation are slow on a loaded CI machine
vi.setConfig({ testTimeout: 30_000 });

afterAll(() => shutdownPdfWorkers());

describe('@studypilot/extract/node', () => {
  it('gives the same result with worker threads as in one thread', async () => {
    const pages = Array.from({ length: 70 }, (_, i) => [
      `Page ${i + 1} heading`,
      `body text of page ${i + 1} with words`,
    ]);
    const bytes = await simplePdf(pages);
    const one = await extractPdf(bytes);
    const par = await extractPdfParallel(bytes, { threads: 2 });
    expect(par).toEqual(one);
    expect(par.units).toHaveLength(70);
    expect(par.units[69]!.text).toBe('Page 70 heading\nbody text of page 70 with words');
    // pooled workers are reused
    expect(await extractPdfParallel(bytes, { threads: 2 })).toEqual(one);
    // early stop with maxChars
    const cut = await extractPdfParallel(bytes, { threads: 2, maxChars: 2500 });
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(2500);
  });

  it('reports errors the same way', async () => {
    await expect(extractPdfParallel(await encryptedPdf(), { threads: 2 })).rejects.toMatchObject({
      code: 'ENCRYPTED',
    });
    await expect(extractDocumentNode(new Uint8Array(0), 'a.pdf')).rejects.toMatchObject({ code: 'EMPTY' });
    const r = await extractDocumentNode(new TextEncoder().encode('hello there'), 'a.txt');
    expect(r.kind).toBe('txt');
  });
});
