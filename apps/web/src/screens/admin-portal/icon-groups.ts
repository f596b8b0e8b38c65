import { CATEGORIES, type AdminIcon, type Tier } from '@taper/domain';

export const LIBRARY_TIERS = ['FREE', 'PREMIUM', 'DISABLED'] as const;
export type LibraryTier = (typeof LIBRARY_TIERS)[number];

const CATEGORY_NAMES = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.name]));

export function categoryName(id: string): string {
  return CATEGORY_NAMES.get(id) ?? id;
}

/**
 * The tier an icon gets back when it is enabled again: listings show a disabled icon as DISABLED,
 * and the API's `enabledTier` keeps its stored FREE or PREMIUM.
 */
export function enabledTier(icon: AdminIcon): Tier {
  return icon.tier === 'DISABLED' ? icon.enabledTier : icon.tier;
}

export interface CategoryGroup<T> {
  id: string;
  name: string;
  icons: T[];
}

/** Icons by category, in the fixed category order (unknown categories last), by display name. */
export function byCategory<T extends { category: string; displayName: string }>(
  icons: readonly T[],
): CategoryGroup<T>[] {
  const groups: CategoryGroup<T>[] = CATEGORIES.map((c) => ({ id: c.id, name: c.name, icons: [] }));
  const index = new Map(groups.map((g) => [g.id, g]));
  for (const icon of icons) {
    let group = index.get(icon.category);
    if (!group) {
      group = { id: icon.category, name: categoryName(icon.category), icons: [] };
      index.set(icon.category, group);
      groups.push(group);
    }
    group.icons.push(icon);
  }
  for (const group of groups) {
    group.icons.sort((a, b) => a.displayName.localeCompare(b.displayName));
  }
  return groups.filter((g) => g.icons.length > 0);
}

export interface LibrarySection {
  tier: LibraryTier;
  count: number;
  categories: CategoryGroup<AdminIcon>[];
}

/** SPEC §2: the Icon Library grouped by tier (FREE, PREMIUM, DISABLED), then by category. */
export function groupLibrary(icons: readonly AdminIcon[]): LibrarySection[] {
  return LIBRARY_TIERS.map((tier) => {
    const inTier = icons.filter((icon) => icon.tier === tier);
    return { tier, count: inTier.length, categories: byCategory(inTier) };
  });
}

export interface BuiltInSummary {
  total: number;
  free: number;
  premium: number;
  disabled: number;
  categories: number;
  freeByCategory: CategoryGroup<AdminIcon>[];
  premiumByCategory: CategoryGroup<AdminIcon>[];
}

/** SPEC §2 'Icon Settings': counts of the built-in icon lists (uploaded icons are not counted). */
export function summarizeBuiltIns(icons: readonly AdminIcon[]): BuiltInSummary {
  const builtIn = icons.filter((icon) => icon.isBuiltIn === 'true');
  const free = builtIn.filter((icon) => icon.tier === 'FREE');
  const premium = builtIn.filter((icon) => icon.tier === 'PREMIUM');
  return {
    total: builtIn.length,
    free: free.length,
    premium: premium.length,
    disabled: builtIn.length - free.length - premium.length,
    categories: new Set(builtIn.map((icon) => icon.category)).size,
    freeByCategory: byCategory(free),
    premiumByCategory: byCategory(premium),
  };
}
