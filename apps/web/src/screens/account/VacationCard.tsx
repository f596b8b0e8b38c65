import { addDays, type Habit, type IsoDate } from '@taper/domain';
import { Field, Input, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { RadioCards } from '../../components/habit-form/FormSection';
import { useActiveHabits } from '../../hooks/habits';
import { useSkipRange } from '../../hooks/skips';
import { onMutationError, serverMessage } from '../../lib/errors';
import { useUserToday } from '../../lib/session';
import { VACATION_TEXTS } from './account-messages';
import { FormCard } from './FormCard';

type Scope = 'all' | 'chosen';

// A function: its texts are read when drawn, in the language shown then.
const SCOPES = () =>
  [
    { value: 'all', label: VACATION_TEXTS.allHabits },
    { value: 'chosen', label: VACATION_TEXTS.chosenHabits },
  ] as const satisfies readonly { value: Scope; label: string }[];

type Outcome = { kind: 'done' | 'failed'; text: string } | undefined;

/** The chosen habits: one checkbox per habit. */
function HabitChoices({
  habits,
  chosen,
  onToggle,
}: {
  habits: readonly Habit[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  if (habits.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{VACATION_TEXTS.noHabits}</p>;
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {VACATION_TEXTS.chooseHabits}
      </legend>
      {habits.map((habit) => (
        <label key={habit.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.has(habit.id)}
            onChange={() => {
              onToggle(habit.id);
            }}
            className="h-4 w-4 accent-brand"
          />
          <span
            aria-hidden="true"
            className="h-3 w-3 shrink-0 rounded-full"
            style={{ backgroundColor: habit.color }}
          />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <bdi>{habit.name}</bdi>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The first and the last day of the range, both up to today. */
function VacationDates({
  from,
  to,
  today,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  today: IsoDate;
  onFrom: (date: string) => void;
  onTo: (date: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={VACATION_TEXTS.vacationFrom}>
        {(id) => (
          <Input
            id={id}
            type="date"
            value={from}
            max={today}
            onChange={(event) => {
              onFrom(event.target.value);
            }}
          />
        )}
      </Field>
      <Field label={VACATION_TEXTS.vacationTo}>
        {(id) => (
          <Input
            id={id}
            type="date"
            value={to}
            max={today}
            onChange={(event) => {
              onTo(event.target.value);
            }}
          />
        )}
      </Field>
    </div>
  );
}

/** What the last request did, or why it was refused: announced as it appears. */
function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.kind === 'failed' ? 'alert' : 'status'}
      className={
        outcome.kind === 'failed'
          ? 'text-sm font-medium text-red-700 dark:text-red-300'
          : 'text-sm font-medium text-emerald-800 dark:text-emerald-300'
      }
    >
      {outcome.text}
    </p>
  );
}

/**
 * Account → Vacation: skip a range of days (the last 7 by default) for every habit or
 * the chosen ones. The server refuses more than 60 days or a day after today, and keeps days that
 * are already logged; its answer (or refusal) is said below the button.
 */
export function VacationCard() {
  // The user's today by their day end: with 3 a.m., 01:30 is still yesterday.
  const today: IsoDate = useUserToday();
  const [from, setFrom] = useState<string>(() => addDays(today, -6));
  const [to, setTo] = useState<string>(today);
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>();
  // 'All habits' are the unarchived ones, as the server skips them.
  const habits = useActiveHabits();
  const skip = useSkipRange();

  const toggle = (id: number) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (from === '' || to === '') {
      setOutcome({ kind: 'failed', text: VACATION_TEXTS.datesRequired });
      return;
    }
    if (scope === 'chosen' && chosen.size === 0) {
      setOutcome({ kind: 'failed', text: VACATION_TEXTS.noHabitChosen });
      return;
    }
    setOutcome(undefined);
    skip.mutate(
      { from, to, ...(scope === 'chosen' ? { habitIds: [...chosen] } : {}) },
      {
        onSuccess: (result) => {
          const text = VACATION_TEXTS.vacationDone(result.skipped, result.alreadyLogged);
          setOutcome({ kind: 'done', text });
          toast({ title: VACATION_TEXTS.vacationTitle, description: text });
        },
        onError: (error) => {
          onMutationError(error, () => {
            setOutcome({
              kind: 'failed',
              text: serverMessage(error) ?? VACATION_TEXTS.vacationFailed,
            });
          });
        },
      },
    );
  };

  return (
    <FormCard
      title={VACATION_TEXTS.vacationTitle}
      onSubmit={onSubmit}
      pending={skip.isPending}
      submitLabel={VACATION_TEXTS.vacationSubmit}
      pendingLabel={VACATION_TEXTS.vacationPending}
      noValidate
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{VACATION_TEXTS.vacationIntro}</p>
      <VacationDates from={from} to={to} today={today} onFrom={setFrom} onTo={setTo} />
      <RadioCards
        name="vacation-habits"
        label={VACATION_TEXTS.vacationHabits}
        value={scope}
        options={SCOPES()}
        onChange={setScope}
      />
      {scope === 'chosen' && (
        <HabitChoices habits={habits.data ?? []} chosen={chosen} onToggle={toggle} />
      )}
      <OutcomeLine outcome={outcome} />
    </FormCard>
  );
}
