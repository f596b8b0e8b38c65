/**
 * Habit groups travel with the Taper export (issue 51): the document holds the user's groups and
 * each habit's group and countsAs; an import into another account creates the groups anew and puts
 * the habits back in them, read through REST and tRPC alike. A file without groups still imports;
 * a file with bad groups is refused with a sentence, by the preview and the import alike, and
 * changes nothing. Another user's groups never leave or change.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taperExportSchema } from '@taper/domain';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';
import { exportFile, transferCall } from './calls.testing';

interface Group {
  id: number;
  name: string;
  color: string | null;
  position: number;
  collapsed: boolean;
  budget: { period: string; limit: number } | null;
}
interface Habit {
  id: number;
  name: string;
  groupId: number | null;
  countsAs: number;
}
interface Document {
  groups?: Group[];
  habits: (Habit & Record<string, unknown>)[];
  [key: string]: unknown;
}

const LIMITS = { transferLimits: { max: 500, timeWindowMs: 60_000 } };

describe.each(availableTestEngines())('habit groups in export and import on %s', (engine) => {
  let t: TestApi;
  let owner: string;
  let other: string;
  let archive: string;
  let fresh = 0;

  const post = async <T>(token: string, url: string, body: object) => {
    const res = await t.rest('POST', url, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const groupsOf = async (token: string) => {
    const rest = await t.rest('GET', '/api/groups', { token });
    const trpc = await t.trpc('query', 'groups.list', undefined, token);
    expect(rest.statusCode).toBe(200);
    // Both adapters answer the same groups.
    expect(trpc.json<{ result: { data: Group[] } }>().result.data).toEqual(rest.json());
    return rest.json<Group[]>();
  };
  const habitsOf = async (token: string) => {
    const rest = await t.rest('GET', '/api/habits', { token });
    const trpc = await t.trpc('query', 'habits.list', undefined, token);
    expect(trpc.json<{ result: { data: Habit[] } }>().result.data).toEqual(rest.json());
    return rest.json<Habit[]>();
  };
  /** Each habit by name with its group's name (or null) and its countsAs. */
  const membership = async (token: string) => {
    const groups = new Map((await groupsOf(token)).map((g) => [g.id, g.name]));
    return Object.fromEntries(
      (await habitsOf(token)).map((h) => [
        h.name,
        {
          group: h.groupId === null ? null : (groups.get(h.groupId) ?? 'missing'),
          countsAs: h.countsAs,
        },
      ]),
    );
  };
  const send = (token: string, payload: string, dryRun = false) =>
    transferCall(t, {
      method: 'POST',
      url: `/api/import?dryRun=${String(dryRun)}`,
      token,
      contentType: 'application/json',
      bytes: new TextEncoder().encode(payload),
    });
  const account = async () => {
    fresh += 1;
    return (await t.signup(`groups-fresh-${String(fresh)}@example.com`)).token;
  };

  beforeAll(async () => {
    ({
      t,
      token: owner,
      otherToken: other,
    } = await createTestApiWithTwoUsers(engine, undefined, LIMITS));
    const alcohol = await post<Group>(owner, '/api/groups', {
      name: 'Alcohol',
      color: '#AA3355',
      budget: { period: 'week', limit: 14 },
    });
    const sugar = await post<Group>(owner, '/api/groups', { name: 'Sugar' });
    const closed = await t.rest('PUT', `/api/groups/${String(sugar.id)}`, {
      token: owner,
      body: { collapsed: true, budget: { period: 'day', limit: 0 } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await post(owner, '/api/groups', { name: 'Empty', budget: { period: 'month', limit: 30 } });
    const beer = await post<Habit>(owner, '/api/habits', {
      ...numberHabit,
      name: 'Beer',
      groupId: alcohol.id,
      countsAs: 2.3,
    });
    await post(owner, '/api/habits', {
      ...numberHabit,
      name: 'Wine',
      groupId: alcohol.id,
      countsAs: 2.1,
    });
    await post(owner, '/api/habits', { ...numberHabit, name: 'Sweets', groupId: sugar.id });
    await post(owner, '/api/habits', { ...numberHabit, name: 'Tea', countsAs: 4 });
    await post(owner, `/api/habits/${String(beer.id)}/entries`, {
      date: '2025-03-11',
      actualValue: 2,
    });
    // The other user's group, which no export of the owner's may hold.
    const theirs = await post<Group>(other, '/api/groups', { name: 'Their secret group' });
    await post(other, '/api/habits', { ...numberHabit, name: 'Theirs', groupId: theirs.id });
    const res = await exportFile(t, owner, 'json');
    expect(res.statusCode).toBe(200);
    archive = res.body;
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
});
