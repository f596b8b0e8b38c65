/**
 * The API's refusals that are one fixed sentence (a 4xx `message`), as message descriptors. The
 * English is the sentence the server has always sent; `localizeMessage` finds a refusal by it and
 * answers it in the caller's language, the `code` unchanged.
 */
export const refusalMessages = {
  habitNotFound: /*i18n*/ { id: 'refusal.habitNotFound', message: 'Habit not found' },
  entryNotFound: /*i18n*/ { id: 'refusal.entryNotFound', message: 'Entry not found' },
  userNotFound: /*i18n*/ { id: 'refusal.userNotFound', message: 'User not found' },
  iconNotFound: /*i18n*/ { id: 'refusal.iconNotFound', message: 'Icon not found' },
  groupNotFound: /*i18n*/ { id: 'refusal.groupNotFound', message: 'Group not found' },
  templateNotFound: /*i18n*/ { id: 'refusal.templateNotFound', message: 'Template not found' },
  notFound: /*i18n*/ { id: 'refusal.notFound', message: 'Not found' },
  adminRequired: /*i18n*/ { id: 'refusal.adminRequired', message: 'Admin privileges are required' },
  lastAdmin: /*i18n*/ {
    id: 'refusal.lastAdmin',
    message: 'The last admin cannot be demoted: make another user an admin first',
  },
  noSuchSubscription: /*i18n*/ {
    id: 'refusal.noSuchSubscription',
    message: 'No such subscription of yours',
  },
  readOnlyToken: /*i18n*/ {
    id: 'refusal.readOnlyToken',
    message: 'This API token can only read; create a write token to make changes',
  },
  unknownIcon: /*i18n*/ { id: 'refusal.unknownIcon', message: 'Unknown icon' },
  premiumIcon: /*i18n*/ { id: 'refusal.premiumIcon', message: 'This icon needs a premium account' },
  alreadyExists: /*i18n*/ { id: 'refusal.alreadyExists', message: 'This already exists' },
  unavailable: /*i18n*/ {
    id: 'refusal.unavailable',
    message: 'The service is temporarily unavailable, please try again',
  },
  importRunning: /*i18n*/ {
    id: 'refusal.importRunning',
    message: 'Another import of this account is still running; please wait for it to finish',
  },
  importsBusy: /*i18n*/ {
    id: 'refusal.importsBusy',
    message: 'The server is busy with other imports; please try again in a minute',
  },
  notZip: /*i18n*/ { id: 'refusal.notZip', message: 'The file is not a zip archive' },
  builtInIconChange: /*i18n*/ {
    id: 'refusal.builtInIconChange',
    message: 'Built-in icons can only change tier, category and visibility',
  },
  builtInIconDelete: /*i18n*/ {
    id: 'refusal.builtInIconDelete',
    message: 'Built-in icons cannot be deleted; disable them instead',
  },
  noUploadedFile: /*i18n*/ {
    id: 'refusal.noUploadedFile',
    message: 'No uploaded file for this icon: upload the SVG first',
  },
  iconExists: /*i18n*/ {
    id: 'refusal.iconExists',
    message: 'An icon with this name already exists',
  },
  reminderWeekday: /*i18n*/ {
    id: 'refusal.reminderWeekday',
    message: 'A reminder day is a weekday name such as monday.',
  },
  reminderAndReminders: /*i18n*/ {
    id: 'refusal.reminderAndReminders',
    message: 'Send reminders (the list) or reminder (one), not both.',
  },
  futureDate: /*i18n*/ { id: 'refusal.futureDate', message: 'You cannot log a future date' },
  budgetNumberOnly: /*i18n*/ {
    id: 'refusal.budgetNumberOnly',
    message: 'Budgets are for number goals only',
  },
  groupNotYours: /*i18n*/ {
    id: 'refusal.groupNotYours',
    message: 'That group does not exist: choose one of your groups',
  },
  validEmail: /*i18n*/ { id: 'refusal.validEmail', message: 'Please enter a valid email address' },
  emailRequired: /*i18n*/ { id: 'refusal.emailRequired', message: 'Email is required' },
  passwordRequired: /*i18n*/ { id: 'refusal.passwordRequired', message: 'Password is required' },
  passwordRules: /*i18n*/ {
    id: 'refusal.passwordRules',
    message: 'Password does not meet requirements',
  },
  newPasswordEmpty: /*i18n*/ {
    id: 'refusal.newPasswordEmpty',
    message: 'Please enter a new password.',
  },
  passwordsMismatch: /*i18n*/ {
    id: 'refusal.passwordsMismatch',
    message: 'Passwords do not match.',
  },
  passwordTooShort: /*i18n*/ {
    id: 'refusal.passwordTooShort',
    message: 'Password must be at least 8 characters long.',
  },
  passwordClasses: /*i18n*/ {
    id: 'refusal.passwordClasses',
    message: 'Password must contain uppercase, lowercase, number, and symbol.',
  },
  habitName: /*i18n*/ { id: 'refusal.habitName', message: 'Please enter a habit name' },
  groupName: /*i18n*/ { id: 'refusal.groupName', message: 'Please enter a group name' },
  validNumber: /*i18n*/ { id: 'refusal.validNumber', message: 'Please enter a valid number' },
  colours: /*i18n*/ { id: 'refusal.colours', message: 'Colours are #RRGGBB' },
  customTags: /*i18n*/ {
    id: 'refusal.customTags',
    message: 'Custom tags are a list of 2 to 4 names',
  },
  dates: /*i18n*/ { id: 'refusal.dates', message: 'Dates are YYYY-MM-DD' },
  months: /*i18n*/ { id: 'refusal.months', message: 'Months are YYYY-MM' },
  levels: /*i18n*/ { id: 'refusal.levels', message: 'Levels are none, low, moderate or high' },
  realDate: /*i18n*/ { id: 'refusal.realDate', message: 'Not a real calendar date' },
  realMonth: /*i18n*/ { id: 'refusal.realMonth', message: 'Not a real month' },
  numberGoalMax: /*i18n*/ {
    id: 'refusal.numberGoalMax',
    message: 'Number goals are at most 1000000000',
  },
  numberGoalWhole: /*i18n*/ {
    id: 'refusal.numberGoalWhole',
    message: 'Number goals are whole numbers, 0 or more',
  },
  budgetWhole: /*i18n*/ {
    id: 'refusal.budgetWhole',
    message: 'A budget is a whole number, 0 or more',
  },
  budgetMax: /*i18n*/ { id: 'refusal.budgetMax', message: 'A budget is at most 1000000000' },
  tagsBlank: /*i18n*/ { id: 'refusal.tagsBlank', message: 'Tags cannot be blank' },
  chartBy: /*i18n*/ { id: 'refusal.chartBy', message: 'The chart is by week or month' },
  positionMin: /*i18n*/ { id: 'refusal.positionMin', message: 'The position is 0 or more' },
  positionMax: /*i18n*/ { id: 'refusal.positionMax', message: 'The position is at most 1000000' },
  unknownZone: /*i18n*/ { id: 'refusal.unknownZone', message: 'Unknown time zone' },
  weeklyGoals: /*i18n*/ {
    id: 'refusal.weeklyGoals',
    message: 'Weekly goals name every day from monday to sunday',
  },
  invalidInput: /*i18n*/ { id: 'refusal.invalidInput', message: 'Invalid input' },
  bodyJson: /*i18n*/ { id: 'refusal.bodyJson', message: 'Send the body as application/json' },
  inputNotJson: /*i18n*/ { id: 'refusal.inputNotJson', message: 'The input is not JSON' },
  bodyTooLarge: /*i18n*/ { id: 'refusal.bodyTooLarge', message: 'Request body is too large' },
  requestExpired: /*i18n*/ { id: 'refusal.requestExpired', message: 'Request has expired' },
  notSvg: /*i18n*/ { id: 'refusal.notSvg', message: 'The file is not a valid SVG image' },
  svgDoctype: /*i18n*/ {
    id: 'refusal.svgDoctype',
    message: 'SVG files with a DOCTYPE or entities are not accepted',
  },
  svgComplex: /*i18n*/ {
    id: 'refusal.svgComplex',
    message: 'The SVG file is too complex (too many or too deeply nested elements)',
  },
  svgForbidden: /*i18n*/ {
    id: 'refusal.svgForbidden',
    message: 'The file contains content that is not allowed',
  },
  makeAnotherAdmin: /*i18n*/ {
    id: 'refusal.makeAnotherAdmin',
    message: 'Make another administrator first',
  },
  wrongPassword: /*i18n*/ { id: 'refusal.wrongPassword', message: 'The password is not correct' },
  sessionNotFound: /*i18n*/ { id: 'refusal.sessionNotFound', message: 'Session not found' },
  tokenNotFound: /*i18n*/ { id: 'refusal.tokenNotFound', message: 'Token not found' },
  resetLinkInvalid: /*i18n*/ {
    id: 'refusal.resetLinkInvalid',
    message: 'This reset link has expired or was already used; ask for a new one',
  },
  resetNotAvailable: /*i18n*/ {
    id: 'refusal.resetNotAvailable',
    message: 'Password reset by email is not set up on this server; ask an administrator',
  },
  shareLinkGone: /*i18n*/ {
    id: 'refusal.shareLinkGone',
    message: 'This link does not exist or has ended',
  },
  shareNotFound: /*i18n*/ { id: 'refusal.shareNotFound', message: 'Link not found' },
  shareOwnHabits: /*i18n*/ { id: 'refusal.shareOwnHabits', message: 'Choose only your own habits' },
  shareEndInPast: /*i18n*/ {
    id: 'refusal.shareEndInPast',
    message: 'The end date must be today or later',
  },
  shareGuesses: /*i18n*/ {
    id: 'refusal.shareGuesses',
    message: 'Too many unknown links from this address; try again in a minute',
  },
  shareNoMailServer: /*i18n*/ {
    id: 'refusal.shareNoMailServer',
    message: 'This server has no mail server configured (SMTP_URL), so no mail is sent',
  },
  emailReminderTime: /*i18n*/ {
    id: 'refusal.emailReminderTime',
    message: 'The email reminder time is HH:MM on a 24-hour clock, such as 21:00.',
  },
  emailReminderNoMailServer: /*i18n*/ {
    id: 'refusal.emailReminderNoMailServer',
    message:
      'This server has no mail server configured (SMTP_URL), so it cannot email you reminders',
  },
  emailStopLinkInvalid: /*i18n*/ {
    id: 'refusal.emailStopLinkInvalid',
    message:
      'This stop link was already used or has ended; turn email reminders off on Account instead',
  },
  shareNoEmail: /*i18n*/ {
    id: 'refusal.shareNoEmail',
    message: 'Add a partner’s email to this link first',
  },
  shareMailsStopped: /*i18n*/ {
    id: 'refusal.shareMailsStopped',
    message: 'The partner stopped these mails; enter their email again to restart them',
  },
  pushNoDevice: /*i18n*/ {
    id: 'refusal.pushNoDevice',
    message:
      'No device of yours is subscribed to notifications: turn them on in this browser first.',
  },
  pushEndpointTaken: /*i18n*/ {
    id: 'refusal.pushEndpointTaken',
    message:
      'This browser is subscribed to notifications for another account; turn them off there first.',
  },
  pushTestRate: /*i18n*/ {
    id: 'refusal.pushTestRate',
    message: 'Test notifications are limited to 3 a minute; try again shortly.',
  },
  skipWithValue: /*i18n*/ {
    id: 'refusal.skipWithValue',
    message: 'A skipped day has no value: send either "skip": true or a value, not both',
  },
} as const;
