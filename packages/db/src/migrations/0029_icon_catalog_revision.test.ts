import { sql } from 'kysely';
import { expect, test } from 'vitest';
import {
  createIcon,
  deleteIcon,
  iconCatalogRevision,
  listIcons,
  setIconTier,
  updateIcon,
} from '../index';
import { describeEngines } from '../testing';

describeEngines(
  'migration 0029: the icon catalog moves on with every change to the icons',
  (ctx) => {
    test('an upload, an edit, a tier or visibility change and a delete each move it on', async () => {
      const { db } = ctx;
      let seen = await iconCatalogRevision(db);
      const expectMovedOn = async () => {
        const now = await iconCatalogRevision(db);
        expect(now).toBeGreaterThan(seen);
        seen = now;
      };
      // Reading moves nothing.
      await listIcons(db);
      expect(await iconCatalogRevision(db)).toBe(seen);

      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"></svg>';
      await createIcon(db, {
        name: 'kettle',
        displayName: 'Kettle',
        category: 'beverage',
        tier: 'FREE',
        svg,
      });
      await expectMovedOn();
      await updateIcon(db, 'kettle', {
        name: 'teapot',
        displayName: 'Teapot',
        category: 'beverage',
        tier: 'PREMIUM',
      });
      await expectMovedOn();
      await setIconTier(db, 'kettle', {
        tier: 'FREE',
        category: 'beverage',
        visibility: 'disabled',
      });
      await expectMovedOn();
      await deleteIcon(db, 'kettle');
      await expectMovedOn();
      // A statement that changes no icon moves nothing on SQLite (its triggers are per row).
      if (ctx.engine === 'sqlite') {
        await deleteIcon(db, 'no-such-icon');
        expect(await iconCatalogRevision(db)).toBe(seen);
      }
    });

    test('many icons changed in one statement move it on at least once', async () => {
      const { db } = ctx;
      const before = await iconCatalogRevision(db);
      await sql`update icons set updated_at = updated_at`.execute(db);
      expect(await iconCatalogRevision(db)).toBeGreaterThan(before);
    });

    test('there is one catalog row', async () => {
      await expect(
        sql`insert into icon_catalog (id, revision) values (2, 0)`.execute(ctx.db),
      ).rejects.toThrow();
    });
  },
);
