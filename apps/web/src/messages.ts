/** Every user-facing message of SPEC §8 (and the screens' fixed texts), exactly as SPEC writes them. */
export const MESSAGES = {
  loginSuccess: { title: 'Logged in successfully!' },
  signupSuccess: { title: 'Account created successfully!' },
  noToken: 'Authentication failed - no token received',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  passwordRequirementsTitle: 'Password Requirements',
  logout: { title: 'Logged out', description: 'You have been signed out successfully.' },
  logoutError: { title: 'Logged out', description: 'You have been signed out.' },

  habitCreated: { title: 'Success', description: 'Habit created successfully!' },
  habitCreateFailed: { title: 'Error', description: 'Failed to create habit' },
  habitNameRequired: { title: 'Error', description: 'Please enter a habit name' },
  habitUpdateFailed: { title: 'Error', description: 'Failed to update habit' },
  habitDeleteFailed: { title: 'Error', description: 'Failed to delete habit' },
  entrySaved: { title: 'Success', description: 'Entry saved successfully' },
  entrySaveFailed: { title: 'Error', description: 'Failed to save entry. Please try again.' },
  entryLogged: (name: string) => ({
    title: 'Entry logged successfully',
    description: `Logged entry for ${name}`,
  }),
  entryLogFailed: { title: 'Error logging entry', description: 'Please try again' },
  entryCleared: (name: string, day: string) => ({
    title: 'Entry cleared',
    description: `${name}, ${day}`,
  }),
  entryClearFailed: { title: 'Error', description: 'Failed to clear entry. Please try again.' },
  entryRestored: { title: 'Entry restored' },
  habitDeleting: (name: string) => ({
    title: 'Habit deleted',
    description: `"${name}" and its entries are deleted in a few seconds.`,
  }),
  habitRestored: (name: string) => ({ title: 'Habit restored', description: `"${name}" is back.` }),
  undo: 'Undo',
  unauthorized: {
    title: 'Unauthorized',
    description: 'You are logged out. Please refresh to sign in again.',
  },

  accountUpdated: { title: 'Success', description: 'Your account has been updated successfully.' },
  accountUpdateFailed: 'Failed to update account.',
  passwordChanged: {
    title: 'Success',
    description: 'Your password has been changed successfully.',
  },
  passwordChangeFailed: 'Failed to change password.',
} as const;

export const TEXTS = {
  brand: 'Taper',
  loadingUser: 'Loading',
  loading: 'Loading...',
  loadingHabits: 'Loading habits...',
  loadingHabit: 'Loading habit...',
  notFound: '404 Page Not Found',
  habitNotFound: 'Habit not found',
  backToHome: 'Back to Home',
  emptyHabitTitle: 'Start Your First Habit',
  emptyHabitBody: 'Create a habit to begin tracking your progress',
  emptyHabitButton: 'Create Your First Habit',
  emptySummary: 'No habits to display. Start by creating your first habit.',
  emptyManage: 'No habits yet. Create your first habit to get started!',
  adminDenied: 'You need admin privileges to access this page.',
  adminLoading: 'Loading admin dashboard...',
  adminTitle: 'Admin Dashboard',
  adminSubtitle: 'Manage users, track analytics, and monitor system health',
  deleteHabitTitle: 'Delete Habit',
  deleteHabitBody: (name: string) =>
    `Are you sure you want to delete "${name}"? This will also delete all entries for this habit. This action cannot be undone.`,
  notePlaceholder: 'Add a note about this entry...',
} as const;

/** The taper plan section of Create and Habit Settings, and the question a goal change asks. */
export const PLAN_TEXTS = {
  title: 'Taper plan',
  enable: 'Step this goal down over time',
  start: 'Start at',
  end: 'End at',
  stepBy: 'Down by',
  everyDays: 'Every (days)',
  startDate: 'From',
  tagsCannotPlan: 'Plans step number and level goals.',
  effectiveTitle: 'Apply the new goal',
  fromToday: 'From today',
  fromTodayHint: 'Past days keep their results',
  always: 'Also re-judge past days',
  alwaysHint: 'Every logged day is judged by the new goal',
  planSaveFailed: { title: 'Error', description: 'The taper plan was not saved' },
} as const;

