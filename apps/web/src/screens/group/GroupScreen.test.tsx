import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/api';
import { habit } from '../../testing/fixtures';
import { GroupScreen } from './GroupScreen';

const ALCOHOL = {
  id: 3,
  name: 'Alcohol',
  color: null,
  position: 1,
  collapsed: false,
  budget: { period: 'week', limit: 14 },
};

const chart = (bucket: string) => ({
  groupId: 3,
  bucket,
  buckets: [
    { start: '2025-03-03', end: '2025-03-09', total: 0, limit: 14, over: false },
    { start: '2025-03-10', end: '2025-03-16', total: 10.9, limit: 14, over: false },
  ],
  reduction: {
    baseline: null,
    total: 10.9,
    percent: null,
    text: '10.9 units this week; no baseline yet',
  },
});

describe('the group screen', () => {
  it("shows the server's line, each member's share, the chart against the limit and the reduction", async () => {
    const { calls } = renderWithApi(<GroupScreen groupId={3} />, {
      path: '/group/3',
      handlers: {
        'groups.list': () => [ALCOHOL],
        'habits.list': () => [habit({ id: 1, name: 'Beer' }), habit({ id: 2, name: 'Wine' })],
        'groups.progress': () => ({
          groupId: 3,
          budget: ALCOHOL.budget,
          period: {
            start: '2025-03-10',
            end: '2025-03-16',
            total: 10.9,
            limit: 14,
            left: 3.1,
            over: false,
          },
          habits: [
            { habitId: 1, total: 4.6 },
            { habitId: 2, total: 6.3 },
          ],
          text: 'Alcohol: 10.9 of 14 units this week',
        }),
        'groups.chart': (input) => chart((input as { bucket: string }).bucket),
      },
    });
    expect(await screen.findByText('Alcohol: 10.9 of 14 units this week')).toBeInTheDocument();
    expect(screen.getByText('Beer: 4.6 units this period')).toBeInTheDocument();
    expect(screen.getByText('Wine: 6.3 units this period')).toBeInTheDocument();
    expect(await screen.findByLabelText('From 2025-03-10: 10.9 of 14 units')).toBeInTheDocument();
    expect(screen.getByText('10.9 units this week; no baseline yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    expect(
      calls.some(
        (call) =>
          call.path === 'groups.chart' && (call.input as { bucket: string }).bucket === 'month',
      ),
    ).toBe(true);
  });

  it('says when the group is not the user’s', async () => {
    renderWithApi(<GroupScreen groupId={9} />, {
      path: '/group/9',
      handlers: {
        'groups.list': () => [ALCOHOL],
        'habits.list': () => [],
        'groups.progress': () => {
          throw new Error('Group not found');
        },
      },
    });
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
  });
});
