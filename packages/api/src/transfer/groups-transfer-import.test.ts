/**
 * Importing habit groups: a file without groups still imports; a file with bad groups is refused
 * with a sentence, by the preview and the import alike, and changes nothing; the Loop exports
 * flatten the groups.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../testing';
import { exportFile, transferCall } from './calls.testing';
import {
  createGroupsTransferTestApi,
  type Document,
  type GroupsTransferTestApi,
} from './groups-transfer.testing';

describe.each(availableTestEngines())(
  'habit groups in older, bad and Loop files on %s',
  (engine) => {
    let t: TestApi;
    let owner: GroupsTransferTestApi['owner'];
    let archive: GroupsTransferTestApi['archive'];
    let groupsOf: GroupsTransferTestApi['groupsOf'];
    let habitsOf: GroupsTransferTestApi['habitsOf'];
    let membership: GroupsTransferTestApi['membership'];
    let send: GroupsTransferTestApi['send'];
    let account: GroupsTransferTestApi['account'];
    let post: GroupsTransferTestApi['post'];
    beforeAll(async () => {
      ({ t, owner, archive, groupsOf, habitsOf, membership, send, account, post } =
        await createGroupsTransferTestApi(engine));
    });
    afterAll(async () => {
      await t.close();
    });

    it('imports an older file without groups: its habits ungrouped, counting 1', async () => {
      const document = JSON.parse(archive) as Document;
      const { groups: _groups, ...older } = document;
      const habits = older.habits.map(({ groupId: _g, countsAs: _c, ...habit }) => habit);
      const token = await account();
      const preview = await send(token, JSON.stringify({ ...older, habits }), true);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).not.toHaveProperty('groups');
      const res = await send(token, JSON.stringify({ ...older, habits }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).not.toHaveProperty('groupsImported');
      expect(await groupsOf(token)).toEqual([]);
      expect(Object.values(await membership(token))).toEqual(
        Array.from({ length: 4 }, () => ({ group: null, countsAs: 1 })),
      );
    });

    it('refuses bad groups with a sentence, in the preview and the import alike, and changes nothing', async () => {
      const document = JSON.parse(archive) as Document;
      const [alcohol] = document.groups ?? [];
      const withHabit = (change: Record<string, unknown>) => ({
        ...document,
        habits: document.habits.map((h) => (h.name === 'Beer' ? { ...h, ...change } : h)),
      });
      const cases: [object, string][] = [
        [
          withHabit({ groupId: 999_999 }),
          "Beer is in group 999999, which is not among the file's groups",
        ],
        [withHabit({ groupId: 'Alcohol' }), 'Beer: The group is a group id or null'],
        [withHabit({ countsAs: 0 }), 'Beer: Counts as is more than 0'],
        [withHabit({ countsAs: 1001 }), 'Beer: Counts as is at most 1000'],
        [
          {
            ...document,
            groups: [{ ...alcohol, name: 'x'.repeat(61) }, ...(document.groups ?? []).slice(1)],
          },
          `Group 1 (${'x'.repeat(60)}): Group names are at most 60 characters`,
        ],
        [
          { ...document, groups: [alcohol, { ...alcohol, name: 'Again' }] },
          `Two groups of the file have the id ${String(alcohol?.id)}`,
        ],
        [
          { ...document, groups: [{ ...alcohol, budget: { period: 'year', limit: 3 } }] },
          "Group 1 (Alcohol): The budget's period is day, week or month",
        ],
        [
          { ...document, groups: undefined },
          `Beer is in group ${String(alcohol?.id)}, which is not among the file's groups`,
        ],
      ];
      const token = await account();
      await post(token, '/api/groups', { name: 'Mine' });
      const groupsBefore = await groupsOf(token);
      for (const [file, message] of cases) {
        for (const dryRun of [true, false]) {
          const res = await send(token, JSON.stringify(file), dryRun);
          expect(res.statusCode, `${message} (dryRun ${String(dryRun)}): ${res.body}`).toBe(400);
          expect(res.json<{ message: string }>().message).toBe(message);
        }
      }
      expect(await groupsOf(token)).toEqual(groupsBefore);
      expect(await habitsOf(token)).toEqual([]);
    });

    it('flattens the groups in the Loop exports and says so, only to a user who has groups', async () => {
      const csv = await exportFile(t, owner, 'csv');
      expect(csv.statusCode).toBe(200);
      const readme = strFromU8(
        unzipSync(new Uint8Array(csv.rawPayload))['README.txt'] ?? new Uint8Array(),
      );
      expect(readme).toContain(
        '- Loop has no groups: your habits are exported without them (Alcohol: Beer, Wine; Sugar: Sweets).',
      );
      const check = (token: string) =>
        transferCall(t, { method: 'GET', url: '/api/export?format=loop&dryRun=true', token });
      const answer = await check(owner);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        habits: 4,
        message: null,
        groups: 'Loop has no groups: your habits are exported without them.',
      });
      expect((await exportFile(t, owner, 'loop')).statusCode).toBe(200);
      const token = await account();
      await post(token, '/api/habits', { ...numberHabit, name: 'Tea' });
      expect((await check(token)).json()).toMatchObject({ habits: 1, groups: null });
      const plain = await exportFile(t, token, 'csv');
      const plainReadme = strFromU8(
        unzipSync(new Uint8Array(plain.rawPayload))['README.txt'] ?? new Uint8Array(),
      );
      expect(plainReadme).not.toContain('groups');
    });
  },
);