/** Skipped days and Vacation (issue 20). */
export const SKIP_TEXTS = {
  skipSwitch: 'Skip this day',
  skipHint: 'Ill, travelling or a day off: the streak holds and no rate counts it.',
  /** What a summary card says of a skipped today or yesterday. */
  skipped: 'Skipped',
  skipButton: 'Skip',
  skipButtonLabel: (name: string, day: string) => `Skip ${name} ${day}`,
  daySkipped: (name: string) => ({ title: 'Day skipped', description: `Skipped a day of ${name}` }),
  vacationTitle: 'Vacation',
  vacationIntro:
    'Away, ill or taking a break? Skip a range of days (up to 60, until today): streaks hold, and days you already logged stay as they are.',
  vacationFrom: 'First day',
  vacationTo: 'Last day',
  vacationHabits: 'Habits',
  allHabits: 'All habits',
  chosenHabits: 'Chosen habits',
  chooseHabits: 'Habits to skip',
  noHabits: 'You have no habits to skip yet.',
  noHabitChosen: 'Choose at least one habit.',
  datesRequired: 'Choose the first and the last day.',
  vacationSubmit: 'Skip these days',
  vacationPending: 'Skipping...',
  vacationDone: (skipped: number, alreadyLogged: number) =>
    `${String(skipped)} ${skipped === 1 ? 'day' : 'days'} skipped` +
    (alreadyLogged > 0
      ? `; ${String(alreadyLogged)} already logged ${alreadyLogged === 1 ? 'day was' : 'days were'} kept.`
      : '.'),
  vacationFailed: 'The days were not skipped. Please try again.',
} as const;

/** Manage Habits' archive and order (issue 20). */
export const MANAGE_TEXTS = {
  archive: 'Archive',
  unarchive: 'Unarchive',
  moveUp: 'Move up',
  moveDown: 'Move down',
  drag: 'Drag to reorder',
  archivedTitle: 'Archived',
  archivedHint:
    'Archived habits keep all their entries. They are not on the summary or in the menu.',
  archived: (name: string) => ({
    title: 'Habit archived',
    description: `"${name}" is under Archived on Manage Habits.`,
  }),
  unarchived: (name: string) => ({
    title: 'Habit unarchived',
    description: `"${name}" is back, at the end of your list.`,
  }),
  archiveFailed: { title: 'Error', description: 'Failed to update habit' },
  reorderFailed: { title: 'Error', description: 'Failed to save the order. Please try again.' },
  moved: (name: string, position: number, count: number) =>
    `${name} moved to position ${position} of ${count}.`,
};

/** Account → your week and your day (issue 20). */
export const SCHEDULE_TEXTS = {
  title: 'Week and day',
  weekStart: 'Week starts on',
  monday: 'Monday',
  sunday: 'Sunday',
  dayEnd: 'My day ends at',
  dayEndHint: 'Night owl? A log before this hour counts for the day before.',
  midnight: 'Midnight',
  hour: (hour: number) => `${hour} a.m.`,
  idle: 'Changes are saved at once.',
  saving: 'Saving...',
  saved: 'Saved.',
  failed: 'Your change could not be saved. Please try again.',
};

/** Account → Export data and Import data. */
export const TRANSFER_TEXTS = {
  exportTitle: 'Export data',
  exportBody:
    'Download everything: your habits, goals and every logged day. JSON can be imported back into Taper; the CSV zip has the layout of Loop Habit Tracker’s export, for spreadsheets and other apps.',
  exportJson: 'Download JSON',
  exportCsv: 'Download CSV (zip)',
  exporting: 'Preparing...',
  exportFailed: { title: 'Error', description: 'The export could not be downloaded' },
  importTitle: 'Import data',
  importBody:
    'Bring in a Taper export (.json) or a Loop Habit Tracker CSV export (.zip). You see what will be imported before anything changes.',
  dropHere: 'Drop a .json or .zip file here, or',
  chooseFile: 'Choose a file',
  fileTooLarge: 'The file is larger than 20 MB',
  uploading: (percent: number) => `Reading the file... ${String(percent)}%`,
  previewTitle: (file: string) => `What ${file} holds`,
  previewHabit: (entries: number) => `${String(entries)} ${entries === 1 ? 'entry' : 'entries'}`,
  previewRange: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
  previewRenamed: (name: string) => `imported as “${name}”`,
  previewNone: 'No habits in this file can be imported.',
  skippedTitle: 'Not imported',
  importButton: (habits: number) => `Import ${String(habits)} ${habits === 1 ? 'habit' : 'habits'}`,
  importing: 'Importing...',
  cancel: 'Cancel',
  imported: (habits: number, entries: number) => ({
    title: 'Import complete',
    description: `${String(habits)} ${habits === 1 ? 'habit' : 'habits'} and ${String(entries)} ${entries === 1 ? 'entry' : 'entries'} imported.`,
  }),
  importFailed: 'The file could not be imported',
} as const;

/** Installing, updating and working offline. */
export const OFFLINE_TEXTS = {
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  offlineBanner: 'Offline: showing saved data',
  pendingWord: 'pending',
  pendingTitle: (count: number) =>
    count === 1
      ? '1 change waiting to be sent to the server'
      : `${count} changes waiting to be sent to the server`,
  pendingDay: 'waiting to sync',
  savedOffline: (name: string) => ({
    title: 'Saved on this device',
    description: `${name} is sent when you are back online.`,
  }),
  clearedOffline: (name: string, day: string) => ({
    title: 'Cleared on this device',
    description: `${name}, ${day}: sent when you are back online.`,
  }),
  refusedTitle: 'Not saved by the server',
  refused: (habit: string, day: string, reason: string) => `${habit}, ${day}: ${reason}`,
  dismiss: 'Dismiss',
} as const;
