import { describe, expect, it, vi } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import {
  assessExtraction,
  extractDocument,
  extractDocx,
  extractPptx,
  VISUAL_AI_RULE,
  type ExtractResult,
} from '../src/index.ts';
import { slideOrder } from '../src/pptx.ts';

// pdf.js and fixture generation are slow on a loaded CI machine
vi.setConfig({ testTimeout: 30_000 });

async function makePptx(slides = 12): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  for (let i = 1; i <= slides; i++) {
    const s = pres.addSlide();
    s.addText(`Slide ${i} title`, { x: 0.5, y: 0.3, w: 9, h: 0.8 });
    s.addText(`Body text of slide number ${i}`, { x: 0.5, y: 1.3, w: 9, h: 1 });
    if (i === 3) {
      s.addText('Text inside a rounded shape', { shape: pres.ShapeType.roundRect, x: 1, y: 3, w: 4, h: 1 });
      s.addTable(
        [
          [{ text: 'Term' }, { text: 'Meaning' }],
          [{ text: 'Mitosis' }, { text: 'Cell division' }],
        ],
        { x: 1, y: 4.2, w: 6 },
      );
    }
    if (i === 5) s.addText('שלום עולם בעברית', { x: 0.5, y: 3, w: 9, h: 1, rtlMode: true });
    if (i % 2 === 0) s.addNotes(`Speaker notes for slide ${i}`);
  }
  return (await pres.write({ outputType: 'uint8array' })) as Uint8Array;
}

