/** Row → API shape conversions, so every procedure returns exactly its output schema. */
import type { EntryRow, HabitRow, IconRow, UserRow } from '@taper/db';
import type { AdminIcon, Entry, Habit, Icon, User } from '@taper/domain';

export function presentUser(user: Omit<UserRow, 'passwordHash' | 'dataRevision'>): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    tier: user.tier,
    createdAt: user.createdAt.toISOString(),
    themePreference: user.themePreference,
    timezone: user.timezone,
  };
}

export function presentHabit(habit: HabitRow): Habit {
  return {
    id: habit.id,
    name: habit.name,
    color: habit.color,
    icon: habit.icon,
    goalType: habit.goalType,
    goalSchedule: habit.goalSchedule,
    dailyGoal: habit.dailyGoal,
    levelGoal: habit.levelGoal,
    weeklyGoals: habit.weeklyGoals,
    customTags: habit.customTags,
    createdAt: habit.createdAt.toISOString(),
    updatedAt: habit.updatedAt.toISOString(),
  };
}

export function presentEntry(entry: EntryRow): Entry {
  return {
    id: entry.id,
    habitId: entry.habitId,
    date: entry.date,
    performance: entry.performance,
    actualValue: entry.actualValue,
    levelValue: entry.levelValue,
    note: entry.note,
  };
}

export function iconFilePath(icon: Pick<IconRow, 'category' | 'name'>): string {
  return `/icons/${icon.category}/${icon.name}.svg`;
}

export function presentAdminIcon(icon: IconRow): AdminIcon {
  return {
    id: icon.id,
    name: icon.name,
    displayName: icon.displayName,
    category: icon.category,
    tier: icon.visibility === 'disabled' ? 'DISABLED' : icon.tier,
    filename: icon.filename,
    filePath: iconFilePath(icon),
    description: icon.description,
    isBuiltIn: icon.isBuiltIn ? 'true' : 'false',
    visibility: icon.visibility,
    enabledTier: icon.tier,
  };
}

export function presentIcon(icon: IconRow): Icon {
  const { visibility: _visibility, enabledTier: _enabledTier, ...rest } = presentAdminIcon(icon);
  return rest;
}
