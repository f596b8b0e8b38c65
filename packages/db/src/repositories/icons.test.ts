import { existsSync, readFileSync } from 'node:fs';
import { FREE_ICON_IDS, iconFilePath } from '@taper/domain';
import { expect, test } from 'vitest';
import {
  BUILT_IN_ICONS,
  builtInIconFile,
  createIcon,
  deleteIcon,
  findIcon,
  findIconByCategoryAndName,
  isUniqueViolation,
  listIcons,
  seedBuiltInIcons,
  setIconTier,
  updateIcon,
} from '../index';
import { describeEngines } from '../testing';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>';

describeEngines('icons', (ctx) => {
  test('the migration seeds the whole built-in catalog, enabled', async () => {
    const icons = await listIcons(ctx.db, { includeDisabled: true });
    const builtIn = icons.filter((icon) => icon.isBuiltIn);
    expect(builtIn).toHaveLength(BUILT_IN_ICONS.length);
    const coffee = await findIcon(ctx.db, 'coffee');
    expect(coffee).toMatchObject({
      id: 'coffee',
      name: 'coffee',
      displayName: 'Coffee',
      category: 'beverage',
      tier: 'FREE',
      visibility: 'enabled',
      isBuiltIn: true,
      filename: 'coffee.svg',
      svg: null,
    });
    for (const id of FREE_ICON_IDS) expect((await findIcon(ctx.db, id))?.tier).toBe('FREE');
  });

  test('listIcons hides disabled icons unless asked; free icons come first', async () => {
    await setIconTier(ctx.db, 'tea', {
      tier: 'PREMIUM',
      category: 'beverage',
      visibility: 'disabled',
    });
    const visible = await listIcons(ctx.db);
    expect(visible.some((icon) => icon.id === 'tea')).toBe(false);
    expect(visible.every((icon) => icon.visibility === 'enabled')).toBe(true);
    const all = await listIcons(ctx.db, { includeDisabled: true });
    expect(all.some((icon) => icon.id === 'tea')).toBe(true);
    const tiers = visible.map((icon) => icon.tier);
    expect(tiers.lastIndexOf('FREE')).toBeLessThan(tiers.indexOf('PREMIUM'));
    await setIconTier(ctx.db, 'tea', {
      tier: 'PREMIUM',
      category: 'beverage',
      visibility: 'enabled',
    });
  });

  test('setIconTier changes tier, category and visibility, and a re-seed keeps the change', async () => {
    const changed = await setIconTier(ctx.db, 'pizza', {
      tier: 'FREE',
      category: 'lifestyle',
      visibility: 'disabled',
    });
    expect(changed).toMatchObject({ tier: 'FREE', category: 'lifestyle', visibility: 'disabled' });
    await seedBuiltInIcons(ctx.db);
    expect(await findIcon(ctx.db, 'pizza')).toMatchObject({
      tier: 'FREE',
      category: 'lifestyle',
      visibility: 'disabled',
    });
    expect(await findIconByCategoryAndName(ctx.db, 'lifestyle', 'pizza')).toMatchObject({
      id: 'pizza',
    });
    expect(await findIconByCategoryAndName(ctx.db, 'food', 'pizza')).toBeUndefined();
    // The file stays where the catalog put it.
    expect(builtInIconFile('pizza')).toMatch(/icons\/food\/pizza\.svg$/);
    expect(
      await setIconTier(ctx.db, 'nope', { tier: 'FREE', category: 'food', visibility: 'enabled' }),
    ).toBeUndefined();
  });

  test('createIcon stores an uploaded icon; its id is its name, which must be free', async () => {
    const icon = await createIcon(ctx.db, {
      name: 'custom_icon',
      displayName: 'Custom Icon',
      category: 'work',
      tier: 'PREMIUM',
      svg: SVG,
    });
    expect(icon).toMatchObject({
      id: 'custom_icon',
      name: 'custom_icon',
      displayName: 'Custom Icon',
      description: '',
      category: 'work',
      tier: 'PREMIUM',
      visibility: 'enabled',
      isBuiltIn: false,
      filename: 'custom_icon.svg',
      svg: SVG,
    });
    expect(iconFilePath(icon)).toBe('/icons/work/custom_icon.svg');
    expect(await findIconByCategoryAndName(ctx.db, 'work', 'custom_icon')).toEqual(icon);
    for (const name of ['custom_icon', 'coffee']) {
      const error: unknown = await createIcon(ctx.db, {
        name,
        displayName: 'Again',
        category: 'work',
        tier: 'FREE',
        svg: SVG,
      }).catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    }
  });

  test('updateIcon edits uploaded icons only, keeping the id', async () => {
    await createIcon(ctx.db, {
      name: 'to_rename',
      displayName: 'To Rename',
      category: 'food',
      tier: 'FREE',
      svg: SVG,
    });
    const updated = await updateIcon(ctx.db, 'to_rename', {
      name: 'renamed',
      displayName: 'Renamed',
      category: 'health',
      tier: 'PREMIUM',
    });
    expect(updated).toMatchObject({
      id: 'to_rename',
      name: 'renamed',
      displayName: 'Renamed',
      category: 'health',
      tier: 'PREMIUM',
      filename: 'renamed.svg',
    });
    expect(await findIconByCategoryAndName(ctx.db, 'health', 'renamed')).toMatchObject({
      id: 'to_rename',
    });
    expect(
      await updateIcon(ctx.db, 'coffee', {
        name: 'coffee2',
        displayName: 'C',
        category: 'food',
        tier: 'FREE',
      }),
    ).toBeUndefined();
    const error: unknown = await updateIcon(ctx.db, 'to_rename', {
      name: 'beer',
      displayName: 'Beer',
      category: 'food',
      tier: 'FREE',
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  test('deleteIcon deletes uploaded icons only', async () => {
    await createIcon(ctx.db, {
      name: 'temporary',
      displayName: 'Temp',
      category: 'food',
      tier: 'FREE',
      svg: SVG,
    });
    expect(await deleteIcon(ctx.db, 'coffee')).toBe(false);
    expect(await findIcon(ctx.db, 'coffee')).toBeDefined();
    expect(await deleteIcon(ctx.db, 'temporary')).toBe(true);
    expect(await findIcon(ctx.db, 'temporary')).toBeUndefined();
    expect(await deleteIcon(ctx.db, 'temporary')).toBe(false);
  });
});

test('every built-in icon has its committed SVG file', () => {
  for (const icon of BUILT_IN_ICONS) {
    const file = builtInIconFile(icon.id);
    expect(file && existsSync(file), icon.id).toBe(true);
    expect(readFileSync(file!, 'utf8')).toMatch(/^<svg[\s>]/);
  }
  expect(builtInIconFile('no_such_icon')).toBeUndefined();
});
