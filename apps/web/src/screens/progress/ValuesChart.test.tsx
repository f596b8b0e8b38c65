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
    skippedDays: 0,
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
    expect(lineY).toBeLessThan(240 - 24);
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
      skippedDays: 0,
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

describe('ValuesChart: read without hovering', () => {
  it('labels the y axis with a few round values, on the bars’ scale', () => {
    show([day('2025-03-10', 2, null), day('2025-03-11', 8, null)]);
    const axis = screen.getByTestId('y-axis');
    const ticks = [...axis.querySelectorAll('text')].map((text) => text.textContent);
    expect(ticks).toEqual(['0', '2', '4', '6', '8']);
    // The 8 tick sits exactly at the top of the bar of 8.
    const bar = screen.getByRole('img', { name: /: 8, goal 3, over target/ });
    const eight = [...axis.querySelectorAll('text')].find((text) => text.textContent === '8');
    expect(Number(eight?.getAttribute('y')) - 4).toBeCloseTo(Number(bar.getAttribute('y')));
  });

  it('names whole steps only on a level scale', () => {
    const names = ['None', 'Low', 'Moderate', 'High'];
    render(
      <ValuesChart
        bucket="day"
        buckets={[day('2025-03-10', 3, null)]}
        color="#3B82F6"
        label={(value) => names[Math.round(value)] ?? '?'}
        wholeSteps
      />,
    );
    const ticks = [...screen.getByTestId('y-axis').querySelectorAll('text')].map(
      (text) => text.textContent,
    );
    expect(ticks).toEqual(['None', 'Low', 'Moderate', 'High']);
  });

  it('labels the goal line where it starts and each step of a plan', () => {
    const steps = [3, 3, 2, 2, 1, 1].map((goal, index) => ({
      ...day(`2025-03-1${String(index)}`, index < 3 ? 1 : null, null),
      goal: index < 3 ? goal : null,
      plannedGoal: index < 3 ? null : goal,
    }));
    show(steps);
    const labels = [...screen.getByTestId('goal-labels').querySelectorAll('text')].map(
      (text) => text.textContent,
    );
    expect(labels).toEqual(['Goal 3', '2', '1']);
  });

  it("says a goal at the habit's own precision: a week's mean of 30 a week reads ≈4, not 4.29", () => {
    const weeks = [30, 23, 16].map((budget, index) => ({
      ...day(`2025-03-${String(3 + index * 7).padStart(2, '0')}`, 2, null),
      goal: budget / 7,
    }));
    render(
      <ValuesChart
        bucket="week"
        buckets={weeks}
        color="#3B82F6"
        label={(value) => String(Math.round(value * 100) / 100)}
      />,
    );
    const labels = [...screen.getByTestId('goal-labels').querySelectorAll('text')].map(
      (text) => text.textContent,
    );
    expect(labels).toEqual(['Goal ≈4', '≈3', '≈2']);
    expect(document.body.textContent).not.toMatch(/4\.29|3\.29|2\.29/);
    expect(
      screen.getByRole('img', { name: /Week of 3 Mar: 2 a day, goal ≈4/ }),
    ).toBeInTheDocument();
  });

  it('draws a skipped day as its own dashed mark, named and listed as skipped', () => {
    show([day('2025-03-10', 2, null), { ...day('2025-03-11', null, null), skippedDays: 1 }]);
    const mark = screen.getByTestId('skipped-mark');
    expect(mark).toHaveAttribute('aria-label', '11 Mar: skipped');
    expect(mark.getAttribute('stroke-dasharray')).toBe('3 2');
    // A day without an entry has no mark at all.
    expect(screen.getAllByTestId('skipped-mark')).toHaveLength(1);
    const row = screen.getAllByRole('row')[2];
    expect(
      row &&
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
    ).toEqual(['11 Mar', 'Skipped', '3', '–', '0', '0', '1']);
  });

  it('counts a week’s skipped days in its bar’s name', () => {
    render(
      <ValuesChart
        bucket="week"
        buckets={[{ ...day('2025-03-10', 2, null), skippedDays: 2 }]}
        color="#3B82F6"
        label={(value) => String(value)}
      />,
    );
    expect(screen.getByRole('img', { name: /on target, 2 days skipped$/ })).toBeInTheDocument();
  });
});
