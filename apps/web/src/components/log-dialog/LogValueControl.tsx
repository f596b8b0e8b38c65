import type { LogValue } from '../../forms/logDialog';
import {
  canStepDown,
  canStepUp,
  logValueOptions,
  stepBy,
  stepDown,
  stepUp,
} from '../../forms/logDialog';
import { entryValueField, parseEntryNumber, type Habit } from '@taper/domain';
import { valueLabel } from '../../lib/value-labels';
import { Stepper } from '@taper/ui';
import { LOG_TEXTS } from './messages';

/**
 * What is logged, the same control in both Log dialogs: a spinbutton with − and + around it. An
 * amount takes typed digits; ArrowUp/ArrowDown step by one and PageUp/PageDown by ten (a level or
 * a tag steps through the habit's options, stopping at the ends). A level or tag day not logged
 * yet starts with no choice ('Select a level'): + or ArrowUp picks the first option.
 */
export function LogValueControl({
  habit,
  value,
  onChange,
}: {
  habit: Habit;
  value: LogValue;
  onChange: (value: LogValue) => void;
}) {
  if (habit.goalType === 'number') {
    return (
      <Stepper
        label={LOG_TEXTS.amount}
        display={String(value)}
        text={String(value)}
        onTextChange={onChange}
        valueNow={parseEntryNumber(value)}
        canDecrement={canStepDown(habit, value)}
        canIncrement={canStepUp(habit, value)}
        onDecrement={() => {
          onChange(stepDown(habit, value));
        }}
        onIncrement={() => {
          onChange(stepUp(habit, value));
        }}
        onSteps={(steps) => {
          onChange(stepBy(habit, value, steps));
        }}
      />
    );
  }
  const level = habit.goalType === 'level';
  const first = logValueOptions(habit)[0]?.value ?? '';
  const chosen = value !== '';
  /** `steps` from the value; with nothing chosen the first step up is the first option. */
  const stepped = (steps: number): LogValue => {
    if (chosen) return stepBy(habit, value, steps);
    return steps > 0 ? stepBy(habit, first, steps - 1) : value;
  };
  return (
    <Stepper
      label={level ? LOG_TEXTS.level : LOG_TEXTS.tag}
      display={
        chosen
          ? valueLabel(habit, { [entryValueField(habit)]: value })
          : level
            ? LOG_TEXTS.selectLevel
            : LOG_TEXTS.selectTag
      }
      canDecrement={chosen && canStepDown(habit, value)}
      canIncrement={!chosen || canStepUp(habit, value)}
      onDecrement={() => {
        onChange(stepped(-1));
      }}
      onIncrement={() => {
        onChange(stepped(1));
      }}
      onSteps={(steps) => {
        onChange(stepped(steps));
      }}
    />
  );
}
