/** What the Log dialog tests share: the hooks the dialogs call, stood in for, and a render. */
import { render } from '@testing-library/react';
import { Toaster } from '@taper/ui';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export const log = vi.fn();
/** The server's goal lines (habits.dayGoal): goal 5 until 3 March, 4 from 4 March; today is 5 March. */
const GOAL_LINES: Record<string, string> = {
  '2025-03-03': 'Goal on 3 Mar: 5',
  '2025-03-04': 'Goal on 4 Mar: 4',
  '2025-03-05': 'Goal today: 4',
};
export const askedGoals: string[] = [];
/** The habits hooks: the goal line of each day asked, every day asked noted in askedGoals. */
export const habitsHooks = {
  useDayGoal: (id: number, date: string) => {
    askedGoals.push(`${id} ${date}`);
    const text = GOAL_LINES[date];
    return { data: text === undefined ? undefined : { date, text }, isPlaceholderData: false };
  },
};
export const clear = vi.fn<(entry: unknown) => Promise<string>>();
export const restore = vi.fn<(entry: unknown) => Promise<string>>();
/** The entries hooks, with logging and clearing answered by `log`, `clear` and `restore`. */
export function entriesHooks(original: typeof import('../hooks/entries')) {
  return {
    ...original,
    useLogEntry: () => ({ mutate: log, isPending: false }),
    useClearEntry: () => ({ clear, restore }),
  };
}

/** Renders a dialog with the toast viewport, so its toasts can be read. */
export const show = (ui: ReactElement) =>
  render(
    <>
      {ui}
      <Toaster />
    </>,
  );
