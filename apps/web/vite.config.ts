import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API the dev server proxies to; `API_PROXY_TARGET=http://localhost:3100 vite` to point elsewhere. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      // zod schemas the API needs, fall out of the browser bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['@taper/tooling/vitest/dom-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 30_000,
  },
});
