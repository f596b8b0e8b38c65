import { SelectField, TextField } from '@taper/ui';
import { groupFormProblem, type GroupFormState } from '../../forms/groupForm';
import { useGroups } from '../../hooks/groups';
import { FormSection } from './FormSection';
import { GROUP_FORM_TEXTS as T } from './messages';

/**
 * A habit's group and how much one logged unit counts in it (issue 51), for Create and Settings.
 * Groups are made on Manage; without any, the section says where.
 */
export function GroupFields({
  value,
  isNumber,
  onChange,
}: {
  value: GroupFormState;
  /** Only number habits add to a group's total. */
  isNumber: boolean;
  onChange: (value: GroupFormState) => void;
}) {
  const groups = useGroups();
  const list = groups.data ?? [];
  const choices = [
    { value: '', label: T.none },
    ...list.map((group) => ({ value: String(group.id), label: group.name })),
  ];
  const problem = groupFormProblem(value);
  return (
    <FormSection title={T.title}>
      {list.length === 0 && value.groupId === '' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.noGroups}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={T.group}
            choices={choices}
            value={value.groupId}
            onValueChange={(groupId) => {
              onChange({ ...value, groupId });
            }}
          />
          {value.groupId !== '' && isNumber && (
            <TextField
              label={T.countsAs}
              inputMode="decimal"
              value={value.countsAs}
              onValueChange={(countsAs) => {
                onChange({ ...value, countsAs });
              }}
              hint={T.countsAsHint}
              {...(problem ? { problem } : {})}
            />
          )}
          {value.groupId !== '' && !isNumber && (
            <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
              {T.notCounted}
            </p>
          )}
        </div>
      )}
    </FormSection>
  );
}
