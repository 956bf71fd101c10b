import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { ocrAssets } from './vite-ocr-assets';
import { compiledCatalogues } from './vite-catalogs';
import { precompress } from './vite-precompress';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const API = 'http://localhost:3000';

/**
 * The dev and preview servers forward /api to the API. The API refuses state-changing requests from any origin
 * but its own (CSRF defence, decision 006), and this page is another port: the proxy, part of the app, presents
 * the requests of its own pages as the API's own origin.
 */
const apiProxy: ProxyOptions = {
  target: API,
  changeOrigin: false,
  configure(proxy) {
    proxy.on('proxyReq', (proxyReq, req) => {
      // Only this dev server's own pages; a foreign origin is passed on as it is, and refused.
      if (req.headers.origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', API);
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [compiledCatalogues(), react(), tailwindcss(), ocrAssets(), precompress()],
  resolve: { alias: { '@': srcDir } },
  server: { port: 5173, proxy: { '/api': apiProxy } },
  preview: { port: 4173, proxy: { '/api': apiProxy } },
  // No source maps in the production build: the server would not serve them anyway (decision 006).
  build: { outDir, emptyOutDir: true, sourcemap: false },
  // The extraction worker lazy-loads pdf.js in chunks of its own, which needs ES module workers.
  worker: { format: 'es' },
});
