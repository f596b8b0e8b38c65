import { GOAL_STARTS_ANEW_NOTE, type GoalTypeChange } from '@taper/domain';
import { FormSection } from '../../components/habit-form/FormSection';
import { SETTINGS_TEXTS } from './settings-messages';

/**
 * Shown instead of 'from today or always' when the goal type (or the tags) change: every day takes
 * the new type, and what becomes of the results it cannot read is said before saving.
 */
export function GoalStartsAnewNotice({ change }: { change: GoalTypeChange }) {
  return (
    <FormSection title={SETTINGS_TEXTS.newGoalType}>
      <div role="status" className="grid gap-2 text-sm text-slate-700 dark:text-slate-200">
        <p>{GOAL_STARTS_ANEW_NOTE}</p>
        {change.note && <p className="font-medium">{change.note}</p>}
      </div>
    </FormSection>
  );
}
