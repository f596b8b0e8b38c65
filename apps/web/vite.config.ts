import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { transformWithEsbuild, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  moduleSharingProjects,
  MOCKS_SPIES_OR_GLOBALS,
} from '@taper/tooling/vitest/module-sharing';

/** The API the dev server proxies to; `API_PROXY_TARGET=http://localhost:3100 vite` to point elsewhere. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The brand teal (BRAND_TEAL in @taper/ui), the install icon's colour. */
const TEAL = '#136667';

/**
 * The installable app: the manifest and the service worker (src/service-worker/sw.ts, built by
 * Vite with the precache list injected) that precaches the shell, every lazy chunk and the icons,
 * and turns push messages into notifications. The page registers it itself
 * (src/lib/service-worker.ts), and a new version waits until the user chooses Reload.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // boot.js is precached from the build (minified there), with the other scripts.
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Taper — habit reduction tracker',
    short_name: 'Taper',
    description: 'Track the habits you want to cut down, set goals and celebrate progress.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: TEAL,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    rollupFormat: 'iife',
    sourcemap: false,
  },
});

/** What is worth compressing beforehand: text files of at least 1 KB (the API's own threshold). */
const PRECOMPRESSED = /\.(js|css|html|svg|webmanifest|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Compresses the build once, at build time: each larger text file gets a .br (brotli at its best)
 * and a .gz beside it, which the API sends as they are (@fastify/static's `preCompressed`) instead
 * of compressing the same file on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'taper-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!PRECOMPRESSED.test(file) || statSync(file).size < 1024) continue;
          const bytes = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/**
 * `public/boot.js` is copied as written, with its comments for whoever maintains it; every
 * signed-in visit downloads it first, so the build minifies it (before the service worker's
 * precache list and the compressed copies are made from it).
 */
function minifyBootScript(): Plugin {
  let outDir = 'dist';
  return {
    name: 'taper-minify-boot-script',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const file = path.join(outDir, 'boot.js');
      const { code } = await transformWithEsbuild(readFileSync(file, 'utf8'), file, {
        minify: true,
        target: 'es2017',
      });
      writeFileSync(file, code);
    },
  };
}

export default defineConfig({
  // lingui(): a locale's PO catalog compiles to its own chunk, loaded when the locale is chosen.
  plugins: [react(), lingui(), tailwindcss(), minifyBootScript(), pwa, precompress()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/trpc': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // The domain package is pure (no import-time side effects): let unused modules, such as the
      // zod schemas the API needs, fall out of the browser bundle. So is tRPC's WebSocket link,
      // whose only import-time work is a static counter: without this the app, which talks HTTP
      // only, would carry the whole WebSocket client (2.5 KB minified).
      treeshake: {
        moduleSideEffects: (id) =>
          !id.includes('/packages/domain/') && !/\/@trpc\/client\/dist\/wsLink-/.test(id),
      },
      output: {
        // zod (the forms' and the import's checks) in its own chunk, loaded with the first screen
        // that validates something, never with `/`.
        manualChunks: (id) => (id.includes('/node_modules/zod/') ? 'zod' : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['@taper/tooling/vitest/dom-setup', './src/testing/setup.ts'],
    css: false,
    testTimeout: 30_000,
    // A file that replaces a module, spies or changes globals gets a module graph (and jsdom) of
    // its own; the others share one per worker.
    projects: moduleSharingProjects(import.meta.dirname, {
      testFile: /\.test\.tsx?$/,
      replaces: MOCKS_SPIES_OR_GLOBALS,
    }),
  },
});
