import { CATEGORY_IDS, FREE_ICON_IDS } from '@taper/domain';
import { expect, test } from 'vitest';
import { BUILT_IN_ICONS, findBuiltInIcon } from '../index';

test('the 7 free icons of SPEC §3 are exactly the FREE built-ins', () => {
  const free = BUILT_IN_ICONS.filter((icon) => icon.tier === 'FREE').map((icon) => icon.id);
  expect([...free].sort()).toEqual([...FREE_ICON_IDS].sort());
});

test('at least 100 premium icons, spread over all 10 categories', () => {
  const premium = BUILT_IN_ICONS.filter((icon) => icon.tier === 'PREMIUM');
  expect(premium.length).toBeGreaterThanOrEqual(100);
  for (const category of CATEGORY_IDS) {
    expect(
      premium.filter((icon) => icon.category === category).length,
      category,
    ).toBeGreaterThanOrEqual(5);
  }
});

test('ids are unique names, and files follow /icons/{category}/{name}.svg', () => {
  expect(new Set(BUILT_IN_ICONS.map((icon) => icon.id)).size).toBe(BUILT_IN_ICONS.length);
  for (const icon of BUILT_IN_ICONS) {
    expect(icon.id).toBe(icon.name);
    expect(icon.name).toMatch(/^[a-z0-9_]{1,64}$/);
    expect(icon.filename).toBe(`${icon.name}.svg`);
    expect(icon.filePath).toBe(`/icons/${icon.category}/${icon.name}.svg`);
    expect(icon.displayName.length).toBeGreaterThan(0);
    expect(icon.description.length).toBeGreaterThan(0);
    expect(CATEGORY_IDS).toContain(icon.category);
  }
  expect(findBuiltInIcon('smartphone')).toMatchObject({ category: 'technology', tier: 'FREE' });
  expect(findBuiltInIcon('nothing')).toBeUndefined();
});
