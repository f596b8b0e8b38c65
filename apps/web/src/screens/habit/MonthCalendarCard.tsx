import { fullDateText, type CalendarDay, type IsoDate } from '@taper/domain';
import { Card, CardContent, CardHeader, LoadingScreen, MonthGrid } from '@taper/ui';
import { TEXTS } from '../../messages';
import { HABIT_TEXTS } from './messages';

function MonthButton({
  label,
  glyph,
  onClick,
}: {
  label: string;
  glyph: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-full text-xl hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:hover:bg-slate-800"
    >
      {glyph}
    </button>
  );
}

/** The month calendar with its heading and month buttons; a day opens the Log Result dialog. */
export function MonthCalendarCard({
  habitName,
  color,
  heading,
  calendar,
  onPrevious,
  onNext,
  onSelectDay,
}: {
  habitName: string;
  color: string;
  /** 'March 2025'; undefined while the month loads. */
  heading: string | undefined;
  calendar: readonly CalendarDay[] | undefined;
  onPrevious: () => void;
  onNext: () => void;
  onSelectDay: (date: IsoDate) => void;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <MonthButton label={HABIT_TEXTS.previousMonth} glyph="‹" onClick={onPrevious} />
        <h1 className="text-lg font-semibold" aria-live="polite">
          {heading ?? TEXTS.loading}
        </h1>
        <MonthButton label={HABIT_TEXTS.nextMonth} glyph="›" onClick={onNext} />
      </CardHeader>
      <CardContent>
        {calendar === undefined || heading === undefined ? (
          <LoadingScreen label={TEXTS.loading} />
        ) : (
          <MonthGrid
            cells={calendar}
            color={color}
            label={`${habitName}, ${heading}`}
            dayLabel={(cell) =>
              cell.description
                ? `${fullDateText(cell.date)}: ${cell.description}`
                : fullDateText(cell.date)
            }
            onSelect={onSelectDay}
          />
        )}
      </CardContent>
    </Card>
  );
}
