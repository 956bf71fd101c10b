import { describe, expect, it } from 'vitest';
import { extractDocx } from '../src/docx.ts';
import { dehyphenate, looksMultiColumn } from '../src/ocr.ts';
import {
  checkPictureSize,
  imageSize,
  isPictureText,
  ocrOfficeResult,
  officePictures,
} from '../src/office-ocr.ts';
import { extractPptx } from '../src/pptx.ts';
import {
  docxWithScan,
  ENGLISH_LINES,
  pngClaiming,
  pptxPictureOnly,
  pptxWithScan,
  scanPng,
} from './ocr-fixtures.ts';

const neverOcr = async () => {
  throw new Error('the OCR engine must not start');
};

describe('pictures of DOCX and PPTX offered to OCR', () => {
  it('finds a handout pasted over a slide with a short title, not the slides of typed text', async () => {
    const png = scanPng(['A short page'], {});
    const long = 'Typed slide text about the light reactions and the Calvin cycle. '.repeat(10);
    const data = await pptxWithScan(png, [long]);
    const r = await extractPptx(data);
    const pictures = officePictures(data, r);
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toMatchObject({ id: 1, unit: 2 });
    expect(pictures[0]!.coverage).toBeGreaterThan(0.3);
  });

  it('finds a photographed page that fills most of a DOCX page', async () => {
    const data = await docxWithScan(scanPng(['A short page'], {}));
    const r = await extractDocx(data);
    const pictures = officePictures(data, r);
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.part).toMatch(/^word\/media\//);
    expect(pictures[0]!.coverage).toBeGreaterThan(0.8);
  });

  it('reads the pixel size from the header and refuses a decompression bomb before decoding it', async () => {
    expect(imageSize(scanPng([], {}))).toEqual({ width: 2479, height: 3508, type: 'png' });
    expect(() => checkPictureSize(pngClaiming(30_000, 30_000), 'The picture on slide 1')).toThrow(
      'The picture on slide 1 is too large to read (30000 x 30000 pixels; at most 40 million)',
    );
    const data = await pptxPictureOnly(pngClaiming(9_000, 9_000));
    const r = await extractPptx(data);
    await expect(
      ocrOfficeResult(data, r, {
        ocr: neverOcr,
        decode: async () => {
          throw new Error('a bomb must not be decoded');
        },
      }),
    ).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('9000 x 9000 pixels') });
  });
});

describe('OCR text of a picture', () => {
  it('keeps the text of a handout or a screenshot, not the labels of a chart or the marks of a photo', () => {
    expect(isPictureText(ENGLISH_LINES.join('\n'))).toBe(true);
    expect(
      isPictureText(
        'Product-Limit Survival Estimates\n0.8\n0.6 -\n0.2 -\n0.0\nCensored\n10\n20 30 40\nTreatment\n50\n60',
      ),
    ).toBe(false);
    expect(isPictureText('7\n0 6\n2\n8\nUme-\nאי\n4')).toBe(false);
  });
});

describe('OCR text of a page', () => {
  it('joins words a printer broke at a line end, keeps hyphenated words', () => {
    expect(dehyphenate(['it was min-', 'utes and minutes', 'a tip-toeing', 'boy, self-', 'Made'])).toEqual([
      'it was minutes',
      'and minutes',
      'a tip-toeing',
      'boy, self-',
      'Made',
    ]);
  });

  it('sees a gutter shared by most lines as columns, the wide gaps of justified text not', () => {
    const line = (gapAt: number, gap: number) => ({
      words: [0, 1, 2, 3, 4, 5].map((i) => {
        const x0 = i * 100 + (i >= gapAt ? gap : 0);
        return { text: 'word', confidence: 90, bbox: { x0, y0: 0, x1: x0 + 80, y1: 30 } };
      }),
    });
    const columns = [{ paragraphs: [{ lines: [3, 3, 3, 3, 3, 3].map((at) => line(at, 200)) }] }];
    const justified = [{ paragraphs: [{ lines: [1, 2, 3, 4, 5, 1].map((at) => line(at, 60)) }] }];
    expect(looksMultiColumn(columns)).toBe(true);
    expect(looksMultiColumn(justified)).toBe(false);
  });
});
