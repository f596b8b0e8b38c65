/**
 * The server's side of the domain: every rule that judges a day, computes a figure or knows
 * "today" in the user's zone, and the readers and writers of other apps' files. The web shows
 * what the API answers and never imports this entry (a lint rule); its tests may, to play the
 * server.
 */

// "Today" and the time of day in the user's zone
export { dateInTimeZone } from './zoneDates';
export { userDateAt, userTodayAt, userDayEndsAt } from './dayEnd';
export { wallClockAt } from './reminders';

// Judging a day: the goal of a day, success, missed, unlogged days
export { goalForDate } from './goals';
export { isSuccess, isMissed } from './entries';
export { judgeEntry, entryOnScale, goalOnScale } from './judge';
export { bestResult, isAssumed, countedDays } from './unloggedDays';

// A goal's history: the version of a day, a change, the days it judges again
export {
  asHistory,
  firstHistory,
  versionOn,
  goalOn,
  judgeOnDay,
  normalizedHistory,
  versionsBefore,
  changeGoal,
  shownHistory,
  rejudgedEntries,
} from './goalHistory';
export { startsGoalAnew, resultsSetAside, goalTypeChange } from './goalTypeChange';

// Plans: expanded, applied, cleared, held, and what is coming
export { expandPlan, applyPlan, clearPlan } from './plans';
export { planStaircase } from './planView';
export { rejudgeCount } from './planChanges';
export { comingSteps, goalOutlook } from './goalOutlook';
export { holdPlan, holdSuggestion } from './planHold';

// Budgets: periods, their totals, streaks and insights
export {
  budgetPeriod,
  budgetAmount,
  judgeEntries,
  budgetRejudged,
  budgetPeriodTotal,
  budgetStatus,
} from './budgets';
export {
  budgetPeriodResults,
  budgetStreaks,
  budgetSuccessRate,
  periodCount,
  habitStreaks,
} from './budgetStreaks';
export * from './budgetInsights';

// The figures of a habit: stats, the month grid, streaks, summaries, insights
export { calendarDayDescription, habitStats } from './stats';
export { cellStatus, monthGrid } from './calendar';
export * from './streaks';
export * from './summaries';
export * from './insights';

// A habit's record for one read: its first day in the user's zone, and every figure read from it
export * from './habitRecord';
export { recordShared, type SharedHabitFields } from './sharedView';
export { mailWeek, shareMailSubject, shareMailText, type ShareMailInput } from './shareMail';

// Progress: strength, history and the weekday pattern
export {
  habitFirstDay,
  habitStrength,
  habitStrengthPieces,
  strengthPercent,
  STRENGTH_MULTIPLIER,
  STRENGTH_START,
  MAX_RANGE_DAYS,
} from './strength';
export * from './loopScore';
export { habitHistory } from './history';
export { historySpan, isBucketOver, bucketValue } from './historyBuckets';
export { chartRange } from './chartRange';
export { weekdayPattern, weekdayPatternText, habitPatternText } from './weekdayPattern';

// Reduction: baselines, what was avoided and saved, milestones
export { reduction, milestoneIds } from './reduction';
export { baselineFromFirstEntries } from './firstEntries';
export { baselinePeriod, baselinePeriodOfSchedule } from './reductionPeriods';

// The admin's daily figures
export { adminDailySeries } from './adminDaily';

// Reminders that are due and what their notifications say
export { dueReminder, habitReminderPayload, checkInPayload } from './reminders';
export { dueEmailReminder, emailReminderWanted } from './emailReminders';

// Import and export: checking what a file brings, and the Taper, Loop, HabitBull and CSV formats
export { uniqueImportName, checkImportSteps, checkImport, importPreview } from './transfer';
export { importedReminders } from './transferReminders';
export { taperExportSettings } from './transferSettings';
export { importGroupsPreview, readImportGroups } from './transferGroups';
export * from './loop';
export * from './loopBackup';
export * from './loopCsvLayouts';
export * from './loopFrequency';
export * from './loopExport';
export * from './habitBull';
export * from './importLeniency';
export * from './importGoalChoices';
export * from './spreadsheet';

// Groups: a group's shared budget, its over days and its chart (issue 51)
export {
  groupShare,
  groupTotal,
  groupPeriodOf,
  groupProgress,
  groupOverDays,
  groupChart,
} from './groups';
export type { GroupMember } from './groups';
