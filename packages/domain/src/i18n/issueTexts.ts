/**
 * The words of a validation problem in every language: the sentence frames (ICU, with plurals) and
 * the names of the fields people meet in forms. English keeps issueMessages.ts's sentences; these
 * descriptors carry the same English so the catalogs' source is word for word the same.
 */
export const issueFrames = {
  required: /*i18n*/ { id: 'issue.required', message: '{field} is required' },
  maxChars: /*i18n*/ {
    id: 'issue.maxChars',
    message: '{field} must be at most {bound, plural, one {# character} other {# characters}}',
  },
  minChars: /*i18n*/ {
    id: 'issue.minChars',
    message: '{field} must be at least {bound, plural, one {# character} other {# characters}}',
  },
  maxItems: /*i18n*/ {
    id: 'issue.maxItems',
    message: '{field} must have at most {bound, plural, one {# item} other {# items}}',
  },
  minItems: /*i18n*/ {
    id: 'issue.minItems',
    message: '{field} must have at least {bound, plural, one {# item} other {# items}}',
  },
  lessThan: /*i18n*/ { id: 'issue.lessThan', message: '{field} must be less than {bound}' },
  moreThan: /*i18n*/ { id: 'issue.moreThan', message: '{field} must be more than {bound}' },
  atMost: /*i18n*/ { id: 'issue.atMost', message: '{field} must be at most {bound}' },
  atLeast: /*i18n*/ { id: 'issue.atLeast', message: '{field} must be at least {bound}' },
  type: /*i18n*/ {
    id: 'issue.type',
    message:
      '{field} must be {type, select, string {text} number {a number} int {a whole number} boolean {true or false} object {an object} array {a list} other {valid}}',
  },
  pattern: /*i18n*/ { id: 'issue.pattern', message: '{field} is not in the expected format' },
  format: /*i18n*/ { id: 'issue.format', message: '{field} must be a valid {format}' },
  oneOf: /*i18n*/ { id: 'issue.oneOf', message: '{field} must be one of {values}' },
  notAChoice: /*i18n*/ { id: 'issue.notAChoice', message: '{field} is not a valid choice' },
  wholeNumber: /*i18n*/ { id: 'issue.wholeNumber', message: '{field} must be a whole number' },
  notValid: /*i18n*/ { id: 'issue.notValid', message: '{field} is not valid ({detail})' },
  unstorable: /*i18n*/ {
    id: 'issue.unstorable',
    message: '{field} must not contain a NUL character (U+0000) or an unpaired surrogate',
  },
  unknownFields: /*i18n*/ {
    id: 'issue.unknownFields',
    message: '{count, plural, one {Unknown field} other {Unknown fields}}: {keys}',
  },
  bodyObject: /*i18n*/ {
    id: 'issue.bodyObject',
    message: 'The request body must be a JSON object',
  },
  theInput: /*i18n*/ { id: 'issue.theInput', message: 'The input' },
  nthItem: /*i18n*/ { id: 'issue.nthItem', message: '{item} {position}' },
  weekdayGoal: /*i18n*/ {
    id: 'issue.weekdayGoal',
    message:
      '{day, select, monday {Monday goal} tuesday {Tuesday goal} wednesday {Wednesday goal} thursday {Thursday goal} friday {Friday goal} saturday {Saturday goal} other {Sunday goal}}',
  },
} as const;

/** The fields' names as issueMessages.ts's `fieldLabel` makes them, by the field's key. */
export const fieldNames = {
  email: /*i18n*/ { id: 'field.email', message: 'Email' },
  password: /*i18n*/ { id: 'field.password', message: 'Password' },
  newPassword: /*i18n*/ { id: 'field.newPassword', message: 'New password' },
  firstName: /*i18n*/ { id: 'field.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'field.lastName', message: 'Last name' },
  name: /*i18n*/ { id: 'field.name', message: 'Name' },
  color: /*i18n*/ { id: 'field.color', message: 'Color' },
  icon: /*i18n*/ { id: 'field.icon', message: 'Icon' },
  date: /*i18n*/ { id: 'field.date', message: 'Date' },
  note: /*i18n*/ { id: 'field.note', message: 'Note' },
  actualValue: /*i18n*/ { id: 'field.actualValue', message: 'Actual value' },
  levelValue: /*i18n*/ { id: 'field.levelValue', message: 'Level value' },
  goalType: /*i18n*/ { id: 'field.goalType', message: 'Goal type' },
  goalSchedule: /*i18n*/ { id: 'field.goalSchedule', message: 'Goal schedule' },
  dailyGoal: /*i18n*/ { id: 'field.dailyGoal', message: 'Daily goal' },
  customTags: /*i18n*/ { id: 'field.customTags', message: 'Custom tags' },
  customTag: /*i18n*/ { id: 'field.customTag', message: 'Custom tag' },
  timezone: /*i18n*/ { id: 'field.timezone', message: 'Timezone' },
  currency: /*i18n*/ { id: 'field.currency', message: 'Currency' },
  locale: /*i18n*/ { id: 'field.locale', message: 'Locale' },
  weekStart: /*i18n*/ { id: 'field.weekStart', message: 'Week start' },
  dayEndsAtHour: /*i18n*/ { id: 'field.dayEndsAtHour', message: 'Day ends at hour' },
  themePreference: /*i18n*/ { id: 'field.themePreference', message: 'Theme preference' },
  summaryView: /*i18n*/ { id: 'field.summaryView', message: 'Summary view' },
  baseline: /*i18n*/ { id: 'field.baseline', message: 'Baseline' },
  unit: /*i18n*/ { id: 'field.unit', message: 'Unit' },
  costPerUnit: /*i18n*/ { id: 'field.costPerUnit', message: 'Cost per unit' },
  month: /*i18n*/ { id: 'field.month', message: 'Month' },
  from: /*i18n*/ { id: 'field.from', message: 'From' },
  to: /*i18n*/ { id: 'field.to', message: 'To' },
  ids: /*i18n*/ { id: 'field.ids', message: 'Ids' },
  habitIds: /*i18n*/ { id: 'field.habitIds', message: 'Habit ids' },
  id: /*i18n*/ { id: 'field.id', message: 'Id' },
  label: /*i18n*/ { id: 'field.label', message: 'Label' },
  token: /*i18n*/ { id: 'field.token', message: 'Token' },
  skip: /*i18n*/ { id: 'field.skip', message: 'Skip' },
  unloggedDays: /*i18n*/ { id: 'field.unloggedDays', message: 'Unlogged days' },
  role: /*i18n*/ { id: 'field.role', message: 'Role' },
  tier: /*i18n*/ { id: 'field.tier', message: 'Tier' },
} as const;
