/**
 * Icon images: each icon's SVG markup, from the built-in catalog's files or an admin's upload, and
 * every icon's markup at once for the pickers and cards. The host sends them (headers, ETags); this
 * service decides which icon a path names and where its markup comes from.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findBuiltInIcon, findIconByCategoryAndName, listIcons } from '@taper/db';
import type { Db, IconRow } from '@taper/db';
import { CATEGORY_IDS, iconFilePath } from '@taper/domain';

const NAME = /^([a-z0-9_]{1,64})\.svg$/;

/** The icons' image bundle: each icon's `filePath` with its SVG markup, and their content hash. */
export interface IconImageBundle {
  version: string;
  images: Record<string, string>;
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

export interface IconImages {
  /** Every icon's markup (disabled icons too: habits that chose one still show it). */
  bundle(): Promise<IconImageBundle>;
  /** One icon's markup, `{category}/{file}` with `file` `{name}.svg`; null when there is none. */
  image(category: string, file: string): Promise<string | null>;
}

export function iconImages(services: { db: Db; iconsDir: string }): IconImages {
  // Built-in files never change while the server runs: each is read once.
  const builtInFiles = new Map<string, Promise<string | null>>();
  const readBuiltIn = (file: string) => {
    let pending = builtInFiles.get(file);
    if (!pending) {
      pending = readFile(path.join(services.iconsDir, file), 'utf8').catch(() => null);
      builtInFiles.set(file, pending);
    }
    return pending;
  };

  /** The icon's markup; built-in files stay in their catalog folder even when an admin moves the icon's category. */
  const markupOf = async (icon: IconRow): Promise<string | null> => {
    if (!icon.isBuiltIn) return icon.svg;
    const builtIn = findBuiltInIcon(icon.id);
    return builtIn ? readBuiltIn(path.join(builtIn.category, builtIn.filename)) : null;
  };

  return {
    bundle: async () => {
      const icons = await listIcons(services.db, { includeDisabled: true });
      const markups = await Promise.all(icons.map(markupOf));
      const images: Record<string, string> = {};
      icons.forEach((icon, index) => {
        const markup = markups[index];
        if (markup != null) images[iconFilePath(icon)] = markup;
      });
      return { version: contentHash(JSON.stringify(images)), images };
    },
    image: async (category, file) => {
      const name = NAME.exec(file)?.[1];
      if (name === undefined || !(CATEGORY_IDS as readonly string[]).includes(category))
        return null;
      const icon = await findIconByCategoryAndName(services.db, category, name);
      return icon ? markupOf(icon) : null;
    },
  };
}
