import { describe, expect, it, vi } from 'vitest';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { extractDocument, extractDocx, extractTxt, SECTION_RULE } from '../src/index.ts';

vi.setConfig({ testTimeout: 30_000 });

const enc = (s: string) => new TextEncoder().encode(s);

/** A sentence of exactly 10 words. */
const sentence = (i: number) => `Sentence number ${i} talks about ownership and borrowing in Rust.`;
const paragraph = (from: number, n: number) =>
  Array.from({ length: n }, (_, k) => sentence(from + k)).join(' ');

async function docx(children: Paragraph[]): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('DOCX sections by heading styles', () => {
  it('gives every heading its own section, titled by the heading', async () => {
    const r = await extractDocx(
      await docx([
        new Paragraph({ text: 'Memory in Rust', heading: HeadingLevel.TITLE }),
        new Paragraph('Rust manages memory without a garbage collector.'),
        new Paragraph({ text: 'Ownership rules', heading: HeadingLevel.HEADING_1 }),
        new Paragraph('Each value in Rust has an owner.'),
        new Paragraph('There can only be one owner at a time.'),
        new Paragraph({ text: 'Variable scope', heading: HeadingLevel.HEADING_2 }),
        new Paragraph('A scope is the range within a program for which an item is valid.'),
      ]),
    );
    expect(r.units.map((u) => [u.number, u.title])).toEqual([
      [1, 'Memory in Rust'],
      [2, 'Ownership rules'],
      [3, 'Variable scope'],
    ]);
    expect(r.units[1]!.text).toBe(
      'Ownership rules\n\nEach value in Rust has an owner.\n\nThere can only be one owner at a time.',
    );
  });

  it('finds headings of custom styles by their outline level', async () => {
    const doc = new Document({
      styles: {
        paragraphStyles: [
          {
            id: 'ChapterHead',
            name: 'Chapter Head',
            basedOn: 'Normal',
            run: { bold: true },
            paragraph: { outlineLevel: 0 },
          },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({ text: 'Cell biology', style: 'ChapterHead' }),
            new Paragraph('Cells are the basic unit of life.'),
            new Paragraph({ text: 'Genetics', style: 'ChapterHead' }),
            new Paragraph('Genes are carried on chromosomes.'),
          ],
        },
      ],
    });
    const r = await extractDocx(new Uint8Array(await Packer.toBuffer(doc)));
    expect(r.units.map((u) => u.title)).toEqual(['Cell biology', 'Genetics']);
    expect(r.units[1]!.text).toBe('Genetics\n\nGenes are carried on chromosomes.');
  });

  it('takes short bold or ALL CAPS paragraphs as headings when no heading style is used', async () => {
    const r = await extractDocx(
      await docx([
        new Paragraph({ children: [new TextRun({ text: 'Your rights', bold: true })] }),
        new Paragraph('You may ask to see and copy your record.'),
        new Paragraph('OUR RESPONSIBILITIES'),
        new Paragraph('We must keep your information private.'),
        // a bold sentence is not a heading
        new Paragraph({ children: [new TextRun({ text: 'Please review it carefully.', bold: true })] }),
      ]),
    );
    expect(r.units.map((u) => u.title)).toEqual(['Your rights', 'OUR RESPONSIBILITIES']);
    expect(r.units[1]!.text).toContain('Please review it carefully.');
  });

  it('splits a long section into bounded parts titled "Title (2)"', async () => {
    const paras = Array.from({ length: 30 }, (_, i) => new Paragraph(paragraph(i * 5, 5))); // 30 x 50 words
    const r = await extractDocx(
      await docx([new Paragraph({ text: 'Borrowing', heading: HeadingLevel.HEADING_1 }), ...paras]),
    );
    expect(r.units.length).toBe(3);
    expect(r.units.map((u) => u.title)).toEqual(['Borrowing', 'Borrowing (2)', 'Borrowing (3)']);
    for (const u of r.units) expect(u.text.split(/\s+/).length).toBeLessThanOrEqual(SECTION_RULE.maxWords);
    // nothing lost, nothing repeated, in order
    expect(r.units.map((u) => u.text).join(' ')).toContain(sentence(0));
    expect(r.text.split('Sentence number 149 ').length).toBe(2);
    expect(r.units[2]!.text.endsWith(sentence(149))).toBe(true);
  });

  it('cuts a document without headings into paragraph ranges', async () => {
    const paras = Array.from({ length: 24 }, (_, i) => new Paragraph(paragraph(i * 4, 4))); // 24 x 40 words
    const r = await extractDocx(await docx(paras));
    expect(r.units.map((u) => u.title)).toEqual(['Paragraphs 1-12', 'Paragraphs 13-24']);
    expect(r.units[1]!.text.startsWith(sentence(48))).toBe(true);
  });
});

