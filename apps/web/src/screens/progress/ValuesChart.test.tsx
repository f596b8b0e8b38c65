import type { HistoryBucketTotals } from '@taper/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValuesChart } from './ValuesChart';

function day(start: string, value: number | null, baseline: number | null): HistoryBucketTotals {
  return {
    start,
    end: start,
    total: value ?? 0,
    average: value,
    successDays: value !== null && value <= 3 ? 1 : 0,
    overDays: value !== null && value > 3 ? 1 : 0,
    loggedDays: value === null ? 0 : 1,
    goal: 3,
    plannedGoal: null,
    value,
    over: value !== null && value > 3,
    budget: null,
    baseline,
  };
}

const show = (buckets: HistoryBucketTotals[]) =>
  render(
    <ValuesChart bucket="day" buckets={buckets} color="#3B82F6" label={(value) => String(value)} />,
  );

describe('ValuesChart: the baseline line', () => {
  it('draws the baseline as a labelled line on the bars’ scale, and a column in the table', () => {
    show([day('2025-03-10', 2, 5), day('2025-03-11', 4, 5), day('2025-03-12', null, 5)]);
    const line = screen.getByTestId('baseline-line');
    expect(within(line).getByText('Baseline: 5')).toBeInTheDocument();
    // On the same scale as the bars: a value of 5 would reach exactly as high as the line.
    const bar = screen.getByRole('img', { name: /: 4, goal 3, over target/ });
    const drawn = line.querySelector('line');
    const barTop = Number(bar.getAttribute('y'));
    const bottom = barTop + Number(bar.getAttribute('height'));
    const lineY = Number(drawn?.getAttribute('y1'));
    expect((bottom - lineY) / (bottom - barTop)).toBeCloseTo(5 / 4);
    // Dotted, unlike the solid goal line.
    expect(drawn?.getAttribute('stroke-dasharray')).toBe('2 4');
    expect(screen.getByRole('columnheader', { name: 'Baseline' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[4]?.textContent),
    ).toEqual(['5', '5', '5']);
  });

  it('keeps the baseline in sight when it is above every bar', () => {
    show([day('2025-03-10', 1, 9)]);
    const lineY = Number(
      screen.getByTestId('baseline-line').querySelector('line')?.getAttribute('y1'),
    );
    // Inside the chart, above the x axis and below its top edge.
    expect(lineY).toBeGreaterThan(0);
    expect(lineY).toBeLessThan(220 - 24);
  });

  it('draws no baseline line and no column without a baseline', () => {
    show([day('2025-03-10', 2, null), day('2025-03-11', 4, null)]);
    expect(screen.queryByTestId('baseline-line')).not.toBeInTheDocument();
    expect(screen.queryByText(/Baseline/)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Baseline' })).not.toBeInTheDocument();
    expect(screen.getByTestId('goal-line')).toBeInTheDocument();
  });
});

describe('ValuesChart: a budget’s weeks', () => {
  function week(start: string, total: number | null, past = true): HistoryBucketTotals {
    return {
      start,
      end: start,
      total: total ?? 0,
      average: total,
      successDays: 0,
      overDays: total !== null && total > 14 ? 1 : 0,
      loggedDays: total === null ? 0 : 2,
      goal: past ? 14 : null,
      plannedGoal: past ? null : 14,
      value: total,
      over: total !== null && total > 14,
      budget: 14,
      baseline: 35,
    };
  }

  it('draws each week’s total against the budget line, with a Budget column', () => {
    render(
      <ValuesChart
        bucket="week"
        buckets={[week('2025-03-03', 16), week('2025-03-10', 9), week('2025-03-17', null, false)]}
        color="#3B82F6"
        label={(value) => String(value)}
      />,
    );
    expect(screen.getByTestId('budget-line')).toBeInTheDocument();
    expect(screen.queryByTestId('goal-line')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /: 16 in all, budget 14, over budget$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /: 9 in all, budget 14, within budget$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /: budget 14$/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Budget' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('baseline-line')).getByText('Baseline: 35'),
    ).toBeInTheDocument();
  });
});
