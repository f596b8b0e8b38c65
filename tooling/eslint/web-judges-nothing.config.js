// The browser never judges (issue 30): the rules of @taper/domain that judge a day, compute a
// figure or a "today" run on the server only; apps/web shows what the API answers. Importing one
// into apps/web is a lint error. Formatters, schemas and form helpers stay allowed.

/** The domain's rules that only the server runs. */
export const SERVER_ONLY_RULES = [
  // judging and the goal of a day
  'judgeEntry',
  'judgeOnDay',
  'goalOn',
  'versionOn',
  'changeGoal',
  'normalizedHistory',
  'rejudgedEntries',
  'startsGoalAnew',
  'resultsSetAside',
  'goalTypeChange',
  'expandPlan',
  'applyPlan',
  'planStaircase',
  'goalOutlook',
  'comingSteps',
  'holdPlan',
  'holdSuggestion',
  'isSuccess',
  'isMissed',
  // the read model and its figures
  'habitStats',
  'calendarDayDescription',
  'monthGrid',
  'cellStatus',
  'successRuns',
  'computeStreaks',
  'clientCurrentStreak',
  'monthStats',
  'windowStats',
  'successRatePercent',
  'weeklySummary',
  'monthlyInsights',
  'monthlyInsight',
  'weeklyInsight',
  'trendsAndInsights',
  'monthWeekBlocks',
  'streakTierText',
  'streakRecordText',
  'habitStrength',
  'strengthPercent',
  'habitHistory',
  'bucketValue',
  'isBucketOver',
  'weekdayPattern',
  'reduction',
  'baselinePeriod',
  // the habit's record, from which every figure above is read
  'habitRecord',
  'habitCreatedOn',
  'storedGoalHistory',
  'habitGoalHistory',
  'recordOfSpan',
  'recordCountedDays',
  'recordStats',
  'recordCard',
  'recordStreaks',
  'recordStrength',
  'recordStrengthPieces',
  'recordHistorySpan',
  'recordHistory',
  'recordWeekdays',
  'recordReduction',
  // "today" and the user's day
  'dateInTimeZone',
  'userTodayAt',
  'userDayEndsAt',
  'userDateAt',
];

export const webJudgesNothing = {
  files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
  // Tests play the server: they build its answers with the domain's rules.
  ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@taper/domain',
            importNames: SERVER_ONLY_RULES,
            message:
              'The browser never judges: take the verdict, the figures or "today" from the API ' +
              "(habits.stats, the log's answer, auth.me's today), or a pending variant in domain.",
          },
        ],
      },
    ],
  },
};
