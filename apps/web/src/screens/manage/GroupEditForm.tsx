import { GROUP_NAME_MAX, type Group } from '@taper/domain';
import { Button, SelectField, TextField } from '@taper/ui';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { COLOUR_CHOICES, PERIOD_CHOICES } from './group-fields';
import { GROUPS_TEXTS as T } from './groups-messages';
import type { GroupEdit } from './useGroupEdit';

/**
 * A group's name, budget and colour edited in its row. Enter in any field saves, Escape cancels
 * (and goes no further: nothing around the card closes).
 */
export function GroupEditForm({ group, edit }: { group: Group; edit: GroupEdit }) {
  const { draft, problem } = edit;
  const colours = COLOUR_CHOICES.some((choice) => choice.value === draft.colour)
    ? COLOUR_CHOICES
    : [...COLOUR_CHOICES, { value: draft.colour, label: draft.colour }];
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      edit.cancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      // A select takes no Enter of its own: Enter saves from every field alike.
      event.preventDefault();
      edit.save();
    }
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    edit.save();
  };
  return (
    <form
      aria-label={T.editing(group.name)}
      // Framed and titled, so it is not taken for the new group's form above it.
      className="grid gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start dark:border-slate-600 dark:bg-slate-800/60"
      onKeyDown={onKeyDown}
      onSubmit={onSubmit}
      noValidate
    >
      <p className="font-semibold sm:col-span-2 lg:col-span-4">{T.editing(group.name)}</p>
      <TextField
        label={T.name}
        autoFocus
        maxLength={GROUP_NAME_MAX}
        value={draft.name}
        problem={problem?.field === 'name' ? problem.text : undefined}
        onValueChange={(name) => {
          edit.change({ name });
        }}
      />
      <SelectField
        label={T.period}
        choices={PERIOD_CHOICES}
        value={draft.period}
        onValueChange={(period) => {
          edit.change({ period });
        }}
      />
      {draft.period !== 'none' && (
        <TextField
          label={T.limit}
          inputMode="decimal"
          value={draft.limit}
          problem={problem?.field === 'limit' ? problem.text : undefined}
          onValueChange={(limit) => {
            edit.change({ limit });
          }}
        />
      )}
      <SelectField
        label={T.colour}
        choices={colours}
        value={draft.colour}
        onValueChange={(colour) => {
          edit.change({ colour });
        }}
      />
      <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-4 dark:text-slate-300">
        {T.editHint}
      </p>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{T.save}</Button>
        <Button type="button" variant="outline" onClick={edit.cancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
