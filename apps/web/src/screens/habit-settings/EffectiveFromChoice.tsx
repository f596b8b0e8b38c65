import type { GoalEffectiveFrom } from '@taper/domain';
import { useId } from 'react';
import { FormSection, RadioCards } from '../../components/habit-form/FormSection';
import { PLAN_TEXTS } from '../../components/habit-form/plan-messages';

// A function: its texts are read when drawn, in the language shown then.
const OPTIONS = () =>
  [
    { value: 'today', label: PLAN_TEXTS.fromToday, hint: PLAN_TEXTS.fromTodayHint },
    { value: 'always', label: PLAN_TEXTS.always, hint: PLAN_TEXTS.alwaysHint },
  ] as const;

/** Asked when the goal changes: from today (the default), or re-judging the past too. */
export function EffectiveFromChoice({
  value,
  onChange,
}: {
  value: GoalEffectiveFrom;
  onChange: (value: GoalEffectiveFrom) => void;
}) {
  const name = useId();
  return (
    <FormSection title={PLAN_TEXTS.effectiveTitle}>
      <RadioCards
        name={name}
        label={PLAN_TEXTS.effectiveTitle}
        value={value}
        options={OPTIONS()}
        onChange={onChange}
      />
    </FormSection>
  );
}
