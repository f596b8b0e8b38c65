import { describe, expect, it } from 'vitest';
import { orderedHabits } from '../../hooks/habits';
import { habit } from '../../testing/fixtures';
import { movedIds } from './useHabitOrder';

const coffee = habit({ id: 1, name: 'Coffee' });
const wine = habit({ id: 2, name: 'Wine' });
const sugar = habit({ id: 3, name: 'Sugar' });
const archived = habit({ id: 4, name: 'Old', archived: true });

describe('the order shown at once', () => {
  it('moves a habit to an index, clamped to the list', () => {
    const list = [coffee, wine, sugar];
    expect(movedIds(list, 1, 1)).toEqual([2, 1, 3]);
    expect(movedIds(list, 3, 0)).toEqual([3, 1, 2]);
    expect(movedIds(list, 1, 9)).toEqual([2, 3, 1]);
    expect(movedIds(list, 2, -1)).toEqual([2, 1, 3]);
  });

  it('puts the unarchived habits in the order given, the archived ones after them', () => {
    const ordered = orderedHabits([coffee, archived, wine, sugar], [3, 1, 2]);
    expect(ordered.map((h) => h.name)).toEqual(['Sugar', 'Coffee', 'Wine', 'Old']);
  });
});
