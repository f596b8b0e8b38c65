import { describe, expect, it } from 'vitest';
import { adminDailySeries } from './adminDaily';

describe('adminDailySeries', () => {
  it('counts sign-ups and distinct active users per day of the admin’s zone, oldest first', () => {
    const days = adminDailySeries(
      [
        new Date('2030-01-30T10:00:00Z'),
        new Date('2030-01-31T09:00:00Z'),
        // 23:30 in UTC is already 31 January in Berlin.
        new Date('2030-01-30T23:30:00Z'),
        // Before the window: left out.
        new Date('2030-01-01T12:00:00Z'),
      ],
      [
        { userId: 1, at: new Date('2030-01-31T08:00:00Z') },
        { userId: 1, at: new Date('2030-01-31T09:00:00Z') },
        { userId: 2, at: new Date('2030-01-31T10:00:00Z') },
        { userId: 2, at: new Date('2030-01-29T10:00:00Z') },
      ],
      '2030-01-31',
      'Europe/Berlin',
      3,
    );
    expect(days).toEqual([
      { date: '2030-01-29', signUps: 0, activeUsers: 1 },
      { date: '2030-01-30', signUps: 1, activeUsers: 0 },
      { date: '2030-01-31', signUps: 2, activeUsers: 2 },
    ]);
  });

  it('gives 30 days ending today by default, zeros without data', () => {
    const days = adminDailySeries([], [], '2030-03-01', 'UTC');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2030-01-31', signUps: 0, activeUsers: 0 });
    expect(days.at(-1)?.date).toBe('2030-03-01');
  });
});
