import { describe, expect, it, vi } from 'vitest';
import { decodeText, extractTxt } from '../src/index.ts';

// pdf.js and fixture generation are slow on a loaded CI machine
vi.setConfig({ testTimeout: 30_000 });

const utf16 = (s: string, be: boolean, bom: boolean) => {
  const out: number[] = bom ? (be ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.push(...(be ? [c >> 8, c & 0xff] : [c & 0xff, c >> 8]));
  }
  return new Uint8Array(out);
};

describe('extractTxt', () => {
  it('decodes UTF-8 with and without BOM', async () => {
    const enc = new TextEncoder();
    expect((await extractTxt(enc.encode('hello  world\n\n\n\nשלום'))).text).toBe('hello world\n\nשלום');
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('with bom')]);
    expect((await extractTxt(bom)).text).toBe('with bom');
  });
  it('decodes UTF-16 LE/BE by BOM and by heuristic', async () => {
    const s = 'Hebrew: שלום, English: hello';
    for (const be of [false, true]) {
      for (const bom of [true, false]) {
        const r = await extractTxt(utf16(s, be, bom));
        expect(r.text).toBe(s);
        expect(r.hasHebrew).toBe(true);
        expect(r.warnings).toEqual([]);
      }
    }
  });
  it('falls back to windows-1255 for legacy Hebrew bytes, with a warning', async () => {
    const r = await extractTxt(new Uint8Array([0xf9, 0xec, 0xe5, 0xed, 0x20, 0x61])); // "שלום a"
    expect(r.text).toBe('שלום a');
    expect(r.warnings[0]).toMatch(/windows-1255/);
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9])).text).toBe('café');
  });
  it('splits sections at form feeds when the text has no headings, and counts words', async () => {
    const r = await extractTxt(new TextEncoder().encode('page one text\fpage two'));
    expect(r.unitKind).toBe('section');
    expect(r.units).toEqual([
      { number: 1, text: 'page one text', title: 'Page 1' },
      { number: 2, text: 'page two', title: 'Page 2' },
    ]);
    expect(r.wordCount).toBe(5);
    expect(r.language).toBe('en');
  });
  it('rejects empty and whitespace-only files and binary content', async () => {
    await expect(extractTxt(new Uint8Array(0))).rejects.toMatchObject({ code: 'EMPTY' });
    await expect(extractTxt(new TextEncoder().encode(' \n\t '))).rejects.toMatchObject({ code: 'EMPTY' });
    await expect(extractTxt(new Uint8Array([0x89, 0x50, 0x00, 0x00, 0xff]))).rejects.toMatchObject({
      code: 'UNSUPPORTED',
    });
  });
  it('cuts at maxChars on a word boundary', async () => {
    const r = await extractTxt(new TextEncoder().encode('alpha beta gamma delta'), { maxChars: 13 });
    expect(r.text).toBe('alpha beta');
    expect(r.truncated).toBe(true);
  });
});

describe('Markdown notes saved as .txt (uploads take .txt, not .md)', () => {
  const enc = new TextEncoder();
  const NOTES = [
    '# The Stack and the Heap',
    '',
    '> Both the stack and the heap are parts of memory available to your code at runtime.',
    '> The stack stores values in the order it gets them: _last in, first out_.',
    '> Adding data is called **pushing onto the stack**.',
    '',
    '## Ownership Rules',
    '',
    'Each value in Rust has an [owner](https://example.org/owner). When the owner goes out of scope, the value is dropped.',
    '',
    '```rust',
    'let s = String::from("hello");',
    '```',
  ].join('\n');

  it('reads them as Markdown: sections by their headings, no quote marks or emphasis in the sentences', async () => {
    const r = await extractTxt(enc.encode(NOTES));
    expect(r.units.map((u) => u.title)).toEqual(['The Stack and the Heap', 'Ownership Rules']);
    expect(r.units[0]!.text).toContain(
      'The stack stores values in the order it gets them: last in, first out.',
    );
    expect(r.units[0]!.text).toContain('Adding data is called pushing onto the stack.');
    expect(r.text).not.toMatch(/^>/m);
    expect(r.units[1]!.text).toContain('Each value in Rust has an owner.');
  });

  it('keeps plain text notes as plain text (one "#" line, a quoted reply, no other mark)', async () => {
    const plain = [
      'Lecture 3',
      '',
      '# of students enrolled: 120',
      '',
      '> quoted from the syllabus: the exam is closed book.',
      '',
      'Photosynthesis converts light energy into chemical energy.',
    ].join('\n');
    const r = await extractTxt(enc.encode(plain));
    expect(r.text).toContain('# of students enrolled: 120');
    expect(r.text).toContain('> quoted from the syllabus');
  });
});
