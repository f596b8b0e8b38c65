import { logValueOptions } from '../../forms/logDialog';
import { type Habit } from '@taper/domain';
import { Field, Input, Select } from '@taper/ui';
import { LOG_TEXTS } from './messages';

/** What is logged: an amount for a number goal, else a level or one of the habit's tags. */
export function LogValueField({
  habit,
  value,
  onChange,
}: {
  habit: Habit;
  value: string;
  onChange: (value: string) => void;
}) {
  if (habit.goalType === 'number') {
    return (
      <Field label={LOG_TEXTS.amount}>
        {(id) => (
          <Input
            id={id}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={value}
            onChange={(e) => {
              onChange(e.target.value);
            }}
          />
        )}
      </Field>
    );
  }
  const level = habit.goalType === 'level';
  return (
    <Field label={level ? 'Level' : 'Custom tag'}>
      {(id) => (
        <Select
          id={id}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        >
          <option value="">{level ? 'Select a level' : 'Select a custom tag'}</option>
          {logValueOptions(habit).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
