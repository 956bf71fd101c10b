import { afterAll, describe, expect, it } from 'vitest';
import {
  archiveWorkerStats,
  configureArchiveWorkers,
  ExtractError,
  extractDocumentNode,
  extractDocx,
  extractTxt,
  extractOfficeInWorker,
  shutdownArchiveWorkers,
  verifyArchiveInWorker,
} from '../src/node.ts';
import {
  docxEntries,
  lyingDocxBomb,
  lyingPptxBomb,
  pptxEntries,
  writeZip,
  zeroBombStream,
} from './hostile-zips.ts';

afterAll(() => shutdownArchiveWorkers());

async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ExtractError);
    return (e as ExtractError).code;
  }
  return undefined;
}

/**
 * Runs `work` while a 10 ms timer ticks on this thread; returns the longest gap between ticks,
 * which is how long this event loop was blocked.
 */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(worst, performance.now() - last);
}

describe('archive worker pool', () => {
  it('reads a DOCX and a PPTX off this thread with the same result', async () => {
    const docx = writeZip(docxEntries(['Cells are the basic unit of life.', 'Mitochondria make energy.']));
    const r = await extractOfficeInWorker({ data: docx }, 'docx');
    expect(r).toEqual(await extractDocx(docx));
    expect(r.text).toMatch(/^Cells are the basic unit of life\.\s+Mitochondria make energy\.$/);
    expect(await extractDocumentNode(docx, 'notes.docx')).toEqual(r);
    const pptx = writeZip(pptxEntries(['Photosynthesis', 'Respiration']));
    const p = await extractDocumentNode(pptx, 'slides.pptx');
    expect(p.units.map((u) => u.text)).toEqual(['Photosynthesis', 'Respiration']);
    expect(await verifyArchiveInWorker({ data: pptx }, 'slides.pptx')).toMatchObject({
      detected: 'pptx',
      ok: true,
      entryCount: 4,
    });
  });

  it('refuses a DOCX whose headers understate a 1 GB entry at once, without stalling this thread', async () => {
    const bomb = lyingDocxBomb(1024); // 1 GiB of zeros claimed as 20 KB
    let code: string | undefined;
    const stall = await longestStall(async () => {
      code = await codeOf(verifyArchiveInWorker({ data: bomb }, 'bomb.docx'));
    });
    expect(code).toBe('ZIP_BOMB');
    // inflating the gigabyte on this thread blocked it for seconds
    expect(stall).toBeLessThan(1000);
    expect(await codeOf(extractDocumentNode(bomb, 'bomb.docx'))).toBe('ZIP_BOMB');
    expect(await codeOf(extractDocumentNode(lyingPptxBomb(1024), 'bomb.pptx'))).toBe('ZIP_BOMB');
  });

  it('terminates the thread when the time limit fires, and the pool goes on', async () => {
    // honest sizes within every limit (2 x 91 MB, ratios about 83:1): inflating takes a while
    const big = (name: string) => ({
      name,
      raw: zeroBombStream(90, 1024),
      method: 8 as const,
      crc: 0,
      uncompressedSize: (90 << 20) + (1024 << 10),
    });
    const z = writeZip([big('word/document.xml'), big('word/b.xml')]);
    const before = archiveWorkerStats().threads;
    const t0 = performance.now();
    expect(await codeOf(verifyArchiveInWorker({ data: z }, 'big.docx', { timeoutMs: 30 }))).toBe('ABORTED');
    expect(performance.now() - t0).toBeLessThan(5000);
    // the thread was thrown away; the next job gets a working one
    expect(archiveWorkerStats().threads).toBeLessThanOrEqual(before);
    const ok = writeZip(docxEntries(['Still working']));
    expect((await extractOfficeInWorker({ data: ok }, 'docx')).text).toBe('Still working');
  });

  it('queues jobs beyond its threads and refuses 20 bombs at once', async () => {
    configureArchiveWorkers({ threads: 2 });
    const bombs = Array.from({ length: 20 }, () => lyingDocxBomb(512));
    const codes = await Promise.all(bombs.map((b) => codeOf(verifyArchiveInWorker({ data: b }, 'x.docx'))));
    expect(codes).toEqual(Array(20).fill('ZIP_BOMB'));
    expect(archiveWorkerStats().threads).toBeLessThanOrEqual(2);
    expect(archiveWorkerStats().queued).toBe(0);
  });

  it('reads only the start of a long text file, with the same result as reading all of it', async () => {
    const para = (i: number) => `Paragraph ${i} explains how the cell membrane controls transport.\n\n`;
    const text = Array.from({ length: 40_000 }, (_, i) => para(i)).join('') + 'שלום עולם';
    const data = new TextEncoder().encode(text);
    const whole = await extractTxt(data, { maxChars: 50_000 });
    const worker = await extractOfficeInWorker({ data }, 'txt', { maxChars: 50_000 });
    expect(worker.text).toBe(whole.text);
    expect(worker.truncated).toBe(true);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Uint16Array.from(text, (c) => c.charCodeAt(0)).buffer),
    ]);
    expect((await extractOfficeInWorker({ data: utf16 }, 'txt', { maxChars: 50_000 })).text).toBe(whole.text);
  });

  it('an aborted signal ends a queued or running job', async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await codeOf(extractOfficeInWorker({ data: writeZip(docxEntries(['x'])) }, 'docx', ac))).toBe(
      'ABORTED',
    );
  });
});