describe('extractPptx', () => {
  it('returns slides in numeric order with every shape and table, notes kept apart', async () => {
    const r = await extractPptx(await makePptx(12));
    expect(r.kind).toBe('pptx');
    expect(r.unitKind).toBe('slide');
    expect(r.units.map((u) => u.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    r.units.forEach((u, i) => expect(u.text).toContain(`Slide ${i + 1} title`));
    expect(r.text.indexOf('Slide 2 title')).toBeLessThan(r.text.indexOf('Slide 10 title'));
    const s3 = r.units[2]!.text;
    expect(s3).toContain('Text inside a rounded shape');
    expect(s3).toMatch(/Term Meaning\nMitosis Cell division/);
    expect(r.units[1]!.notes).toBe('Speaker notes for slide 2');
    expect(r.units[0]!.notes).toBeUndefined();
    expect(r.text).not.toContain('Speaker notes');
    expect(r.units[4]!.text).toContain('שלום עולם בעברית');
    expect(r.hasHebrew).toBe(true);
    expect(r.textLayer).toBe('ok');
    expect(r.pageCount).toBe(12);
  });

  it('orders slide parts numerically without a presentation list, and by the list when present', () => {
    const names = [
      'ppt/slides/slide10.xml',
      'ppt/slides/slide2.xml',
      'ppt/slides/slide1.xml',
      'ppt/slides/_rels/slide1.xml.rels',
    ];
    expect(slideOrder(names)).toEqual([
      'ppt/slides/slide1.xml',
      'ppt/slides/slide2.xml',
      'ppt/slides/slide10.xml',
    ]);
    const pres =
      '<p:presentation><p:sldIdLst><p:sldId id="1" r:id="rId3"/><p:sldId id="2" r:id="rId1"/><p:sldId id="3" r:id="rId2"/></p:sldIdLst></p:presentation>';
    const rels = `<Relationships>
      <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide1.xml"/>
      <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide2.xml"/>
      <Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="/ppt/slides/slide10.xml"/>
    </Relationships>`;
    expect(slideOrder(names, pres, rels)).toEqual([
      'ppt/slides/slide10.xml',
      'ppt/slides/slide1.xml',
      'ppt/slides/slide2.xml',
    ]);
  });

  it('skips slide-number placeholders and decodes entities', async () => {
    const sld = `<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree>
      <p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>A &amp; B &lt;C&gt; &#x5E9;</a:t></a:r><a:br/><a:r><a:t>second</a:t></a:r></a:p></p:txBody></p:sp>
      <p:sp><p:nvSpPr><p:nvPr><p:ph type="sldNum"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:fld type="slidenum"><a:t>7</a:t></a:fld></a:p></p:txBody></p:sp>
    </p:spTree></p:cSld></p:sld>`;
    const z = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'ppt/presentation.xml': strToU8('<p:presentation/>'),
      'ppt/slides/slide1.xml': strToU8(sld),
    });
    const r = await extractPptx(z);
    expect(r.units).toEqual([{ number: 1, text: 'A & B <C> ש\nsecond' }]);
  });

  it('gives estimatedWords from docProps/app.xml', async () => {
    const files = unzipSync(await makePptx(2));
    files['docProps/app.xml'] = strToU8('<Properties><Words>40</Words><Slides>2</Slides></Properties>');
    const r = await extractPptx(zipSync(files));
    expect(r.estimatedWords).toBe(40);
    expect(r.estimatedWordsSource).toBe('metadata');
  });

  it('marks a deck without any text as missing', async () => {
    const pres = new PptxGenJS();
    pres.addSlide().addShape(pres.ShapeType.rect, { x: 1, y: 1, w: 2, h: 2 });
    const r = await extractPptx((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
    expect(r.textLayer).toBe('missing');
  });
});

async function makeDocx(opts: { hebrew?: boolean } = {}): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Cells are the basic unit of life.'),
          new Table({
            rows: [
              new TableRow({
                children: ['Organelle', 'Function'].map(
                  (t) => new TableCell({ children: [new Paragraph(t)] }),
                ),
              }),
              new TableRow({
                children: ['Nucleus', 'Stores DNA'].map(
                  (t) => new TableCell({ children: [new Paragraph(t)] }),
                ),
              }),
            ],
          }),
          new Paragraph({ text: 'Chapter Two', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Mitochondria\u00a0produce energy.'),
          ...(opts.hebrew
            ? [
                new Paragraph({
                  bidirectional: true,
                  children: [new TextRun({ text: 'התא הוא יחידת החיים הבסיסית', rightToLeft: true })],
                }),
              ]
            : []),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('extractDocx', () => {
  it('returns sections split at top-level headings, with tables', async () => {
    const r = await extractDocx(await makeDocx({ hebrew: true }));
    expect(r.kind).toBe('docx');
    expect(r.unitKind).toBe('section');
    expect(r.units.map((u) => u.text)).toEqual([
      'Introduction\n\nCells are the basic unit of life.\n\nOrganelle Function\nNucleus Stores DNA',
      'Chapter Two\n\nMitochondria produce energy.\n\nהתא הוא יחידת החיים הבסיסית',
    ]);
    expect(r.units.map((u) => u.title)).toEqual(['Introduction', 'Chapter Two']);
    expect(r.hasHebrew).toBe(true);
    expect(r.textLayer).toBe('ok');
    expect(r.wordCount).toBe(23);
  });

  it('takes estimatedWords from app.xml <Words>, else counts the XML text', async () => {
    const plain = await extractDocx(await makeDocx());
    expect(plain.estimatedWordsSource).toBe('xml');
    expect(plain.estimatedWords).toBe(plain.wordCount);
    const files = unzipSync(await makeDocx());
    files['docProps/app.xml'] = strToU8(
      '<Properties xmlns="x"><Pages>1</Pages><Words>1000</Words></Properties>',
    );
    const withMeta = await extractDocx(zipSync(files));
    expect(withMeta.estimatedWords).toBe(1000);
    expect(withMeta.estimatedWordsSource).toBe('metadata');
    const a = assessExtraction(withMeta);
    expect(a.extractionRate).toBeCloseTo(withMeta.wordCount / 1000, 3);
    expect(a.requiresVisualAI).toBe(true);
    expect(assessExtraction(plain).requiresVisualAI).toBe(false);
  });

  it('applies the visual-AI rule only with enough estimated words', () => {
    const base: ExtractResult = {
      kind: 'docx',
      unitKind: 'section',
      units: [],
      text: '',
      language: 'en',
      hasHebrew: false,
      textLayer: 'ok',
      warnings: [],
      wordCount: 0,
    };
    expect(VISUAL_AI_RULE).toEqual({ minExtractionRate: 0.3, minEstimatedWords: 50 });
    expect(assessExtraction({ ...base, wordCount: 10, estimatedWords: 40 }).requiresVisualAI).toBe(false);
    expect(assessExtraction({ ...base, wordCount: 10, estimatedWords: 50 }).requiresVisualAI).toBe(true);
    expect(assessExtraction({ ...base, wordCount: 15, estimatedWords: 50 }).requiresVisualAI).toBe(false);
    expect(assessExtraction({ ...base, wordCount: 0, textLayer: 'missing' }).requiresVisualAI).toBe(true);
    expect(assessExtraction({ ...base, wordCount: 100 }).extractionRate).toBeNull();
    // More words read than the file's own count promised: everything was read, not 107% of it.
    const more = assessExtraction({ ...base, wordCount: 2973, estimatedWords: 2771 });
    expect(more).toMatchObject({ extractedWords: 2973, estimatedWords: 2771, extractionRate: 1 });
  });

  it('dispatches .docx through extractDocument and rejects corrupt ones', async () => {
    const bytes = await makeDocx();
    expect((await extractDocument(bytes, 'notes.docx')).kind).toBe('docx');
    const files = unzipSync(bytes);
    delete files['word/document.xml'];
    await expect(extractDocx(zipSync(files))).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    await expect(extractDocx(bytes.subarray(0, bytes.length - 100))).rejects.toMatchObject({
      code: 'CORRUPT',
    });
  });
});
