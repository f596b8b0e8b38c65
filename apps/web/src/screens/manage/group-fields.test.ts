import { describe, expect, it } from 'vitest';
import { orderedGroups } from '../../hooks/groups';
import { checkedDraft, draftOf, parsedLimit } from './group-fields';

const alcohol = {
  id: 5,
  name: 'Alcohol',
  color: null,
  position: 3,
  collapsed: false,
  budget: { period: 'week' as const, limit: 14 },
};

describe('a group form’s fields', () => {
  it('reads a limit with a point or a comma, and refuses what is no number of 0 or more', () => {
    expect(parsedLimit('14')).toBe(14);
    expect(parsedLimit(' 2,5 ')).toBe(2.5);
    expect(parsedLimit('0')).toBe(0);
    expect(parsedLimit('')).toBeNull();
    expect(parsedLimit('-1')).toBeNull();
    expect(parsedLimit('lots')).toBeNull();
  });

  it('gives back what a group is, and saves it unchanged', () => {
    const draft = draftOf(alcohol);
    expect(draft).toEqual({ name: 'Alcohol', period: 'week', limit: '14', colour: 'none' });
    expect(checkedDraft(draft)).toEqual({
      ok: true,
      name: 'Alcohol',
      budget: { period: 'week', limit: 14 },
      color: null,
    });
  });

  it('trims the name, drops the budget for none, and says which field is wrong', () => {
    expect(
      checkedDraft({ name: ' Sugar ', period: 'none', limit: 'x', colour: '#EF4444' }),
    ).toEqual({ ok: true, name: 'Sugar', budget: null, color: '#EF4444' });
    expect(checkedDraft({ name: '  ', period: 'week', limit: '1', colour: 'none' })).toMatchObject({
      ok: false,
      field: 'name',
    });
    expect(checkedDraft({ name: 'A', period: 'day', limit: '-3', colour: 'none' })).toMatchObject({
      ok: false,
      field: 'limit',
    });
  });

  it('orders groups by the ids given, numbering their positions from 1', () => {
    const sugar = { ...alcohol, id: 6, name: 'Sugar', position: 1 };
    expect(orderedGroups([sugar, alcohol], [5, 6]).map((g) => [g.id, g.position])).toEqual([
      [5, 1],
      [6, 2],
    ]);
  });
});
