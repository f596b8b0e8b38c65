/**
 * Copies the tabler outline SVGs the catalog maps to into packages/db/icons/{category}/{name}.svg.
 * The output is committed, so the server needs no @tabler/icons at run time. Fails when a mapped
 * tabler name does not exist; removes files the catalog no longer names.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { BUILT_IN_ICONS, BUILT_IN_ICONS_DIR } from '../src/icons/catalog';

// The package exports no package.json; pnpm links it into this package's node_modules.
const tablerOutlineDir = fileURLToPath(
  new URL('../node_modules/@tabler/icons/icons/outline', import.meta.url),
);

const missing = BUILT_IN_ICONS.filter(
  (icon) => !existsSync(path.join(tablerOutlineDir, `${icon.tablerName}.svg`)),
);
if (missing.length > 0) {
  for (const icon of missing)
    console.error(`missing tabler icon "${icon.tablerName}" for ${icon.id}`);
  process.exit(1);
}

const wanted = new Set(BUILT_IN_ICONS.map((icon) => path.join(icon.category, icon.filename)));
if (existsSync(BUILT_IN_ICONS_DIR)) {
  for (const category of readdirSync(BUILT_IN_ICONS_DIR)) {
    if (category === 'LICENSE') continue;
    for (const file of readdirSync(path.join(BUILT_IN_ICONS_DIR, category))) {
      if (!wanted.has(path.join(category, file)))
        rmSync(path.join(BUILT_IN_ICONS_DIR, category, file));
    }
  }
}
for (const icon of BUILT_IN_ICONS) {
  const targetDir = path.join(BUILT_IN_ICONS_DIR, icon.category);
  mkdirSync(targetDir, { recursive: true });
  copyFileSync(
    path.join(tablerOutlineDir, `${icon.tablerName}.svg`),
    path.join(targetDir, icon.filename),
  );
}
// The artwork is MIT: its licence travels with it.
copyFileSync(
  path.join(tablerOutlineDir, '..', '..', 'LICENSE'),
  path.join(BUILT_IN_ICONS_DIR, 'LICENSE'),
);
console.log(`synced ${BUILT_IN_ICONS.length} icons into ${BUILT_IN_ICONS_DIR}`);
