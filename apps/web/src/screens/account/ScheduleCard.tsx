import { DAY_ENDS_AT_HOUR_MAX, type WeekStart } from '@taper/domain';
import { Button, ChoiceSelect, SectionCard, type Choice } from '@taper/ui';
import { useState } from 'react';
import { RadioCards } from '../../components/habit-form/FormSection';
import { useUpdateSchedule } from '../../hooks/auth';
import { browser } from '../../lib/browser';
import { failureToast } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { MESSAGES } from '../../messages';
import { SCHEDULE_TEXTS } from './account-messages';

// A function: its texts are read when drawn, in the language shown then.
const WEEK_OPTIONS = () =>
  [
    { value: 'monday', label: SCHEDULE_TEXTS.monday },
    { value: 'sunday', label: SCHEDULE_TEXTS.sunday },
  ] as const satisfies readonly { value: WeekStart; label: string }[];

// A function: its texts are read when drawn, in the language shown then.
const HOURS = (): Choice<string>[] =>
  Array.from({ length: DAY_ENDS_AT_HOUR_MAX + 1 }, (_, hour) => ({
    value: String(hour),
    label: hour === 0 ? SCHEDULE_TEXTS.midnight : SCHEDULE_TEXTS.hour(hour),
  }));

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Account → 'Week starts on' (Monday, SPEC's default, or Sunday), 'My day ends at' (midnight
 * to 6 a.m.) and the time zone: each saved at once; calendars, week blocks and today follow from
 * the server. The zone is set at sign-up from the browser and changes only here, when the user
 * asks for this device's (a laptop in another zone does not move their days by itself).
 */
export function ScheduleCard() {
  const user = useSessionUser();
  const update = useUpdateSchedule();
  const [state, setState] = useState<SaveState>('idle');
  const deviceZone = browser.timeZone();
  const save = (change: { weekStart?: WeekStart; dayEndsAtHour?: number; timezone?: string }) => {
    setState('saving');
    update.mutate(change, {
      onSuccess: () => {
        setState('saved');
      },
      onError: (error) => {
        setState('failed');
        failureToast(error, { title: MESSAGES.errorTitle, description: SCHEDULE_TEXTS.failed });
      },
    });
  };
  const weekStart = update.isPending
    ? (update.variables.weekStart ?? user.weekStart)
    : user.weekStart;
  const dayEnd = update.isPending
    ? (update.variables.dayEndsAtHour ?? user.dayEndsAtHour)
    : user.dayEndsAtHour;
  return (
    <SectionCard title={SCHEDULE_TEXTS.title} contentClassName="grid gap-4">
      <div className="grid gap-2">
        <p className="text-sm font-medium">{SCHEDULE_TEXTS.weekStart}</p>
        <RadioCards
          name="weekStart"
          label={SCHEDULE_TEXTS.weekStart}
          value={weekStart}
          options={WEEK_OPTIONS()}
          onChange={(value) => {
            save({ weekStart: value });
          }}
        />
      </div>
      <div className="grid gap-2">
        <label className="text-sm font-medium" htmlFor="day-ends-at">
          {SCHEDULE_TEXTS.dayEnd}
        </label>
        <ChoiceSelect
          id="day-ends-at"
          className="sm:max-w-xs"
          choices={HOURS()}
          value={String(dayEnd)}
          aria-describedby="day-ends-at-hint"
          onValueChange={(value) => {
            save({ dayEndsAtHour: Number(value) });
          }}
        />
        <p id="day-ends-at-hint" className="text-sm text-slate-600 dark:text-slate-300">
          {SCHEDULE_TEXTS.dayEndHint}
        </p>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{SCHEDULE_TEXTS.timezone}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {SCHEDULE_TEXTS.timezoneHint(user.timezone)}
        </p>
        {deviceZone !== user.timezone && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            pending={update.isPending}
            onClick={() => {
              save({ timezone: deviceZone });
            }}
          >
            {SCHEDULE_TEXTS.deviceZoneButton(deviceZone)}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {SCHEDULE_TEXTS[state]}
      </p>
    </SectionCard>
  );
}
