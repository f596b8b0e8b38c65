import { latestSelectableDate } from '../../forms/logDialog';
import { isIsoDate, type IsoDate } from '@taper/domain';
import { Input } from '@taper/ui';
import { useState } from 'react';
import { LOG_TEXTS } from './messages';

/** 'Select different date': opens a date input that goes no later than today. */
export function DifferentDatePicker({
  date,
  today,
  onPick,
}: {
  date: IsoDate;
  today: IsoDate;
  onPick: (date: IsoDate) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="text-center">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen((o) => !o);
        }}
        className="rounded text-sm font-medium text-brand underline-offset-2 hover:underline dark:text-teal-300"
      >
        {LOG_TEXTS.selectDifferentDate}
      </button>
      {open && (
        <div className="mt-2">
          <label htmlFor="log-date" className="sr-only">
            {LOG_TEXTS.dateLabel}
          </label>
          <Input
            id="log-date"
            type="date"
            max={latestSelectableDate(today)}
            value={date}
            onChange={(e) => {
              // A cleared or half-typed date is not a date to go to.
              if (isIsoDate(e.target.value)) onPick(e.target.value);
            }}
          />
        </div>
      )}
    </div>
  );
}
