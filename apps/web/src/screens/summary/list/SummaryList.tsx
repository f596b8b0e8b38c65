import type { Habit, IsoDate, RecentDay, SummaryHabit } from '@taper/domain';
import { Card, cn, IconTile, readableTextOn } from '@taper/ui';
import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { isSkippedEntry } from '../../../forms/logDialog';
import { usePendingDays } from '../../../hooks/entry-queue';
import { overlayCalendar } from '../../../lib/entry-queue/overlay';
import { LIST_TEXTS } from '../messages';
import { TodayGoal } from '../TodayGoal';
import { useQuickLog } from '../useQuickLog';

/** How long a press is held before it opens the value for typing. */
const LONG_PRESS_MS = 500;

type ShownDay = RecentDay & { pending?: boolean };

/** Where the list's one tab stop is: a row and a day (0 = the oldest, 4 = today). */
interface Spot {
  row: number;
  col: number;
}

const OVER_HATCH: CSSProperties = {
  backgroundImage:
    'repeating-linear-gradient(135deg, transparent 0 4px, rgba(100, 116, 139, 0.45) 4px 6px)',
};

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

function DayCell({
  habit,
  day,
  label,
  tabbable,
  onTap,
  onOpen,
  onKeyDown,
  onFocus,
  buttonRef,
}: {
  habit: Habit;
  day: ShownDay;
  label: string;
  tabbable: boolean;
  onTap: () => void;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef(false);
  const skipped = day.status === 'skipped' || (day.pending === true && isSkippedEntry(day.entry));
  const success = day.status === 'success';
  const over = day.status === 'over' || day.status === 'warning';
  // The whole value ('Moderate'), cut to the cell's width by an ellipsis: what shows is the start of
  // what the cell's name says.
  const text = skipped ? LIST_TEXTS.skippedMark : (day.entry?.label ?? LIST_TEXTS.notLogged);
  const stop = () => {
    clearTimeout(timer.current);
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      data-date={day.date}
      data-status={day.status}
      data-day-dot
      onPointerDown={() => {
        held.current = false;
        stop();
        timer.current = setTimeout(() => {
          held.current = true;
          onOpen();
        }, LONG_PRESS_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onContextMenu={(event) => {
        event.preventDefault();
      }}
      onClick={() => {
        stop();
        if (held.current) {
          held.current = false;
          return;
        }
        onTap();
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={cn(
        'flex h-11 w-8 shrink-0 touch-manipulation items-center justify-center overflow-hidden rounded-md font-semibold tabular-nums select-none',
        skipped
          ? 'border-2 border-dashed border-slate-500 bg-white text-slate-700 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-200'
          : over
            ? 'border-2 border-solid border-slate-700 bg-slate-200 text-slate-900 dark:border-slate-200 dark:bg-slate-700 dark:text-slate-50'
            : success
              ? ''
              : 'border border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
        // A word's first letters ('Mod…') fit the cell only a size smaller than a number.
        text.length > 2 ? 'text-[10px] tracking-tighter' : 'text-[13px]',
        day.pending && 'italic',
        day.isToday &&
          !success &&
          !over &&
          !skipped &&
          'border-2 border-slate-500 dark:border-slate-300',
      )}
      style={
        success
          ? { backgroundColor: habit.color, color: readableTextOn(habit.color) }
          : over
            ? OVER_HATCH
            : undefined
      }
    >
      <span className="block max-w-full truncate px-px">{text}</span>
    </button>
  );
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
          {habit.name}
        </p>
        <TodayGoal card={card} className="truncate text-xs" />
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
              if (event.key === 'Enter') {
                event.preventDefault();
                onOpen(habit, day.date);
                return;
              }
              const to = moveSpot({ row: rowIndex, col }, event.key, rows, columns);
              if (!to) return;
              event.preventDefault();
              focusCell(to);
            }}
          />
        ))}
      </div>
    </li>
  );
});

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
  // Until a cell has had the focus the tab stop is the first row's today; it stays inside the list
  // when rows or days go.
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
  return (
    <>
      <Card className="p-0">
        {firstCard && (
          <div
            aria-hidden="true"
            className="flex items-center gap-2 border-b border-slate-100 px-2 py-1 dark:border-slate-800"
          >
            <span className="min-w-0 flex-1" />
            <span className="flex shrink-0 gap-0.5">
              {firstCard.recent.map((day) => (
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
        )}
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
