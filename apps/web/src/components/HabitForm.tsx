import { changeGoalType, LIMITS, type GoalType, type HabitFormState } from '@taper/domain';
import { ColorPicker, Field, IconPicker, IconTile, Input } from '@taper/ui';
import { useId } from 'react';
import { useIcons } from '../hooks/icons';
import { BUILT_IN_FREE_ICONS } from '../lib/builtin-icons';
import { useSessionUser } from '../lib/session';
import { CustomTagsEditor } from './habit-form/CustomTagsEditor';
import { FormSection, RadioCards } from './habit-form/FormSection';
import { GoalScheduleFields } from './habit-form/GoalScheduleFields';

const GOAL_TYPE_OPTIONS: { value: GoalType; label: string; hint: string }[] = [
  { value: 'number', label: 'Number', hint: 'A daily amount, e.g. cups or minutes' },
  {
    value: 'level',
    label: 'Range (None/Low/Moderate/High)',
    hint: 'How much, on a four-step scale',
  },
  { value: 'custom_tags', label: 'Custom Tags', hint: 'Your own 2–4 steps, best first' },
];

export interface HabitFormProps {
  form: HabitFormState;
  onChange: (form: HabitFormState) => void;
}

/** Every control of SPEC's Create New Habit form, in SPEC's order; also the Habit Settings form. */
export function HabitForm({ form, onChange }: HabitFormProps) {
  const user = useSessionUser();
  const icons = useIcons({ picker: true });
  const baseId = useId();
  const set = <K extends keyof HabitFormState>(key: K, value: HabitFormState[K]) => {
    onChange({ ...form, [key]: value });
  };
  const iconPath =
    icons.data?.find((i) => i.id === form.icon)?.filePath ??
    BUILT_IN_FREE_ICONS.find((i) => i.id === form.icon)?.filePath;

  return (
    <div className="grid gap-4">
      <FormSection title="Habit Name">
        <Field label="Name" className="[&>label]:sr-only">
          {(id) => (
            <Input
              id={id}
              placeholder="e.g. Coffee, Screen Time, Alcohol"
              value={form.name}
              maxLength={LIMITS.nameMax}
              onChange={(e) => {
                set('name', e.target.value);
              }}
            />
          )}
        </Field>
      </FormSection>

      <FormSection title="Icon">
        <div className="mb-3 flex items-center gap-3">
          <IconTile filePath={iconPath} color={form.color} size="lg" />
          <span className="text-sm text-slate-600 dark:text-slate-300">Preview</span>
        </div>
        <IconPicker
          icons={icons.data}
          fallback={BUILT_IN_FREE_ICONS}
          loading={icons.isLoading}
          userTier={user.tier}
          value={form.icon}
          onChange={(icon) => {
            set('icon', icon);
          }}
          color={form.color}
        />
      </FormSection>

      <FormSection title="Color">
        <ColorPicker
          value={form.color}
          onChange={(color) => {
            set('color', color);
          }}
        />
      </FormSection>

      <FormSection title="Goal Type">
        <RadioCards
          name={`${baseId}-goal-type`}
          label="Goal Type"
          value={form.goalType}
          options={GOAL_TYPE_OPTIONS}
          onChange={(goalType) => {
            onChange(changeGoalType(form, goalType));
          }}
        />
      </FormSection>

      {form.goalType === 'custom_tags' && (
        <FormSection title="Custom Tags">
          <CustomTagsEditor
            tags={form.customTags}
            onChange={(tags) => {
              set('customTags', tags);
            }}
          />
        </FormSection>
      )}

      <FormSection title="Goal Schedule">
        <GoalScheduleFields form={form} baseId={baseId} onChange={onChange} />
      </FormSection>
    </div>
  );
}
