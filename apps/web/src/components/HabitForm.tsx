import {
  addTag,
  canAddTag,
  canRemoveTag,
  goalNumberFieldText,
  LEVELS,
  LIMITS,
  removeTag,
  tagGoalOptions,
  WEEKDAYS,
  type GoalType,
  type HabitFormState,
  type Weekday,
} from '@taper/domain';
import { Card, cn, ColorPicker, Field, IconPicker, IconTile, Input, Select } from '@taper/ui';
import { useId, type ReactNode } from 'react';
import { useIcons } from '../hooks/icons';
import { BUILT_IN_FREE_ICONS } from '../lib/builtin-icons';
import { useSessionUser } from '../lib/session';

const GOAL_TYPE_OPTIONS: { value: GoalType; label: string; hint: string }[] = [
  { value: 'number', label: 'Number', hint: 'A daily amount, e.g. cups or minutes' },
  {
    value: 'level',
    label: 'Range (None/Low/Moderate/High)',
    hint: 'How much, on a four-step scale',
  },
  { value: 'custom_tags', label: 'Custom Tags', hint: 'Your own 2–4 steps, best first' },
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function RadioCards<T extends string>({
  name,
  value,
  options,
  onChange,
  label,
}: {
  name: string;
  value: T;
  options: { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="grid gap-2 sm:grid-cols-3">
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
            value === option.value
              ? 'border-brand bg-brand-light dark:border-teal-300 dark:bg-teal-950'
              : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
          )}
        >
          <span className="flex items-center gap-2 font-medium">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="accent-brand"
            />
            {option.label}
          </span>
          {option.hint && (
            <span className="mt-1 pl-5 text-xs text-slate-600 dark:text-slate-300">
              {option.hint}
            </span>
          )}
        </label>
      ))}
    </div>
  );
}

/** The goal control of one day (or the daily goal): a number, a level or one of the named tags. */
function GoalInput({
  form,
  value,
  onChange,
  id,
  label,
}: {
  form: HabitFormState;
  value: number | string;
  onChange: (v: string) => void;
  id: string;
  label?: string;
}) {
  if (form.goalType === 'number') {
    return (
      <Input
        id={id}
        aria-label={label}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="0"
        value={goalNumberFieldText(value)}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    );
  }
  if (form.goalType === 'level') {
    return (
      <Select
        id={id}
        aria-label={label}
        value={String(value)}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {capitalize(level)}
          </option>
        ))}
      </Select>
    );
  }
  const options = tagGoalOptions(form.customTags);
  const known = options.some((o) => o.value === String(value));
  return (
    <Select
      id={id}
      aria-label={label}
      value={known ? String(value) : ''}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    >
      <option value="" disabled>
        {options.length === 0 ? 'Name your tags first' : 'Choose a tag'}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

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
  const perDay = form.goalSchedule !== 'daily';

  return (
    <div className="grid gap-4">
      <Section title="Habit Name">
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
      </Section>

      <Section title="Icon">
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
      </Section>

      <Section title="Color">
        <ColorPicker
          value={form.color}
          onChange={(color) => {
            set('color', color);
          }}
        />
      </Section>

      <Section title="Goal Type">
        <RadioCards
          name={`${baseId}-goal-type`}
          label="Goal Type"
          value={form.goalType}
          options={GOAL_TYPE_OPTIONS}
          onChange={(goalType) => {
            const levelGoal =
              goalType === 'level' ? 'none' : goalType === 'custom_tags' ? '1' : form.levelGoal;
            const weeklyGoals = Object.fromEntries(
              WEEKDAYS.map((d) => [d, goalType === 'number' ? 0 : levelGoal]),
            ) as Record<Weekday, number | string>;
            onChange({ ...form, goalType, levelGoal, weeklyGoals });
          }}
        />
      </Section>

      {form.goalType === 'custom_tags' && (
        <Section title="Custom Tags">
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            Tag 1 is the best (lowest); the last tag is the worst.
          </p>
          <ol className="grid gap-2">
            {form.customTags.map((tag, index) => (
              <li key={index} className="flex items-center gap-2">
                <span className="w-6 text-right text-sm text-slate-600 tabular-nums dark:text-slate-300">
                  {index + 1}.
                </span>
                <Input
                  aria-label={`Tag ${index + 1}`}
                  value={tag}
                  maxLength={LIMITS.tagMax}
                  placeholder={`Tag ${index + 1}`}
                  onChange={(e) => {
                    set(
                      'customTags',
                      form.customTags.map((t, i) => (i === index ? e.target.value : t)),
                    );
                  }}
                />
                {canRemoveTag(form.customTags, index) ? (
                  <button
                    type="button"
                    aria-label={`Remove tag ${index + 1}`}
                    onClick={() => {
                      set('customTags', removeTag(form.customTags, index));
                    }}
                    className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800"
                  >
                    ✕
                  </button>
                ) : (
                  <span className="w-10 shrink-0" aria-hidden="true" />
                )}
              </li>
            ))}
          </ol>
          {canAddTag(form.customTags) && (
            <button
              type="button"
              onClick={() => {
                set('customTags', addTag(form.customTags));
              }}
              className="mt-3 cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-brand hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-teal-300"
            >
              + Add Tag
            </button>
          )}
        </Section>
      )}

      <Section title="Goal Schedule">
        <RadioCards
          name={`${baseId}-schedule`}
          label="Goal Schedule"
          value={perDay ? 'custom_daily' : 'daily'}
          options={[
            { value: 'daily', label: 'Same Daily Goal' },
            { value: 'custom_daily', label: 'Custom Daily Goals' },
          ]}
          onChange={(schedule) => {
            if (schedule === 'daily') set('goalSchedule', 'daily');
            else if (!perDay) set('goalSchedule', 'custom_daily');
          }}
        />
        <div className="mt-4">
          {!perDay ? (
            <Field
              label={form.goalType === 'number' ? 'Daily Goal' : 'Level Goal'}
              hint={
                form.goalType === 'number' ? 'Stay at or under this amount each day.' : undefined
              }
            >
              {(id) => (
                <GoalInput
                  id={id}
                  form={form}
                  value={form.goalType === 'number' ? form.dailyGoal : form.levelGoal}
                  onChange={(v) => {
                    set(form.goalType === 'number' ? 'dailyGoal' : 'levelGoal', v);
                  }}
                />
              )}
            </Field>
          ) : (
            <div className="grid gap-2">
              {WEEKDAYS.map((day) => {
                const short = capitalize(day.slice(0, 3));
                const id = `${baseId}-${day}`;
                return (
                  <div key={day} className="grid grid-cols-[3rem_1fr] items-center gap-3">
                    <label htmlFor={id} className="text-sm font-medium">
                      {short}
                    </label>
                    <GoalInput
                      id={id}
                      form={form}
                      value={form.weeklyGoals[day]}
                      onChange={(v) => {
                        set('weeklyGoals', { ...form.weeklyGoals, [day]: v });
                      }}
                    />
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </Section>
    </div>
  );
}
