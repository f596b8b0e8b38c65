import { defineConfig } from 'tsup';

/**
 * dist/main.js: the server with the workspace packages (@taper/*, TypeScript sources) bundled in
 * and npm dependencies left as imports, resolved from apps/api/node_modules at run time.
 * Migrations are bundled (the db package lists them statically). Built-in icon SVGs stay in
 * packages/db/icons and are found relative to apps/api (or via ICONS_DIR), see src/config.ts.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'computed-reads-worker': 'src/computed-reads-worker.ts',
    // Loop backups are read on threads of their own (packages/api/src/transfer/loop-backup-thread.ts).
    'loop-backup-worker': '../../packages/api/src/transfer/loop-backup-worker.ts',
  },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@taper\//],
});
