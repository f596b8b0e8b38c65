import type { HabitFormState } from '../forms/habitForm';
import { changeGoalType, habitNameProblem } from '../forms/habitForm';
import { type GoalType } from '@taper/domain';
import { ColorPicker, Field, Input } from '@taper/ui';
import { useId } from 'react';
import { CustomTagsEditor } from './habit-form/CustomTagsEditor';
import { FormSection, RadioCards } from './habit-form/FormSection';
import { GoalScheduleFields } from './habit-form/GoalScheduleFields';
import { IconField } from './habit-form/IconField';
import { COMPONENT_TEXTS } from './messages';
import { FORM_TEXTS } from './habit-form/messages';

// A function: its texts are read when drawn, in the language shown then.
const GOAL_TYPE_OPTIONS = (): { value: GoalType; label: string; hint: string }[] => [
  { value: 'number', label: FORM_TEXTS.goalTypeNumber, hint: FORM_TEXTS.goalTypeNumberHint },
  { value: 'level', label: FORM_TEXTS.goalTypeLevel, hint: FORM_TEXTS.goalTypeLevelHint },
  { value: 'custom_tags', label: FORM_TEXTS.goalTypeTags, hint: FORM_TEXTS.goalTypeTagsHint },
];

export interface HabitFormProps {
  form: HabitFormState;
  onChange: (form: HabitFormState) => void;
}

/** Every control of SPEC's Create New Habit form, in SPEC's order; also the Habit Settings form. */
export function HabitForm({ form, onChange }: HabitFormProps) {
  const baseId = useId();
  /** The onChange of the control that edits `key`. */
  const setField =
    <K extends keyof HabitFormState>(key: K) =>
    (value: HabitFormState[K]) => {
      onChange({ ...form, [key]: value });
    };

  return (
    <div className="grid grid-cols-1 gap-4">
      <FormSection title={COMPONENT_TEXTS.habitName}>
        <Field
          label={COMPONENT_TEXTS.name}
          className="[&>label]:sr-only"
          error={habitNameProblem(form.name)}
        >
          {(id) => (
            <Input
              id={id}
              placeholder={COMPONENT_TEXTS.habitNamePlaceholder}
              value={form.name}
              aria-invalid={habitNameProblem(form.name) !== undefined}
              onChange={(e) => {
                setField('name')(e.target.value);
              }}
            />
          )}
        </Field>
      </FormSection>

      <FormSection title={COMPONENT_TEXTS.icon}>
        <IconField icon={form.icon} color={form.color} onChange={setField('icon')} />
      </FormSection>

      <FormSection title={COMPONENT_TEXTS.color}>
        <ColorPicker value={form.color} onChange={setField('color')} />
      </FormSection>

      <FormSection title={COMPONENT_TEXTS.goalType}>
        <RadioCards
          name={`${baseId}-goal-type`}
          label={COMPONENT_TEXTS.goalType}
          value={form.goalType}
          options={GOAL_TYPE_OPTIONS()}
          onChange={(goalType) => {
            onChange(changeGoalType(form, goalType));
          }}
        />
      </FormSection>

      {form.goalType === 'custom_tags' && (
        <FormSection title={COMPONENT_TEXTS.customTags}>
          <CustomTagsEditor tags={form.customTags} onChange={setField('customTags')} />
        </FormSection>
      )}

      <FormSection title={COMPONENT_TEXTS.goalSchedule}>
        <GoalScheduleFields form={form} baseId={baseId} onChange={onChange} />
      </FormSection>
    </div>
  );
}
