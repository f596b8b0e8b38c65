import { CATEGORIES } from '@taper/domain';

export interface PickerIcon {
  id: string;
  name: string;
  displayName: string;
  category: string;
  tier: 'FREE' | 'PREMIUM' | 'DISABLED';
  filename: string;
  filePath: string;
}

export interface PreparedIcons {
  basic: PickerIcon[];
  premium: { category: string; name: string; icons: PickerIcon[] }[];
}

/**
 * Hides DISABLED icons, de-duplicates by id and by image file name (first wins), falls back to
 * the built-in free list when the server list is empty, and groups premium icons by category.
 */
export function prepareIcons(
  icons: readonly PickerIcon[] | undefined,
  fallback: readonly PickerIcon[],
): PreparedIcons {
  const source = icons && icons.length > 0 ? icons : fallback;
  const ids = new Set<string>();
  const files = new Set<string>();
  const visible: PickerIcon[] = [];
  for (const icon of source) {
    if (icon.tier === 'DISABLED') continue;
    const file = icon.filename.toLowerCase();
    if (ids.has(icon.id) || (file && files.has(file))) continue;
    ids.add(icon.id);
    if (file) files.add(file);
    visible.push(icon);
  }
  const premiumIcons = visible.filter((i) => i.tier === 'PREMIUM');
  const known = new Set<string>(CATEGORIES.map((c) => c.id));
  const groups: PreparedIcons['premium'] = CATEGORIES.map((c) => ({
    category: c.id,
    name: c.name,
    icons: premiumIcons.filter((i) => i.category === c.id),
  }));
  const other = premiumIcons.filter((i) => !known.has(i.category));
  if (other.length > 0) groups.push({ category: 'other', name: 'Other', icons: other });
  return {
    basic: visible.filter((i) => i.tier === 'FREE'),
    premium: groups.filter((g) => g.icons.length > 0),
  };
}
