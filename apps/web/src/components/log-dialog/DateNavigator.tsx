import { canGoToNextDay, relativeDateLabel } from '../../forms/logDialog';
import { addDays, type IsoDate } from '@taper/domain';
import { weekdayName } from '../../lib/dates';
import { LOG_TEXTS } from './messages';

const NAV_BUTTON_CLASS =
  'flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 text-lg hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 cursor-pointer';

/** ‹ the date's weekday and relative label › ; no › on today, so no day past it can be reached. */
export function DateNavigator({
  date,
  today,
  onGo,
}: {
  date: IsoDate;
  today: IsoDate;
  onGo: (date: IsoDate) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={NAV_BUTTON_CLASS}
        aria-label={LOG_TEXTS.previousDay}
        onClick={() => {
          onGo(addDays(date, -1));
        }}
      >
        ‹
      </button>
      <div className="text-center" aria-live="polite">
        <p className="text-lg font-semibold">{weekdayName(date)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {relativeDateLabel(date, today)}
        </p>
      </div>
      {canGoToNextDay(date, today) ? (
        <button
          type="button"
          className={NAV_BUTTON_CLASS}
          aria-label={LOG_TEXTS.nextDay}
          onClick={() => {
            onGo(addDays(date, 1));
          }}
        >
          ›
        </button>
      ) : (
        // Keeps the labels centred while there is no next day.
        <span className="h-10 w-10" aria-hidden="true" />
      )}
    </div>
  );
}
