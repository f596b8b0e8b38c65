/** Row → API shape conversions, so every procedure returns exactly its output schema. */
import type { AdminUserRow, EntryView, HabitGroupRow, HabitRow, IconRow, UserRow } from '@taper/db';
import type {
  AdminIcon,
  AdminUser,
  CurrentUser,
  Entry,
  GoalHistory,
  Group,
  Habit,
  Icon,
  Performance,
  Texts,
  User,
} from '@taper/domain';
import {
  DEFAULT_LOCALE,
  goalToFields,
  iconFilePath,
  isLocaleCode,
  PERFORMANCES,
} from '@taper/domain';
import { goalOn, goalOutlook, userDayEndsAt, userTodayAt } from '@taper/domain/rules';

export function presentUser(
  user: Omit<
    UserRow,
    'passwordHash' | 'dataRevision' | 'checkIn' | 'emailReminderTime' | 'emailReminderSentOn'
  >,
): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    tier: user.tier,
    createdAt: user.createdAt.toISOString(),
    themePreference: user.theme,
    timezone: user.timezone,
    weekStart: user.weekStart,
    dayEndsAtHour: user.dayEndsAtHour,
    currency: user.currency,
    summaryView: user.summaryView,
    locale: isLocaleCode(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/**
 * The signed-in user as GET /api/auth/user answers: with their today and when it ends, from their
 * zone and day end at `now` (after a change of either, the new ones). `canMail`: whether the server
 * sends mail; without it no email reminder is on, whatever was saved.
 */
export function presentCurrentUser(
  user: Omit<UserRow, 'passwordHash' | 'dataRevision'>,
  now: Date,
  canMail: boolean,
): CurrentUser {
  return {
    ...presentUser(user),
    checkIn: user.checkIn,
    emailReminder:
      canMail && user.emailReminderTime !== null ? { time: user.emailReminderTime } : null,
    emailReminderAvailable: canMail,
    today: userTodayAt(user, now),
    todayEndsAt: userDayEndsAt(user, now).toISOString(),
  };
}

export function presentAdminUser(user: AdminUserRow): AdminUser {
  return {
    ...presentUser(user),
    habitCount: user.habitCount,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * A habit as SPEC §3 shows it: the goal's fields flat, `null` where its kind has none; the goal is
 * the one its history has in force `today`, with the plan's coming steps in words.
 */
export function presentHabit(
  habit: HabitRow,
  history: GoalHistory,
  today: string,
  texts?: Texts,
): Habit {
  const goal = goalOn(history, today);
  return {
    id: habit.id,
    name: habit.name,
    color: habit.color,
    icon: habit.icon,
    archived: habit.isArchived,
    unloggedDays: habit.unloggedDays,
    baseline: habit.baseline,
    unit: habit.unit,
    costPerUnit: habit.costPerUnit,
    reminders: habit.reminders ?? [],
    reminder: habit.reminders?.[0] ?? null,
    description: habit.description,
    loopUuid: habit.loopUuid,
    groupId: habit.groupId,
    countsAs: habit.countsAs,
    ...goalToFields(goal),
    goalOutlook: goalOutlook(history, today, texts),
    createdAt: habit.createdAt.toISOString(),
    updatedAt: habit.updatedAt.toISOString(),
  };
}

/** A habit group as the API answers it: its budget null when it has none. */
export function presentGroup(group: HabitGroupRow): Group {
  return {
    id: group.id,
    name: group.name,
    color: group.color,
    position: group.position,
    collapsed: group.isCollapsed,
    budget:
      group.budgetPeriod !== null && group.budgetLimit !== null
        ? { period: group.budgetPeriod, limit: group.budgetLimit }
        : null,
  };
}

/**
 * The server judges every entry it stores (judgeEntry) or stores it skipped, so a stored performance
 * is one of SPEC's or 'skipped'; a row written otherwise reads as 'warning', the value that claims neither success nor over.
 */
function performanceOf(stored: string): Performance {
  return PERFORMANCES.find((performance) => performance === stored) ?? 'warning';
}

export function presentEntry(entry: EntryView): Entry {
  return {
    id: entry.id,
    habitId: entry.habitId,
    date: entry.date,
    performance: performanceOf(entry.performance),
    actualValue: entry.actualValue,
    levelValue: entry.levelValue,
    note: entry.note,
  };
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
