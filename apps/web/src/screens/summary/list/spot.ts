/** The list view's grid of days: a shown day, and where the keyboard moves the one tab stop. */
import type { RecentDay } from '@taper/domain';

export type ShownDay = RecentDay & { pending?: boolean };

/** Where the list's one tab stop is: a row and a day (0 = the oldest, 4 = today). */
export interface Spot {
  row: number;
  col: number;
}

/** Where an arrow, Home or End moves the focus from `at`, in a list of `rows` rows of `cols` days. */
export function moveSpot(at: Spot, key: string, rows: number, cols: number): Spot | undefined {
  switch (key) {
    case 'ArrowRight':
      return { row: at.row, col: Math.min(cols - 1, at.col + 1) };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'ArrowDown':
      return { row: Math.min(rows - 1, at.row + 1), col: at.col };
    case 'ArrowUp':
      return { row: Math.max(0, at.row - 1), col: at.col };
    case 'Home':
      return { row: at.row, col: 0 };
    case 'End':
      return { row: at.row, col: cols - 1 };
    default:
      return undefined;
  }
}
