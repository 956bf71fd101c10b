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
  ACCEPTED_EXTENSIONS,
  type SniffResult,
  type DetectedType,
} from './sniff.ts';
export {
  inspectZip,
  readZipEntry,
  ZIP_LIMITS,
  isUnsafeEntryName,
  type ZipInfo,
  type ZipEntry,
} from './zip.ts';
export { extractPdf, setPdfDocumentParams, PDF_DOCUMENT_PARAMS, PDF_LAYER_RULE } from './pdf.ts';
export { setPdfjsLoader, type PdfjsLoader } from './pdfjs.ts';
