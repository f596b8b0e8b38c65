import type { MonthlyInsights, WeekBlock } from '@taper/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InsightsDialog } from './InsightsDialog';

const block = (label: string, counts: Partial<WeekBlock>): WeekBlock => ({
  label,
  firstDay: Number(label.split('-')[0]),
  lastDay: Number(label.split('-')[1]),
  start: '2025-03-01',
  end: '2025-03-07',
  entryCount: 0,
  successCount: 0,
  hasEntries: false,
  success: false,
  ...counts,
});

const insights: MonthlyInsights = {
  heading: 'March 2025',
  successDays: 9,
  aboveTargetDays: 2,
  weekBlocks: [
    block('1-7', { entryCount: 7, successCount: 7, hasEntries: true, success: true }),
    block('8-14', { entryCount: 5, successCount: 2, hasEntries: true }),
    block('15-21', {}),
    block('22-28', {}),
  ],
  messages: ['Great job! You are on track.'],
};

describe('InsightsDialog', () => {
  it("shows the month's totals, each week block and the trends", async () => {
    render(<InsightsDialog habitName="Coffee" insights={insights} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Monthly Insights' });
    expect(dialog).toHaveTextContent('Coffee · March 2025');
    const month = within(dialog).getByRole('region', { name: 'This month' });
    expect(month).toHaveTextContent('9Success Days');
    expect(month).toHaveTextContent('2Above Target Days');
    const weeks = within(within(dialog).getByRole('region', { name: 'Weekly Breakdown' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(weeks).toEqual([
      'Days 1-7On target',
      'Days 8-142/5 on target',
      'Days 15-21No entries',
      'Days 22-28No entries',
    ]);
    // A week without entries shows neither the tick nor the warning.
    const marks = [...dialog.querySelectorAll('[data-mark]')].map((el) =>
      el.getAttribute('data-mark'),
    );
    expect(marks).toEqual(['success', 'warning', 'none', 'none']);
    expect(within(dialog).getByRole('region', { name: 'Trends & Insights' })).toHaveTextContent(
      'Great job! You are on track.',
    );
  });

  it('closes with Close', async () => {
    const onClose = vi.fn();
    render(<InsightsDialog habitName="Coffee" insights={insights} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
