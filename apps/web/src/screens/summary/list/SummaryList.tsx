import type { Habit, IsoDate, SummaryHabit } from '@taper/domain';
import { Card, cn, IconTile, keyInReadingDirection } from '@taper/ui';
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { usePendingDays } from '../../../hooks/entry-queue';
import { overlayCalendar } from '../../../lib/entry-queue/overlay';
import { LIST_TEXTS } from '../messages';
import { TodayGoal } from '../TodayGoal';
import { useQuickLog } from '../useQuickLog';
import { DayCell } from './DayCell';
import { moveSpot, type Spot } from './spot';

/** A key on a cell: Enter opens its day; arrows, Home and End move the list's one tab stop. */
function cellKeyDown(
  event: KeyboardEvent<HTMLButtonElement>,
  from: Spot,
  size: { rows: number; columns: number },
  focusCell: (spot: Spot) => void,
  open: () => void,
): void {
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
    return;
  }
  const to = moveSpot(from, keyInReadingDirection(event.key), size.rows, size.columns);
  if (!to) return;
  event.preventDefault();
  focusCell(to);
}

const Row = memo(function Row({
  habit,
  card,
  iconPath,
  rowIndex,
  spot,
  onSpot,
  rows,
  columns,
  focusCell,
  cellRef,
  onOpen,
}: {
  habit: Habit;
  card: SummaryHabit | undefined;
  iconPath: (iconId: string) => string | undefined;
  rowIndex: number;
  /** The column holding the list's tab stop when it is in this row, else null. */
  spot: number | null;
  onSpot: (spot: Spot) => void;
  /** The list's rows and days, where arrows, Home and End stop. */
  rows: number;
  columns: number;
  focusCell: (spot: Spot) => void;
  cellRef: (row: number, col: number, element: HTMLButtonElement | null) => void;
  onOpen: (habit: Habit, date: IsoDate) => void;
}) {
  const pending = usePendingDays(habit.id);
  const days = useMemo(
    () => (card ? overlayCalendar(habit, card.recent, pending) : []),
    [habit, card, pending],
  );
  const quick = useQuickLog(habit, days);
  return (
    <li className="flex h-14 min-w-0 items-center gap-2 border-b border-slate-100 px-2 last:border-b-0 dark:border-slate-800">
      <IconTile filePath={iconPath(habit.icon)} color={habit.color} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold" title={habit.name}>
          <bdi>{habit.name}</bdi>
        </p>
        <TodayGoal card={card} row className="truncate text-xs" />
      </div>
      <div role="group" aria-label={habit.name} className="flex shrink-0 gap-0.5">
        {days.map((day, col) => (
          <DayCell
            key={day.date}
            habit={habit}
            day={day}
            label={LIST_TEXTS.cellLabel(habit.name, day.dayName, day.description)}
            tabbable={spot === col}
            buttonRef={(element) => {
              cellRef(rowIndex, col, element);
            }}
            onFocus={() => {
              onSpot({ row: rowIndex, col });
            }}
            onTap={() => {
              quick.tap(day);
            }}
            onOpen={() => {
              onOpen(habit, day.date);
            }}
            onKeyDown={(event) => {
              cellKeyDown(event, { row: rowIndex, col }, { rows, columns }, focusCell, () => {
                onOpen(habit, day.date);
              });
            }}
          />
        ))}
      </div>
    </li>
  );
});

/** The days' weekday letters above the cells, today's in bold; for sighted users only. */
function WeekdayHeader({ card }: { card: SummaryHabit }) {
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-2 border-b border-slate-100 px-2 py-1 dark:border-slate-800"
    >
      <span className="min-w-0 flex-1" />
      <span className="flex shrink-0 gap-0.5">
        {card.recent.map((day) => (
          <span
            key={day.date}
            className={cn(
              'w-8 text-center text-[11px] font-medium text-slate-600 dark:text-slate-300',
              day.isToday && 'font-bold text-slate-900 dark:text-slate-50',
            )}
          >
            {day.weekdayShort}
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * The list's one tab stop among its cells: where it is, the cells by place, and moving the focus.
 * Until a cell has had the focus the tab stop is the first row's today; it stays inside the list
 * when rows or days go.
 */
function useTabStop(rows: number, columns: number) {
  const [chosen, setChosen] = useState<Spot | null>(null);
  const spot: Spot = {
    row: Math.min(chosen?.row ?? 0, rows - 1),
    col: Math.min(chosen?.col ?? columns - 1, columns - 1),
  };
  const cells = useRef(new Map<string, HTMLButtonElement>());
  // Stable, so a row re-renders only when its own props change (the tab stop moving through it).
  const cellRef = useCallback((row: number, col: number, element: HTMLButtonElement | null) => {
    const key = `${String(row)}:${String(col)}`;
    if (element) cells.current.set(key, element);
    else cells.current.delete(key);
  }, []);
  const focusCell = useCallback(
    (to: Spot) => {
      setChosen(to);
      cells.current.get(`${String(to.row)}:${String(to.col)}`)?.focus();
    },
    [setChosen],
  );
  return { spot, setChosen, cellRef, focusCell };
}

/**
 * The summary as a list: one row per habit (icon, name, today's goal) and a cell for today and
 * each of the four days before, newest on the right. A tap logs (a number day +1, a level or tag
 * day the next option); a long press or Enter opens the day's value for typing. The cells are one
 * tab stop: arrows, Home and End move between them.
 */
export function SummaryList({
  habits,
  cards,
  iconPath,
  onOpen,
}: {
  habits: readonly Habit[];
  cards: ReadonlyMap<number, SummaryHabit>;
  iconPath: (iconId: string) => string | undefined;
  onOpen: (habit: Habit, date: IsoDate) => void;
}) {
  const firstCard = habits.map((habit) => cards.get(habit.id)).find((card) => card !== undefined);
  const rows = habits.length;
  const columns = firstCard?.recent.length ?? 0;
  const { spot, setChosen, cellRef, focusCell } = useTabStop(rows, columns);
  return (
    <>
      <Card className="p-0">
        {firstCard && <WeekdayHeader card={firstCard} />}
        <ul aria-label={LIST_TEXTS.listLabel}>
          {habits.map((habit, row) => (
            <Row
              key={habit.id}
              habit={habit}
              card={cards.get(habit.id)}
              iconPath={iconPath}
              rowIndex={row}
              spot={spot.row === row ? spot.col : null}
              onSpot={setChosen}
              rows={rows}
              columns={columns}
              focusCell={focusCell}
              cellRef={cellRef}
              onOpen={onOpen}
            />
          ))}
        </ul>
      </Card>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{LIST_TEXTS.hint}</p>
    </>
  );
}
