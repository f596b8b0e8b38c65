/**
 * Habit groups travel with the Taper export (issue 51): the document holds the user's groups and
 * each habit's group and countsAs; an import into another account creates the groups anew and puts
 * the habits back in them. Another user's groups never leave or change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taperExportSchema } from '@taper/domain';
import { availableTestEngines, type TestApi } from '../testing';
import { exportFile } from './calls.testing';
import {
  createGroupsTransferTestApi,
  type Document,
  type Group,
  type GroupsTransferTestApi,
} from './groups-transfer.testing';

describe.each(availableTestEngines())('habit groups exported and imported on %s', (engine) => {
  let t: TestApi;
  let owner: GroupsTransferTestApi['owner'];
  let other: GroupsTransferTestApi['other'];
  let archive: GroupsTransferTestApi['archive'];
  let groupsOf: GroupsTransferTestApi['groupsOf'];
  let membership: GroupsTransferTestApi['membership'];
  let send: GroupsTransferTestApi['send'];
  let account: GroupsTransferTestApi['account'];
  beforeAll(async () => {
    ({ t, owner, other, archive, groupsOf, membership, send, account } =
      await createGroupsTransferTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it("exports the owner's groups and each habit's group and countsAs, never another user's", async () => {
    const document = JSON.parse(archive) as Document;
    expect(taperExportSchema.safeParse(document).success).toBe(true);
    const groups = await groupsOf(owner);
    expect(document.groups).toEqual(groups);
    expect(groups.map(({ id: _id, ...group }) => group)).toEqual([
      {
        name: 'Alcohol',
        color: '#AA3355',
        position: 1,
        collapsed: false,
        budget: { period: 'week', limit: 14 },
      },
      {
        name: 'Sugar',
        color: null,
        position: 2,
        collapsed: true,
        budget: { period: 'day', limit: 0 },
      },
      {
        name: 'Empty',
        color: null,
        position: 3,
        collapsed: false,
        budget: { period: 'month', limit: 30 },
      },
    ]);
    const byName = new Map(document.habits.map((h) => [h.name, h]));
    expect(byName.get('Beer')).toMatchObject({ groupId: groups[0]?.id, countsAs: 2.3 });
    expect(byName.get('Wine')).toMatchObject({ groupId: groups[0]?.id, countsAs: 2.1 });
    expect(byName.get('Sweets')).toMatchObject({ groupId: groups[1]?.id, countsAs: 1 });
    expect(byName.get('Tea')).toMatchObject({ groupId: null, countsAs: 4 });
    expect(archive).not.toContain('Their secret group');
    expect(archive).not.toContain('Theirs');
  });

  it('brings the groups, membership and countsAs back into a fresh account: export → import → export is the same', async () => {
    const token = await account();
    const preview = await send(token, archive, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      groups: [
        { name: 'Alcohol', habits: 2 },
        { name: 'Sugar', habits: 1 },
        { name: 'Empty', habits: 0 },
      ],
    });
    // The preview creates nothing.
    expect(await groupsOf(token)).toEqual([]);
    const res = await send(token, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ habitsImported: 4, groupsImported: 3 });
    expect(await membership(token)).toEqual(await membership(owner));
    const strip = (groups: Group[]) => groups.map(({ id: _id, ...group }) => group);
    expect(strip(await groupsOf(token))).toEqual(strip(await groupsOf(owner)));
    // The shared budget counts the imported days as it did: two pints are 4.6 units.
    const [alcohol] = await groupsOf(token);
    const progress = await t.rest('GET', `/api/groups/${String(alcohol?.id)}/progress`, { token });
    expect(progress.json()).toMatchObject({ period: { total: 4.6, limit: 14 } });
    // Exported again, the document is the same but for ids, timestamps and the user.
    const again = JSON.parse((await exportFile(t, token, 'json')).body) as Document;
    const first = JSON.parse(archive) as Document;
    const comparable = (document: Document) => {
      const names = new Map((document.groups ?? []).map((g) => [g.id, g.name]));
      return {
        groups: strip(document.groups ?? []),
        habits: document.habits.map(({ id: _i, createdAt: _c, updatedAt: _u, groupId, ...h }) => ({
          ...h,
          group: groupId === null ? null : names.get(groupId),
        })),
      };
    };
    expect(comparable(again)).toEqual(comparable(first));
  });

  it("puts imported groups after the user's own and never touches another user's groups", async () => {
    const before = await groupsOf(other);
    const ownerBefore = await groupsOf(owner);
    const res = await send(other, archive);
    expect(res.statusCode, res.body).toBe(200);
    const after = await groupsOf(other);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((g) => [g.name, g.position])).toEqual([
      ['Alcohol', 2],
      ['Sugar', 3],
      ['Empty', 4],
    ]);
    const members = await membership(other);
    expect(members.Theirs).toEqual({ group: 'Their secret group', countsAs: 1 });
    expect(members.Beer).toEqual({ group: 'Alcohol', countsAs: 2.3 });
    expect(await groupsOf(owner)).toEqual(ownerBefore);
  });
});
