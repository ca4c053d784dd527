import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

// The dev server forwards everything the Hapi process owns, so the SPA talks to one origin
// in development exactly as it does when Hapi serves the built files.
const backend = 'http://127.0.0.1:3000';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script and stylesheet, at the
 * best levels: the server sends them as they are (src/server/http/spa.ts), so a phone downloads
 * brotli, about a sixth smaller than the gzip Hapi makes on the fly, and nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'alphawire-precompress',
    apply: 'build',
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file))) {
        const body = readFileSync(join(assets, name));
        writeFileSync(join(assets, `${name}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

// Vite only reads a default export: the one exception to the named-exports rule.
export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    // Where each page's chunk went: the server preloads the article page's with the page (src/server/http/data-preload.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // Mantine is left to the pages that use it, so the first visit loads only its components.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Only the lazily loaded forms use these; kept apart so the first paint skips them.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // The rest of the libraries the first paint needs, then its app code, one file each: split
            // the way the lazy pages share them they made some forty files of a few KB, each a round
            // trip on a phone.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/healthz': backend,
      '/readyz': backend,
      '/metrics': backend,
    },
  },
});
