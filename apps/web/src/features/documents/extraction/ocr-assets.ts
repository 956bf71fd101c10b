/**
 * Where the app serves tesseract.js's files (docs/decisions/208): copied from node_modules into the
 * build by apps/web/vite-ocr-assets.ts, so OCR never fetches anything from a CDN. The folder carries
 * the tesseract.js version, so a new version is never mixed with a cached old one.
 */
export const OCR_ASSET_DIR = 'ocr/tesseract-7.0.0';

/** Files of the build, by path under OCR_ASSET_DIR, and the installed package file they come from. */
export const OCR_ASSET_FILES: Record<string, string> = {
  'worker.min.js': 'tesseract.js/dist/worker.min.js',
  // LSTM-only cores (the app always uses OEM.LSTM_ONLY); tesseract.js picks one by WebAssembly features
  'core/tesseract-core-lstm.wasm.js': 'tesseract.js-core/tesseract-core-lstm.wasm.js',
  'core/tesseract-core-simd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
  'core/tesseract-core-relaxedsimd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js',
  'lang/eng.traineddata.gz': '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
  'lang/heb.traineddata.gz': '@tesseract.js-data/heb/4.0.0_best_int/heb.traineddata.gz',
};
