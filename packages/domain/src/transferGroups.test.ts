import { describe, expect, it } from 'vitest';
import { importGroupsPreview, readImportGroups } from './transferGroups';

const alcohol = {
  id: 7,
  name: 'Alcohol',
  color: '#AA3355',
  position: 2,
  collapsed: true,
  budget: { period: 'week', limit: 14 },
};
const sugar = { id: 3, name: 'Sugar', position: 1 };

describe('readImportGroups', () => {
  it("reads the file's groups in their order and each habit's group and countsAs", () => {
    const read = readImportGroups(
      [alcohol, sugar],
      [
        { name: 'Beer', groupId: 7, countsAs: 2.3 },
        { name: 'Sweets', groupId: 3 },
        { name: 'Tea', groupId: null },
        { name: 'Water' },
      ],
    );
    expect(read).toEqual({
      ok: true,
      groups: [
        { key: 3, name: 'Sugar', color: null, collapsed: false, budget: null },
        {
          key: 7,
          name: 'Alcohol',
          color: '#AA3355',
          collapsed: true,
          budget: { period: 'week', limit: 14 },
        },
      ],
      memberships: [
        { groupKey: 7, countsAs: 2.3 },
        { groupKey: 3, countsAs: 1 },
        { groupKey: null, countsAs: 1 },
        { groupKey: null, countsAs: 1 },
      ],
    });
  });

  it('reads a file without groups as ungrouped habits', () => {
    expect(readImportGroups(undefined, [{ name: 'Tea' }])).toEqual({
      ok: true,
      groups: [],
      memberships: [{ groupKey: null, countsAs: 1 }],
    });
  });

  it.each([
    [
      [alcohol],
      { name: 'Beer', groupId: 8 },
      "Beer is in group 8, which is not among the file's groups",
    ],
    [
      undefined,
      { name: 'Beer', groupId: 7 },
      "Beer is in group 7, which is not among the file's groups",
    ],
    [[alcohol], { name: 'Beer', groupId: 1.5 }, 'Beer: The group is a group id or null'],
    [[alcohol], { name: 'Beer', countsAs: 0 }, 'Beer: Counts as is more than 0'],
    [[alcohol], { name: 'Beer', countsAs: 1000.5 }, 'Beer: Counts as is at most 1000'],
    [[alcohol], { name: 'Beer', countsAs: '2' }, 'Beer: Counts as is a number'],
    [
      [{ ...alcohol, name: 'a'.repeat(61) }],
      { name: 'Beer' },
      `Group 1 (${'a'.repeat(60)}): Group names are at most 60 characters`,
    ],
    [[{ ...alcohol, name: '  ' }], { name: 'Beer' }, 'Group 1: Please enter a group name'],
    [[alcohol, { ...sugar, id: 7 }], { name: 'Beer' }, 'Two groups of the file have the id 7'],
    [
      [sugar, { ...alcohol, color: 'red' }],
      { name: 'Beer' },
      'Group 2 (Alcohol): Colours are #RRGGBB',
    ],
    [
      [{ ...alcohol, budget: { period: 'week', limit: -1 } }],
      { name: 'Beer' },
      "Group 1 (Alcohol): The budget's limit is 0 or more",
    ],
    [[{ name: 'No id' }], { name: 'Beer' }, "Group 1 (No id): A group's id is a whole number"],
  ])('refuses a bad group or membership with a sentence (%#)', (groups, habit, message) => {
    expect(readImportGroups(groups, [habit])).toEqual({ ok: false, message });
  });

  it('refuses more groups than an import may bring', () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, name: `G${String(i)}` }));
    expect(readImportGroups(many, [])).toEqual({
      ok: false,
      message: 'The file has more than 500 groups',
    });
  });
});

describe('importGroupsPreview', () => {
  it('counts the habits each group holds', () => {
    const read = readImportGroups([alcohol, sugar], []);
    if (!read.ok) throw new Error(read.message);
    expect(
      importGroupsPreview(read.groups, [{ groupKey: 7 }, { groupKey: 7 }, { groupKey: null }, {}]),
    ).toEqual([
      { name: 'Sugar', habits: 0 },
      { name: 'Alcohol', habits: 2 },
    ]);
  });
});
