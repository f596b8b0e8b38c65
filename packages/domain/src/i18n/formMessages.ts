/**
 * The sentences of the domain's schemas that a form shows as the user types (a reminder, the
 * reduction fields, a plan, a group's "counts as", an icon), as message descriptors the schemas
 * take their words from: the web shows them in the user's language from this catalog alone
 * (src/i18n/locales/<code>/forms.po), loaded with its own; the API answers the same sentences
 * translated when it refuses them.
 */
export const formMessages = {
  reminderTime: /*i18n*/ {
    id: 'refusal.reminderTime',
    message: 'A reminder time is HH:MM on a 24-hour clock, such as 21:00.',
  },
  reminderNoDay: /*i18n*/ {
    id: 'refusal.reminderNoDay',
    message: 'Choose at least one day for the reminder.',
  },
  reminderDayTwice: /*i18n*/ { id: 'refusal.reminderDayTwice', message: 'Each day is named once.' },
  tooManyReminders: /*i18n*/ {
    id: 'refusal.tooManyReminders',
    message: 'A habit has at most 3 reminders a day.',
  },
  reminderTimeTwice: /*i18n*/ {
    id: 'refusal.reminderTimeTwice',
    message: 'Each reminder of a habit has its own time.',
  },
  baselineNumber: /*i18n*/ {
    id: 'form.baselineNumber',
    message: 'The baseline is a number, such as 5',
  },
  baselineNegative: /*i18n*/ {
    id: 'form.baselineNegative',
    message: 'The baseline cannot be negative',
  },
  baselineTooLarge: /*i18n*/ { id: 'form.baselineTooLarge', message: 'The baseline is too large' },
  unitWord: /*i18n*/ { id: 'form.unitWord', message: 'The unit is a word, such as cups' },
  unitTooLong: /*i18n*/ { id: 'form.unitTooLong', message: 'The unit is at most 20 characters' },
  costNumber: /*i18n*/ {
    id: 'form.costNumber',
    message: 'The cost per unit is a number, such as 3.20',
  },
  costNegative: /*i18n*/ {
    id: 'form.costNegative',
    message: 'The cost per unit cannot be negative',
  },
  costTooLarge: /*i18n*/ { id: 'form.costTooLarge', message: 'The cost per unit is too large' },
  costDecimals: /*i18n*/ {
    id: 'form.costDecimals',
    message: 'The cost per unit has at most two decimals, such as 3.20',
  },
  countsAsNumber: /*i18n*/ { id: 'form.countsAsNumber', message: 'Counts as is a number' },
  countsAsPositive: /*i18n*/ { id: 'form.countsAsPositive', message: 'Counts as is more than 0' },
  countsAsMax: /*i18n*/ { id: 'form.countsAsMax', message: 'Counts as is at most 1000' },
  planStartWhole: /*i18n*/ {
    id: 'form.planStartWhole',
    message: 'Start at must be a whole number, 0 or more',
  },
  planStartMax: /*i18n*/ {
    id: 'form.planStartMax',
    message: 'Start at must be at most 1000000000',
  },
  planEndWhole: /*i18n*/ {
    id: 'form.planEndWhole',
    message: 'End at must be a whole number, 0 or more',
  },
  planEndMax: /*i18n*/ { id: 'form.planEndMax', message: 'End at must be at most 1000000000' },
  planStartLevel: /*i18n*/ {
    id: 'form.planStartLevel',
    message: 'Start at must be one of None, Low, Moderate or High',
  },
  planEndLevel: /*i18n*/ {
    id: 'form.planEndLevel',
    message: 'End at must be one of None, Low, Moderate or High',
  },
  planStepByWhole: /*i18n*/ {
    id: 'form.planStepByWhole',
    message: 'Step down by must be a whole number, 1 or more',
  },
  planStepByMax: /*i18n*/ {
    id: 'form.planStepByMax',
    message: 'Step down by must be at most 1000000000',
  },
  planEveryDaysWhole: /*i18n*/ {
    id: 'form.planEveryDaysWhole',
    message: 'Days per step must be a whole number, 1 or more',
  },
  planEveryDaysMax: /*i18n*/ {
    id: 'form.planEveryDaysMax',
    message: 'Days per step must be at most 366',
  },
  planStartDate: /*i18n*/ {
    id: 'form.planStartDate',
    message: 'Start date must be a date (YYYY-MM-DD)',
  },
  planEndAboveStart: /*i18n*/ {
    id: 'form.planEndAboveStart',
    message: 'End at must be at or below Start at: a plan steps down',
  },
  planNumberFields: /*i18n*/ {
    id: 'form.planNumberFields',
    message: "A number goal's plan needs Start at and End at as amounts (startGoal and endGoal)",
  },
  planLevelFields: /*i18n*/ {
    id: 'form.planLevelFields',
    message: "A level goal's plan needs Start at and End at as levels (startLevel and endLevel)",
  },
  planTags: /*i18n*/ { id: 'form.planTags', message: 'Plans are for number and level goals' },
  iconName: /*i18n*/ {
    id: 'form.iconName',
    message: 'Icon names use a-z, 0-9 and _ (for example custom_icon)',
  },
  iconSvgName: /*i18n*/ { id: 'form.iconSvgName', message: 'Only .svg files can be uploaded' },
  iconSvgType: /*i18n*/ {
    id: 'form.iconSvgType',
    message: 'Only image/svg+xml files can be uploaded',
  },
  iconTooLarge: /*i18n*/ { id: 'form.iconTooLarge', message: 'The file is larger than 1 MB' },
} as const;