describe('TXT sections by heading-like lines', () => {
  it('uses numbered titles and short ALL CAPS lines as headings', async () => {
    const text = [
      'INTRODUCTION',
      '',
      'Photosynthesis turns light into chemical energy.',
      '',
      '2.1 Light reactions',
      'The light reactions happen in the thylakoid membranes.',
      '',
      '2.2 The Calvin cycle',
      '',
      'The Calvin cycle fixes carbon dioxide.',
      '1. Carbon fixation',
      '2. Reduction',
      '3. Regeneration',
    ].join('\n');
    const r = await extractTxt(enc(text));
    expect(r.units.map((u) => u.title)).toEqual([
      'INTRODUCTION',
      '2.1 Light reactions',
      '2.2 The Calvin cycle',
    ]);
    expect(r.units[2]!.text).toBe(
      '2.2 The Calvin cycle\n\nThe Calvin cycle fixes carbon dioxide.\n1. Carbon fixation\n2. Reduction\n3. Regeneration',
    );
  });

  it('does not take a numbered list or a sentence for a heading', async () => {
    const r = await extractTxt(
      enc('1. Wash the cells\n2. Add the dye\n\n3 Students passed the exam.\n\nThe end.'),
    );
    expect(r.units).toHaveLength(1);
    expect(r.units[0]!.title).toBe('Paragraphs 1-3');
  });

  it('titles paragraph ranges in Hebrew for a Hebrew text without headings', async () => {
    const he = Array.from(
      { length: 3 },
      () => 'התא הוא יחידת החיים הבסיסית של כל יצור חי על פני כדור הארץ.',
    ).join(' ');
    const paras = Array.from({ length: 40 }, () => he); // 40 x ~36 words
    const r = await extractTxt(enc(paras.join('\n\n')));
    expect(r.language).toBe('he');
    expect(r.units.length).toBeGreaterThan(1);
    expect(r.units[0]!.title).toMatch(/^פסקאות 1-\d+$/);
    expect(r.units[r.units.length - 1]!.title).toMatch(/^פסקאות \d+-40$/);
  });
});

describe('Markdown sections', () => {
  const md = [
    '---',
    'aliases: ownership',
    '---',
    '# Ownership',
    '',
    'Ownership is a set of rules that govern how a Rust program',
    'manages **memory**. See [the book](https://doc.rust-lang.org/book/) and [[Borrowing|borrowing]].',
    '',
    '```rust',
    '# not a heading',
    'let s = String::from("hello");',
    '```',
    '',
    'Ownership rules',
    '---------------',
    '',
    '- Each value in Rust has an *owner*.',
    '- There can only be one owner at a time.',
    '',
    '> [!note] Scope',
    '> When the owner goes out of scope, the value will be `dropped`.',
    '',
    '![[diagram.png|400]]',
    '',
    '| Type | Copy |',
    '|------|------|',
    '| i32 | yes |',
  ].join('\n');

  it('keeps an HTML figure caption as a paragraph of its own, labelled "Figure:"', async () => {
    const src = [
      '# Linear classification',
      '',
      'A linear classifier computes a weighted sum of the pixel values.',
      '<div class="fig figcenter">',
      '  <img src="/assets/imagemap.jpg">',
      '  <div class="figcaption">An example of mapping an image',
      '  to class scores.</div>',
      '</div>',
      'The bias vector shifts the scores.',
      '<figure><figcaption>Cartoon of the image space.</figcaption></figure>',
    ].join('\n');
    const r = await extractDocument(enc(src), 'notes.md');
    expect(r.units[0]!.text).toBe(
      'Linear classification\n\nA linear classifier computes a weighted sum of the pixel values.\n\n' +
        'Figure: An example of mapping an image to class scores.\n\nThe bias vector shifts the scores.\n\n' +
        'Figure: Cartoon of the image space.',
    );
  });

  it('splits .md uploads at # and setext headings, never inside code, and renders inline syntax as text', async () => {
    const r = await extractDocument(enc(md), 'notes.md');
    expect(r.kind).toBe('txt');
    expect(r.units.map((u) => u.title)).toEqual(['Ownership', 'Ownership rules']);
    expect(r.units[0]!.text).toBe(
      'Ownership\n\nOwnership is a set of rules that govern how a Rust program manages memory. See the book and borrowing.\n\n' +
        '# not a heading\nlet s = String::from("hello");',
    );
    expect(r.units[0]!.text).not.toContain('aliases');
    expect(r.units[1]!.text).toBe(
      'Ownership rules\n\nEach value in Rust has an owner.\nThere can only be one owner at a time.\n\n' +
        'Scope\nWhen the owner goes out of scope, the value will be dropped.\n\nType Copy\ni32 yes',
    );
    // a .txt file keeps Markdown syntax as it is
    const txt = await extractDocument(enc('# Title\n\nSome **bold** text.'), 'notes.txt');
    expect(txt.units[0]!.text).toBe('# Title\n\nSome **bold** text.');
  });
});
