import { describe, expect, it } from 'vitest';
import { habit } from '../../testing/fixtures';
import { shownHabit } from './shown-habit';

const coffee = habit({ id: 1, name: 'Coffee', archived: true });
const tea = habit({ id: 2, name: 'Tea' });
const wine = habit({ id: 3, name: 'Wine' });

describe('the habit a habit screen shows', () => {
  it('is the one asked for, archived too', () => {
    expect(shownHabit([coffee, tea, wine], 3)?.name).toBe('Wine');
    expect(shownHabit([coffee, tea, wine], 1)?.name).toBe('Coffee');
  });

  it('else the first unarchived one, and none without habits', () => {
    expect(shownHabit([coffee, tea, wine], undefined)?.name).toBe('Tea');
    expect(shownHabit([coffee, tea, wine], 99)?.name).toBe('Tea');
    expect(shownHabit([], 1)).toBeUndefined();
  });
});
