/**
 * The Create New Habit / Habit Settings form (SPEC §2, §4, §5, §7): its defaults, the custom tag
 * editor, and the conditional body it sends.
 */
import type {
  Goal,
  GoalSchedule,
  GoalType,
  HabitSettingsInput,
  Level,
  TagPosition,
  Weekday,
} from '@taper/domain';
import {
  DEFAULT_COLOR,
  DEFAULT_ICON,
  GOAL_DEFAULTS,
  LIMITS,
  MAX_CUSTOM_TAGS,
  MIN_CUSTOM_TAGS,
  WEEKDAYS,
  goalToFields,
  isBudgetSchedule,
  isLevel,
  tagPosition,
} from '@taper/domain';

export interface HabitFormState {
  name: string;
  color: string;
  icon: string;
  goalType: GoalType;
  /** The form offers 'daily' and 'custom_daily'; a stored 'weekly' habit keeps its schedule. */
  goalSchedule: GoalSchedule;
  /** As typed; non-numeric counts as 0. */
  dailyGoal: number | string;
  /** A level name, or for custom tags the tag's position in `customTags` as text ('1' …). */
  levelGoal: string;
  weeklyGoals: Record<Weekday, number | string>;
  /** As typed, blanks included; blanks are dropped on submit. */
  customTags: string[];
  /** A weekly or monthly budget as typed (number goals 'Per week' / 'Per month'). */
  budget: number | string;
}

/** A number goal's period: per day (SPEC's schedules), or a budget per week or per month. */
export type GoalPeriod = 'day' | 'week' | 'month';

/** The period the form's goal is counted over. */
export function goalPeriodOf(form: Pick<HabitFormState, 'goalSchedule'>): GoalPeriod {
  if (form.goalSchedule === 'weekly_budget') return 'week';
  if (form.goalSchedule === 'monthly_budget') return 'month';
  return 'day';
}

/** A number goal counted per day (SPEC's daily schedule), per week or per month (a budget). */
export function changeGoalPeriod(form: HabitFormState, period: GoalPeriod): HabitFormState {
  if (period === 'week') return { ...form, goalSchedule: 'weekly_budget' };
  if (period === 'month') return { ...form, goalSchedule: 'monthly_budget' };
  return isBudgetSchedule(form.goalSchedule) ? { ...form, goalSchedule: 'daily' } : form;
}

function everyWeekday<T>(value: (day: Weekday) => T): Record<Weekday, T> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, value(day)])) as Record<Weekday, T>;
}

/** A fresh Create New Habit form: default colour and icon, goal 0 / 'none', two blank tags. */
export function defaultHabitForm(): HabitFormState {
  return {
    name: '',
    color: DEFAULT_COLOR,
    icon: DEFAULT_ICON,
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: GOAL_DEFAULTS.dailyGoal,
    levelGoal: GOAL_DEFAULTS.formLevelGoal,
    weeklyGoals: everyWeekday(() => GOAL_DEFAULTS.dailyGoal),
    customTags: Array.from({ length: MIN_CUSTOM_TAGS }, () => ''),
    budget: GOAL_DEFAULTS.dailyGoal,
  };
}

/** The Habit Settings form of a habit: its goal's fields, the defaults where its kind has none. */
export function habitToForm(
  habit: Goal & { name: string; color: string; icon: string },
): HabitFormState {
  const defaults = defaultHabitForm();
  const fields = goalToFields(habit);
  const tags = fields.customTags ?? [];
  return {
    name: habit.name,
    color: habit.color,
    icon: habit.icon,
    goalType: fields.goalType,
    goalSchedule: fields.goalSchedule,
    dailyGoal: fields.dailyGoal ?? defaults.dailyGoal,
    levelGoal: fields.levelGoal ?? defaults.levelGoal,
    weeklyGoals: fields.weeklyGoals ?? defaults.weeklyGoals,
    customTags:
      tags.length >= MIN_CUSTOM_TAGS
        ? [...tags]
        : [...tags, ...defaults.customTags].slice(0, MIN_CUSTOM_TAGS),
    budget: fields.budget ?? defaults.budget,
  };
}

/**
 * A new goal type starts from its own first value: 'none' for levels, tag 1 for custom tags, and
 * 0 per weekday for numbers.
 */
export function changeGoalType(form: HabitFormState, goalType: GoalType): HabitFormState {
  const levelGoal =
    goalType === 'level'
      ? GOAL_DEFAULTS.formLevelGoal
      : goalType === 'custom_tags'
        ? '1'
        : form.levelGoal;
  const weekdayGoal = goalType === 'number' ? GOAL_DEFAULTS.dailyGoal : levelGoal;
  // Budgets are for number goals only.
  const goalSchedule =
    goalType !== 'number' && isBudgetSchedule(form.goalSchedule) ? 'daily' : form.goalSchedule;
  return {
    ...form,
    goalType,
    goalSchedule,
    levelGoal,
    weeklyGoals: everyWeekday(() => weekdayGoal),
  };
}

/**
 * The form offers 'Same Daily Goal' and 'Custom Daily Goals'; a stored 'weekly' habit keeps its
 * schedule while per-weekday goals stay chosen.
 */
