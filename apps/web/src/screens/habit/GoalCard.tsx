import { HOLD_DEFAULT_DAYS, HOLD_MAX_DAYS, HOLD_MIN_DAYS, type Habit } from '@taper/domain';
import { Button, Card, Field, Input, toast } from '@taper/ui';
import { useState } from 'react';
import { useHoldPlan } from '../../hooks/habits';
import { failureToast, serverMessage } from '../../lib/errors';
import { HABIT_TEXTS as T } from './messages';

/**
 * The goal today and the taper plan's coming steps, as the server words them, with the hold
 * suggestion and 'Hold this step' when the plan has a coming step.
 */
export function GoalCard({
  habit,
  holdSuggestion,
}: {
  habit: Habit;
  holdSuggestion: string | null | undefined;
}) {
  const [asking, setAsking] = useState(false);
  const outlook = habit.goalOutlook;
  return (
    <Card className="p-4">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{T.goalHeading}</h2>
      <p className="mt-1 font-semibold" data-testid="goal-line">
        {outlook.line}
      </p>
      {outlook.holdable && holdSuggestion && (
        <p
          role="status"
          className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
        >
          {holdSuggestion}
        </p>
      )}
      {outlook.holdable &&
        (asking ? (
          <HoldForm
            habitId={habit.id}
            onDone={() => {
              setAsking(false);
            }}
          />
        ) : (
          <Button
            className="mt-3"
            size="sm"
            variant={holdSuggestion ? 'primary' : 'outline'}
            onClick={() => {
              setAsking(true);
            }}
          >
            {T.hold}
          </Button>
        ))}
    </Card>
  );
}

function HoldForm({ habitId, onDone }: { habitId: number; onDone: () => void }) {
  const [text, setText] = useState(String(HOLD_DEFAULT_DAYS));
  const hold = useHoldPlan();
  const days = Number(text);
  const valid = Number.isInteger(days) && days >= HOLD_MIN_DAYS && days <= HOLD_MAX_DAYS;
  return (
    <form
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        hold.mutate(
          { id: habitId, days },
          {
            onSuccess: (habit) => {
              toast(T.held(habit.goalOutlook.line));
              onDone();
            },
            onError: (error) => {
              // The server says why in a sentence ('The taper plan has reached its end: …').
              failureToast(error, {
                ...T.holdFailed,
                description: serverMessage(error) ?? T.holdFailed.description,
              });
            },
          },
        );
      }}
    >
      <Field label={T.holdDays} hint={T.holdHint}>
        {(id) => (
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={HOLD_MIN_DAYS}
            max={HOLD_MAX_DAYS}
            step={1}
            value={text}
            autoFocus
            className="max-w-28"
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!valid} pending={hold.isPending}>
          {hold.isPending ? T.holding : T.holdConfirm(valid ? days : HOLD_DEFAULT_DAYS)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
