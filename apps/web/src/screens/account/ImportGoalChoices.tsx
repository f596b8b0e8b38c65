import type { ImportGoalChoice, ImportGoalChoices } from '@taper/domain';
import { Button, TextField } from '@taper/ui';
import { useState } from 'react';
import { TRANSFER_TEXTS as T } from './account-messages';

/** A typed goal: empty leaves the habit out, a number of at least 0 is its target. */
function readGoal(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

/**
 * The goals of a file without targets (an older Loop CSV, HabitBull): one 'at most' field per
 * habit, as the preview lists them; applying them asks for the preview again with those goals,
 * and the import then sends the same ones. Roundings and refusals are the server's, shown in the
 * preview's lines.
 */
export function ImportGoalChoicesForm({
  choices,
  busy,
  onApply,
}: {
  choices: readonly ImportGoalChoice[];
  busy: boolean;
  onApply: (goals: ImportGoalChoices) => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      choices.map((choice) => [choice.key, choice.atMost === null ? '' : String(choice.atMost)]),
    ),
  );
  const read = choices.map((choice) => ({ choice, goal: readGoal(draft[choice.key] ?? '') }));
  const invalid = read.some(({ goal }) => goal === 'invalid');
  return (
    <form
      aria-label={T.goalsTitle}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        onApply(
          Object.fromEntries(
            read.map(({ choice, goal }) => [choice.key, goal === 'invalid' ? null : goal]),
          ),
        );
      }}
    >
      <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{T.goalsTitle}</h4>
      <p className="text-sm text-slate-700 dark:text-slate-300">{T.goalsBody}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {read.map(({ choice, goal }) => (
          <TextField
            key={choice.key}
            label={T.goalLabel(choice.name, choice.schedule)}
            inputMode="decimal"
            value={draft[choice.key] ?? ''}
            onValueChange={(value) => {
              setDraft((current) => ({ ...current, [choice.key]: value }));
            }}
            hint={[T.goalFacts(choice.entries, choice.largest), choice.hint]
              .filter((line) => line !== null)
              .join('. ')}
            problem={goal === 'invalid' ? T.goalProblem : undefined}
          />
        ))}
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={invalid} pending={busy}>
          {T.applyGoals}
        </Button>
      </div>
    </form>
  );
}