export function changeGoalSchedule(form: HabitFormState, perWeekday: boolean): HabitFormState {
  if (!perWeekday) return { ...form, goalSchedule: 'daily' };
  return form.goalSchedule === 'daily' ? { ...form, goalSchedule: 'custom_daily' } : form;
}

/** Number goals are whole numbers ≥ 0; non-numeric input is treated as 0 (SPEC §5). */
export function toGoalNumber(value: number | string | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number(value ?? '');
  return Number.isFinite(parsed) && parsed > 0 ? Math.trunc(parsed) : 0;
}

/** A stored 0 shows as an empty field (SPEC §5); typed text is shown as typed, never changed. */
export function goalNumberFieldText(value: number | string): string {
  if (typeof value === 'string') return value;
  return value === 0 ? '' : String(value);
}

/** What is wrong with a typed number goal, said at the field; undefined when it can be saved. */
export function goalNumberProblem(value: number | string): string | undefined {
  const text = String(value).trim();
  if (text === '') return undefined;
  const goal = Number(text);
  if (!Number.isFinite(goal)) return 'Enter a number, e.g. 2';
  if (goal < 0) return 'A goal cannot be negative: use 0 or more';
  if (!Number.isInteger(goal)) return 'Use a whole number';
  return undefined;
}

/** A name over the limit, said with the limit (nothing is cut off silently). */
export function habitNameProblem(name: string): string | undefined {
  return name.trim().length > LIMITS.nameMax
    ? `Name must be at most ${LIMITS.nameMax} characters (now ${name.trim().length})`
    : undefined;
}

/** The form's first problem (name, then number goals), or undefined when it can be sent. */
export function habitFormProblem(form: HabitFormState): string | undefined {
  const name = habitNameProblem(form.name);
  if (name) return name;
  if (form.goalType !== 'number') return undefined;
  const goals = isBudgetSchedule(form.goalSchedule)
    ? [form.budget]
    : form.goalSchedule === 'daily'
      ? [form.dailyGoal]
      : Object.values(form.weeklyGoals);
  for (const goal of goals) {
    const problem = goalNumberProblem(goal);
    if (problem) return problem;
  }
  return undefined;
}

// ---------- custom tag editor ----------

export function canAddTag(tags: readonly string[]): boolean {
  return tags.length < MAX_CUSTOM_TAGS;
}

/** Adds a blank tag, up to 4. */
export function addTag(tags: readonly string[]): string[] {
  return canAddTag(tags) ? [...tags, ''] : [...tags];
}

/** Only the last tag can be removed, and never below 2. */
export function canRemoveTag(tags: readonly string[], index: number): boolean {
  return index === tags.length - 1 && tags.length > MIN_CUSTOM_TAGS;
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return canRemoveTag(tags, index) ? tags.slice(0, -1) : [...tags];
}

export interface TagGoalOption {
  /** The tag's position in the form's tag list, as text. */
  value: string;
  label: string;
}

/** The goal options for custom tags: only the non-blank tags (SPEC §5). */
export function tagGoalOptions(tags: readonly string[]): TagGoalOption[] {
  return tags.flatMap((tag, index) =>
    tag.trim().length > 0 ? [{ value: String(index + 1), label: tag.trim() }] : [],
  );
}

// ---------- the body ----------

/**
 * SPEC §7's conditional create body (also the full-settings update body):
 * dailyGoal only for daily + number; levelGoal for daily + level / custom tags (the tag's
 * number as text); budget for a weekly or monthly budget; weeklyGoals for every
 * other schedule; customTags only for custom
 * tags, blanks dropped. Tag goals point at positions in the form's list, so they are renumbered
 * after blanks are dropped; a goal on a blank tag becomes '1' (the best tag).
 */
export function habitFormToInput(form: HabitFormState): HabitSettingsInput {
  const keptTags = form.customTags
    .map((tag, index) => ({ tag: tag.trim(), formPosition: index + 1 }))
    .filter(({ tag }) => tag.length > 0);
  const toLevelOrTag = (value: number | string): Level | TagPosition => {
    if (form.goalType === 'level') return isLevel(value) ? value : GOAL_DEFAULTS.formLevelGoal;
    const kept = keptTags.findIndex(({ formPosition }) => String(formPosition) === String(value));
    return tagPosition(kept + 1);
  };
  const toGoal = (value: number | string) =>
    form.goalType === 'number' ? toGoalNumber(value) : toLevelOrTag(value);
  const body: HabitSettingsInput = {
    name: form.name.trim(),
    color: form.color,
    icon: form.icon,
    goalType: form.goalType,
    goalSchedule: form.goalSchedule,
  };
  if (isBudgetSchedule(form.goalSchedule)) {
    body.budget = toGoalNumber(form.budget);
  } else if (form.goalSchedule === 'daily') {
    if (form.goalType === 'number') body.dailyGoal = toGoalNumber(form.dailyGoal);
    else body.levelGoal = toLevelOrTag(form.levelGoal);
  } else {
    body.weeklyGoals = everyWeekday((day) => toGoal(form.weeklyGoals[day]));
  }
  if (form.goalType === 'custom_tags') body.customTags = keptTags.map(({ tag }) => tag);
  return body;
}
