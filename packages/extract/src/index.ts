import { extractDocx } from './docx.ts';
import { extractPdf } from './pdf.ts';
import { extractPptx } from './pptx.ts';
import { sniffFileType } from './sniff.ts';
import { extractTxt } from './txt.ts';
import { ExtractError, throwIfAborted, type ExtractOptions, type ExtractResult } from './types.ts';

export * from './types.ts';
export {
  cleanText,
  hebrewNote,
  HEBREW_NOTE,
  detectLanguage,
  mergeFragmentedHebrew,
  assessTextQuality,
  GARBLED_RULE,
} from './clean.ts';
export {
  sniffFileType,
  extensionOf,
  detectTextEncoding,
  isPdfBytes,
  ACCEPTED_EXTENSIONS,
  type SniffResult,
  type DetectedType,
} from './sniff.ts';
export {
  inspectZip,
  inflateZipEntry,
  readZipEntry,
  verifyZip,
  ZIP_LIMITS,
  isUnsafeEntryName,
  type ZipInfo,
  type ZipEntry,
} from './zip.ts';
export { extractPdf, setPdfDocumentParams, PDF_DOCUMENT_PARAMS, PDF_LAYER_RULE } from './pdf.ts';
export { setPdfjsLoader, type PdfjsLoader, type PdfjsModule } from './pdfjs.ts';
export { extractPptx } from './pptx.ts';
export { dropPageFurniture, normaliseFurniture, FURNITURE_RULE } from './furniture.ts';
export { extractDocx } from './docx.ts';
export { extractTxt, decodeText, textBlocks, txtUnits } from './txt.ts';
export { markdownBlocks, markdownInline } from './markdown.ts';
export { buildSections, paragraphRangeTitle, SECTION_RULE, type SectionBlock } from './sections.ts';
export {
  assessExtraction,
  VISUAL_AI_RULE,
  documentVerdict,
  VERDICT_MESSAGES,
  type ExtractionAssessment,
  type DocumentVerdict,
  type VerdictStatus,
} from './assess.ts';
export {
  OCR_RULE,
  ocrPages,
  pageTextFromBlocks,
  languagesFor,
  dehyphenate,
  looksMultiColumn,
  tesseractEngineFactory,
  type OcrAssets,
  type OcrEngine,
  type OcrEngineFactory,
  type OcrLanguage,
  type OcrPageText,
  type OcrProgress,
  type OcrReport,
} from './ocr.ts';
export {
  officePictures,
  isPictureText,
  ocrOfficeResult,
  imageSize,
  checkPictureSize,
  browserPictureDecoder,
  OFFICE_OCR_RULE,
  type OfficePicture,
  type OfficeOcrOptions,
  type OfficeExtractResult,
  type PictureDecoder,
} from './office-ocr.ts';
export {
  extractPdfWithOcr,
  ocrPdfResult,
  mergeOcr,
  openPdfRenderer,
  pagesWithoutText,
  type PdfExtractResult,
  type PdfOcrOptions,
} from './pdf-ocr.ts';

/**
 * Extract by sniffed type (extension and content must agree; see sniffFileType). Legacy .doc/.ppt
 * are recognised but not extracted (UNSUPPORTED, 'Please convert to .docx format...').
 */
export async function extractDocument(
  data: Uint8Array,
  fileName: string,
  opts: ExtractOptions = {},
): Promise<ExtractResult> {
  throwIfAborted(opts.signal);
  const s = sniffFileType(data, fileName);
  if (s.detected === 'doc' || s.detected === 'ppt') {
    throw new ExtractError(
      'UNSUPPORTED',
      `Legacy .${s.detected} files are not supported. Please convert to .${s.detected}x format for text extraction.`,
    );
  }
  if (!s.ok) throw new ExtractError(s.code ?? 'UNSUPPORTED', s.reason ?? 'Unsupported file');
  switch (s.detected) {
    case 'pdf':
      return extractPdf(data, opts);
    case 'docx':
      return extractDocx(data, opts);
    case 'pptx':
      return extractPptx(data, opts);
    case 'txt':
      // .md is accepted as text (sniff.ts); its headings make the sections
      return extractTxt(data, { ...opts, markdown: s.ext === 'md' });
    default:
      throw new ExtractError('UNSUPPORTED', `Unsupported file type: ${s.detected}`);
  }
}
