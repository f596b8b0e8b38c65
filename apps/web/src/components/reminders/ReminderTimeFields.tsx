import { WEEKDAYS } from '@taper/domain';
import { Button, cn, FieldError, Input, Label } from '@taper/ui';
import { useId } from 'react';
import { toggleReminderDay, type ReminderTimeForm } from '../../forms/reminderForm';
import { REMINDER_TEXTS } from './messages';

const DAY_CLASS = {
  on: 'border-slate-800 bg-slate-800 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900',
  off: 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200',
};

/** The weekdays of a reminder, each a toggle, Monday first. */
function WeekdayButtons({
  days,
  onChange,
}: {
  days: ReminderTimeForm['days'];
  onChange: (days: ReminderTimeForm['days']) => void;
}) {
  const daysId = useId();
  return (
    <div className="grid gap-1">
      <p id={daysId} className="text-sm font-medium">
        {REMINDER_TEXTS.days}
      </p>
      <div role="group" aria-labelledby={daysId} className="grid grid-cols-7 gap-1 sm:max-w-md">
        {WEEKDAYS.map((day) => {
          const chosen = days.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={chosen}
              onClick={() => {
                onChange(toggleReminderDay(days, day));
              }}
              className={cn(
                'min-h-11 rounded-md border text-sm font-medium',
                chosen ? DAY_CLASS.on : DAY_CLASS.off,
              )}
            >
              {/* Seen short, heard in full: a name that differs from the visible text would not
                  match what a voice-control user says. */}
              <span aria-hidden="true">{REMINDER_TEXTS.dayShort[day]}</span>
              <span className="sr-only">{REMINDER_TEXTS.dayNames[day]}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * One reminder time: the time of the user's day and its weekdays, with what is wrong with them.
 * Among several, it is headed 'Time 2' and can be removed.
 */
export function ReminderTimeFields({
  value,
  onChange,
  problem,
  position,
  onRemove,
}: {
  value: ReminderTimeForm;
  onChange: (value: ReminderTimeForm) => void;
  problem: string | undefined;
  /** Its place among several (1-based); undefined when it is the only one. */
  position?: number;
  onRemove?: () => void;
}) {
  const timeId = useId();
  const headingId = useId();
  const fields = (
    <>
      <div className="grid gap-1 sm:max-w-40">
        <Label htmlFor={timeId}>{REMINDER_TEXTS.time}</Label>
        <Input
          id={timeId}
          type="time"
          required
          value={value.time}
          onChange={(event) => {
            onChange({ ...value, time: event.target.value });
          }}
        />
      </div>
      <WeekdayButtons
        days={value.days}
        onChange={(days) => {
          onChange({ ...value, days });
        }}
      />
      <FieldError message={problem} />
    </>
  );
  if (position === undefined) return fields;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {REMINDER_TEXTS.nthTime(position)}
        </h4>
        {onRemove && (
          <Button type="button" variant="ghost" onClick={onRemove}>
            {REMINDER_TEXTS.removeTime(position)}
          </Button>
        )}
      </div>
      {fields}
    </section>
  );
}
