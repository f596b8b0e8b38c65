/**
 * What the web may use of the domain: schemas, constants, formatters and texts, form helpers and
 * pending variants, and the types of every answer. Whatever judges a day, computes a figure or
 * knows "today" is in './rules' (`@taper/domain/rules`), which only the server imports; a lint
 * rule keeps apps/web from importing it.
 */

// The limits, lists and defaults every screen and the API share
export * from './constants';

// The languages Taper speaks and the choice of one from Accept-Language
export * from './locales';
export * from './localeSchemas';

// Accounts: sign-up, passwords, sessions, API tokens and their words
export * from './passwords';
export * from './accountSchemas';
export * from './accountAccess';

// A habit and its entries: requests, answers, skipped ranges
export * from './schemas';
export * from './answerSchemas';
export * from './entrySchemas';
export * from './vacationSchemas';

// Icons and the admin screens
export * from './iconSchemas';
export { ADMIN_DAILY_DAYS, adminDaySchema } from './adminDaily';
export type * from './adminDaily';

// The language a text function speaks (the server passes `serverI18n(locale)`)
export type { Texts } from './texts';

// Calendar dates, weeks and the hour a day ends (arithmetic and words; no clock, no zone)
export {
  isLeapYear,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  formatIsoDate,
  toDayNumber,
  fromDayNumber,
  consecutiveDates,
  addDays,
  daysBetween,
  compareDates,
  weekdayIndex,
  weekdayOf,
  yearMonthOf,
  startOfMonth,
  endOfMonth,
  firstDayOfMonth,
  lastDayOfMonth,
  isSameMonth,
  addMonths,
  datesInRange,
  isDateInRange,
} from './dates';
export {
  weekdayName,
  monthName,
  weekdayMonthDay,
  weekdayDayMonth,
  fullDateText,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from './dateTexts';
export type * from './dates';
export * from './weeks';
export { DAY_ENDS_AT_HOUR_MAX, DEFAULT_DAY_ENDS_AT_HOUR } from './dayEnd';
export type * from './dayEnd';

// Entries and reading a value from a form
export {
  isLoggableDate,
  isSkipped,
  withoutSkips,
  indexEntriesByDate,
  sortedByDate,
  sortedOneEntryPerDay,
  entriesInWindow,
  sortedIndexOfDate,
  FUTURE_DATE_MESSAGE,
  SKIPPED,
} from './entries';
export type * from './entries';
export {
  entryValueField,
  parseEntryNumber,
  readEntryValue,
  entryValueProblem,
  scaleLabel,
  nearestLevel,
  entryValueLabel,
  ENTRY_VALUE_PROBLEMS,
} from './judge';
export type * from './judge';

// Goals: kinds, values, form fields and their words
export {
  isLevel,
  levelLabel,
  levelRank,
  hasPerWeekdayGoals,
  isBudgetGoal,
  tagCountOf,
  tagName,
  DEFAULT_GOAL,
} from './goals';
export type * from './goals';
export * from './goalValues';
export * from './goalSchemas';
export * from './goalFields';
export * from './goalTexts';
export * from './todayGoal';
export {
  sameGoal,
  GOAL_EFFECTIVE_FROM,
  goalEffectiveFromSchema,
  goalVersionSchema,
} from './goalHistory';
export type * from './goalHistory';
export { setAsideNote, GOAL_STARTS_ANEW_NOTE, goalTypeChangeSchema } from './goalTypeChange';
export type * from './goalTypeChange';

// Plans: fields and checks, the staircase a form previews, a hold's bounds
export {
  planStartTooLateMessage,
  checkPlanEnds,
  checkPlanSteps,
  checkPlan,
  latestPlanStart,
  planStartProblem,
  planFor,
  PLAN_START_MAX_YEARS_AHEAD,
  PLAN_FIELDS,
  PLAN_MESSAGES,
  planInputShape,
  planInputSchema,
  planSchema,
} from './planInput';
export type * from './planInput';
export { isNumberPlan, MAX_PLAN_STEPS, LAST_PLAN_DAY } from './plans';
export type * from './plans';
export { shortDate, planView, dayGoalText, planStepSchema, planViewSchema } from './planView';
export type * from './planView';
export { planScaleValue, planValueLabel, planRaiseNote, planAfterGoalEdit } from './planChanges';
export type * from './planChanges';
export { stepDateText, planCourseText, goalOutlookSchema } from './goalOutlook';
export type * from './goalOutlook';
export {
  HOLD_MIN_DAYS,
  HOLD_MAX_DAYS,
  HOLD_DEFAULT_DAYS,
  HOLD_SUGGEST_OVER_DAYS,
  HOLD_MESSAGES,
} from './planHold';
export type * from './planHold';
export * from './planHoldSchemas';

// The answers the figures come in: stats, cards, summaries, progress (shapes and words)
export * from './statsSchemas';
export * from './shareSchemas';
export * from './summarySchemas';
export * from './progressSchemas';
export { habitCard, RECENT_DAYS } from './stats';
export type * from './stats';
export type * from './streaks';
export type * from './summaries';
export type * from './insights';
export { budgetPeriodName, hasBudget, budgetUsedText } from './budgets';
export type * from './budgets';
export { budgetStreakText, budgetRecordText, streakFigure } from './budgetStreaks';
export type * from './budgetStreaks';
export {
  weekdayHeaderFrom,
  weekdayHeader,
  monthHeading,
  nextMonth,
  previousMonth,
  gridStart,
  CELL_STATUSES,
  WEEKDAY_HEADER,
  LINE_SKIPPED_DAYS_MAX,
} from './calendar';
export type * from './calendar';
export * from './cellLabel';
export { strengthPointSchema } from './strength';
export type * from './strength';
export type * from './loopScore';
export { UNLOGGED_DAYS, DEFAULT_UNLOGGED_DAYS, unloggedDaysSchema } from './unloggedDays';
export { yesterdayCheckIn } from './yesterdayCheckIn';
export type * from './yesterdayCheckIn';
export type * from './unloggedDays';
export { HISTORY_BUCKETS, historyBucketSchema } from './historyBuckets';
export type { HistoryBucket, HistoryBucketTotals, HistoryBucketCounts } from './historyBuckets';
export { PLANNED_DAYS_SHOWN } from './chartRange';
export { weekdayPatternSchema, MIN_WEEKDAY_DAYS } from './weekdayPattern';
export type * from './weekdayPattern';

// Days the server has not answered for yet, shown as pending
export * from './pendingDays';

// Reduction: its fields, limits and words
export * from './reductionSchemas';
export * from './reductionLimits';
export * from './reductionTexts';
export * from './currencies';
export { REDUCTION_FIELDS_NUMBER_ONLY } from './reduction';
export type * from './reduction';

// Export and import: limits, the answers' shapes and the skip kinds listed
export {
  IMPORT_SOURCE_NAMES,
  TRANSFER_FORMAT,
  TRANSFER_VERSION,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  IMPORT_MAX_HABITS,
  IMPORT_MAX_LISTED_HABITS,
  IMPORT_MAX_ENTRIES_PER_HABIT,
  exportEntrySchema,
  exportHabitSchema,
  taperExportSchema,
  TOO_MANY_ENTRIES_MESSAGE,
  taperImportSchema,
  importEntrySchema,
  importEntryInputSchema,
  importHabitInputSchema,
  importSkipSchema,
  importGoalChoiceSchema,
  importPreviewSchema,
  importResultSchema,
  loopExportCheckSchema,
} from './transfer';
export type * from './transfer';
export { importSettingsSchema } from './transferSettings';
export type * from './transferSettings';
export { IMPORT_MAX_GROUPS, importGroupPreviewSchema, importGroupSchema } from './transferGroups';
export type * from './transferGroups';
export * from './importSkipKinds';
export type * from './loop';
export type * from './loopBackup';
export type * from './loopFrequency';
export type * from './importGoalChoices';
export type * from './loopCsvLayouts';
export type * from './habitBull';
export type * from './loopExport';

// Reminders and push devices
export {
  normalizeReminder,
  normalizeReminders,
  habitRemindersSchema,
  MAX_HABIT_REMINDERS,
  reminderGoalText,
  acceptsZero,
  listNames,
  REMINDER_TIME_PATTERN,
  reminderSchema,
  REMINDER_CATCH_UP_MS,
  TEST_NOTIFICATION,
  WEEKDAY_SHORT,
} from './reminders';
export type * from './reminders';
export * from './pushSchemas';
export { EMAIL_REMINDER_TEXTS, emailReminderSchema, emailStopTokenInput } from './emailReminders';
export type * from './emailReminders';

// Text a database can store, and the sentences of a refused request
export * from './storableText';
export * from './issueMessages';

// Groups and their shared budget (issue 51): schemas, limits and texts
export * from './groupSchemas';

// Templates for a guided start (issue 54): the list, its answers and the draft they make
export * from './templates';
export * from './templateDrafts';
export * from './templateSchemas';
export { TEMPLATE_TEXTS } from './templateMessages';
/** The schemas' sentences that forms show; the web translates them with their own catalog. */
export { formMessages } from './i18n/formMessages';
