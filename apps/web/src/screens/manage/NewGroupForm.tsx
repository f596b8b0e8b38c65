import { GROUP_NAME_MAX } from '@taper/domain';
import { Button, SelectField, TextField, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useCreateGroup } from '../../hooks/groups';
import { failureToast } from '../../lib/errors';
import { parsedLimit, PERIOD_CHOICES, type PeriodChoice } from './group-fields';
import { GROUPS_TEXTS as T } from './groups-messages';

/** Adds a group: its name and budget (at most 14 units a week to begin with). */
export function NewGroupForm() {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [period, setPeriod] = useState<PeriodChoice>('week');
  const [limit, setLimit] = useState('14');
  const limitValue = parsedLimit(limit);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (period !== 'none' && limitValue === null) return;
    const budget = period === 'none' || limitValue === null ? null : { period, limit: limitValue };
    create.mutate(
      { name, budget },
      {
        onSuccess: (group) => {
          toast({ title: T.created(group.name) });
          setName('');
        },
        onError: (error) => {
          failureToast(error, T.failed);
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-4 sm:items-end"
      data-new-group=""
      noValidate
    >
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        maxLength={GROUP_NAME_MAX}
        value={name}
        onValueChange={setName}
      />
      <SelectField
        label={T.period}
        choices={PERIOD_CHOICES}
        value={period}
        onValueChange={setPeriod}
      />
      {period !== 'none' && (
        <TextField
          label={T.limit}
          inputMode="decimal"
          value={limit}
          problem={limitValue === null ? T.limitInvalid : undefined}
          onValueChange={setLimit}
        />
      )}
      <Button type="submit" disabled={name.trim() === ''} pending={create.isPending}>
        {create.isPending ? T.creating : T.create}
      </Button>
    </form>
  );
}
