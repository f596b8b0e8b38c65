import { defineTexts } from '@taper/ui';
/** Every user-facing message of SPEC §8 (and the screens' fixed texts), exactly as SPEC writes them. */
export const MESSAGES = /* @__PURE__ */ defineTexts('MESSAGES', {
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
  habitRestoreFailed: { title: 'Error', description: 'Failed to restore habit' },
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
  habitDeleted: (name: string) => ({
    title: 'Habit deleted',
    description: `"${name}" and its entries are deleted.`,
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
  /** SPEC §8's title of a failure toast. */
  errorTitle: 'Error',
} as const);

export const TEXTS = /* @__PURE__ */ defineTexts('TEXTS', {
  brand: 'Taper',
  /** The browser tab's title: the page and its subject, then the product ('Coffee — Taper'). */
  pageTitle: (page: string) => `${page} — Taper`,
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
  /** Beside SPEC's sentence, what is true of the toast that follows: its Undo restores the habit. */
  deleteHabitUndo:
    'Changed your mind right after? Undo in the message that follows brings the habit back with all its entries.',
  notePlaceholder: 'Add a note about this entry...',
} as const);

/** Skipped days. */
export const SKIP_TEXTS = /* @__PURE__ */ defineTexts('SKIP_TEXTS', {
  skipSwitch: 'Skip this day',
  skipHint: 'Ill, travelling or a day off: the streak holds and no rate counts it.',
  /** What a summary card says of a skipped today or yesterday. */
  skipped: 'Skipped',
  skipButton: 'Skip',
  skipButtonLabel: (name: string, day: string) => `Skip ${name} ${day}`,
  daySkipped: (name: string) => ({ title: 'Day skipped', description: `Skipped a day of ${name}` }),
  /** Skip over a logged value: Undo in the toast logs the value again. */
  valueSkipped: (name: string, value: string) => ({
    title: 'Day skipped',
    description: `Replaced ${value} with a skipped day of ${name}`,
  }),
} as const);

/** Installing, updating and working offline. */
export const OFFLINE_TEXTS = /* @__PURE__ */ defineTexts('OFFLINE_TEXTS', {
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  offlineBanner: 'Offline: showing saved data',
  /** A change that is not kept on this device to send later (only logged days are) made offline. */
  needsConnection:
    'You are offline: this change needs a connection. Try again once you are back online.',
  notAvailableOffline: 'Not available offline yet',
  notAvailableOfflineBody:
    'This was never opened on this device while online, so nothing of it is saved here. It loads once you are back online.',
  backToSummary: 'Back to Habit Summary',
  pendingWord: 'pending',
  pendingTitle: (count: number) =>
    count === 1
      ? '1 change waiting to be sent to the server'
      : `${count} changes waiting to be sent to the server`,
  /** A pending day's accessible name: '5, has a note, waiting to sync' (domain's PendingDayWords). */
  pendingDay: 'waiting to sync',
  pendingDayNotLogged: 'not logged',
  pendingDayHasNote: 'has a note',
  pendingDayNotSaved: 'not saved',
  pendingDaySkipped: 'skipped',
  /** A pending skip's calendar cell, a word of four letters or so. */
  pendingDaySkipShort: 'skip',
  savedOffline: (name: string) => ({
    title: 'Saved on this device',
    description: `${name} is sent when you are back online.`,
  }),
  clearedOffline: (name: string, day: string) => ({
    title: 'Cleared on this device',
    description: `${name}, ${day}: sent when you are back online.`,
  }),
  /** The name of the region, under the header, that lists the changes the server failed. */
  notSavedRegion: 'Changes not saved',
  /** The list of changes the server failed: '1 change not saved:'. */
  notSavedTitle: (count: number) =>
    count === 1 ? '1 change not saved:' : `${count} changes not saved:`,
  /** A failed change: its habit and day, 'Coffee, 24 Nov'. */
  notSavedItem: (habit: string, day: string) => `${habit}, ${day}`,
  /** What the header's live region says: '1 change not saved: Coffee, 24 Nov'. */
  notSavedSummary: (title: string, items: readonly string[]) => `${title} ${items.join('; ')}`,
  failureReason: {
    error: 'the server had an error',
    'no-answer': 'no answer from the server',
  },
  /** After the last automatic try: only the user's Retry sends it. */
  gaveUp: (tries: number) => `tried ${tries} times`,
  tryingAgain: 'trying again',
  retry: 'Retry',
  retrying: 'Retrying…',
  discard: 'Discard',
  retryLabel: (item: string) => `Retry ${item}`,
  /** A Retry the server took: 'Saved' / 'Coffee, 24 Nov'. */
  retrySaved: (item: string) => ({ title: 'Saved', description: item }),
  /** Back online, the changes made offline reached the server: 'Coffee, 24 Nov; Wine, 25 Nov'. */
  syncedOffline: (items: readonly string[]) => ({
    title: 'Sent to the server',
    description: items.join('; '),
  }),
  discardLabel: (item: string) => `Discard ${item}`,
  /** The today board's line while the day's change waits or was failed. */
  boardPending: (label: string) => `Waiting to sync: ${label}`,
  boardFailed: (label: string) => `Not saved: ${label}`,
  boardClearPending: 'Cleared, waiting to sync',
  boardClearFailed: 'Clearing not saved',
  /** A day whose change made in this tab lost to a later one from another tab. */
  lostDay: 'Replaced by a later change in another tab',
  refusedTitle: 'Not saved by the server',
  refused: (habit: string, day: string, reason: string) => `${habit}, ${day}: ${reason}`,
  dismiss: 'Dismiss',
} as const);

/**
 * The built-in levels of a level goal, as the screens name them (SPEC's words in English). Tags are
 * the user's own words and are shown as typed.
 */
export const LEVEL_NAMES = /* @__PURE__ */ defineTexts('LEVEL_NAMES', {
  none: 'None',
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
} as const);
