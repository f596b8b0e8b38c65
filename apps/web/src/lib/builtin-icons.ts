import { iconFilePath } from '@taper/domain';
import type { PickerIcon } from '@taper/ui';

/**
 * The built-in free icons (SPEC §3), used when icons.list returns nothing.
 * (Mirrors packages/db's catalog; the domain package has the ids but not their categories.)
 */
const FREE: [id: string, displayName: string, category: string][] = [
  ['coffee', 'Coffee', 'beverage'],
  ['beer', 'Beer', 'beverage'],
  ['smartphone', 'Smartphone', 'technology'],
  ['fastfood', 'Fast Food', 'food'],
  ['shopping_cart', 'Shopping', 'financial'],
  ['smoking', 'Smoking', 'health'],
  ['social_media', 'Social Media', 'social'],
];

export const BUILT_IN_FREE_ICONS: readonly PickerIcon[] = FREE.map(
  ([id, displayName, category]) => ({
    id,
    name: id,
    displayName,
    category,
    tier: 'FREE',
    filename: `${id}.svg`,
    filePath: iconFilePath({ category, name: id }),
  }),
);

/**
 * A built-in icon's image, by its id: what a page without the signed-in icon list (a share link's
 * visitor) can show. Other icons show the tile's own mark.
 */
export function builtInIconPath(id: string): string | undefined {
  return BUILT_IN_FREE_ICONS.find((icon) => icon.id === id)?.filePath;
}
