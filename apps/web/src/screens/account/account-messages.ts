import { composed, defineTexts } from '@taper/ui';
/** Texts of the Account screen's week and day, vacation, export and import: kept with its lazy chunk, out of the first load. */

/** Account → your week and your day. */
export const SCHEDULE_TEXTS = /* @__PURE__ */ defineTexts('SCHEDULE_TEXTS', {
  title: 'Week and day',
  weekStart: 'Week starts on',
  monday: 'Monday',
  sunday: 'Sunday',
  dayEnd: 'My day ends at',
  dayEndHint: 'Night owl? A log before this hour counts for the day before.',
  midnight: 'Midnight',
  hour: (hour: number) => `${hour} a.m.`,
  timezone: 'Time zone',
  timezoneHint: (zone: string) => `Your days follow ${zone}.`,
  deviceZoneButton: (zone: string) => `Use this device's time zone (${zone})`,
  idle: 'Changes are saved at once.',
  saving: 'Saving...',
  saved: 'Saved.',
  failed: 'Your change could not be saved. Please try again.',
});

/** Account → Vacation. */
export const VACATION_TEXTS = /* @__PURE__ */ defineTexts('VACATION_TEXTS', {
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
} as const);

/** Account → Export data and Import data. */
export const TRANSFER_TEXTS = /* @__PURE__ */ defineTexts('TRANSFER_TEXTS', {
  exportTitle: 'Export data',
  exportBody:
    'Download everything: your habits, goals and every logged day. JSON can be imported back into Taper; the CSV zip has the layout of Loop Habit Tracker’s export, for spreadsheets and other apps; the Loop backup (.db) opens in Loop Habit Tracker through its Import data.',
  exportJson: 'Download JSON',
  exportCsv: 'Download CSV (zip)',
  exportLoop: 'Download Loop backup (.db)',
  exporting: 'Preparing...',
  /** Beside the Loop formats when the user has habit groups: Loop has none. */
  loopNoGroups: 'Loop has no groups: your habits are exported without them.',
  loopLeftOutConfirm: 'Download anyway',
  loopLeftOutCancel: 'Cancel',
  exportFailed: { title: 'Error', description: 'The export could not be downloaded' },
  importTitle: 'Import data',
  importBody:
    'Bring in a Taper export (.json), a Loop Habit Tracker CSV export (.zip) or backup (.db), or a HabitBull CSV export (.csv). You see what will be imported before anything changes.',
  dropHere: 'Drop a .json, .zip, .db or .csv file here, or',
  chooseFile: 'Choose a file',
  fileTooLarge: 'The file is larger than 20 MB',
  uploading: (percent: number) => `Reading the file... ${String(percent)}%`,
  previewTitle: (file: string) => `What ${file} holds`,
  /** 'Loop backup (schema 24): 9 habits — 6 to import, 3 skipped: yes/no habits'. */
  previewSummary: (source: string, toImport: number, skipped: number, kinds: string[]) => {
    const total = toImport + skipped;
    const why = skipped > 0 && kinds.length > 0 ? `: ${kinds.join(', ')}` : '';
    return `${source}: ${String(total)} ${total === 1 ? 'habit' : 'habits'} — ${String(toImport)} to import, ${String(skipped)} skipped${why}`;
  },
  warningsTitle: 'Changed to fit Taper',
  /** The habit groups a Taper export brings: 'Alcohol: 2 habits'. */
  groupsTitle: 'Groups',
  previewGroup: (name: string, habits: number) =>
    `${name}: ${String(habits)} ${habits === 1 ? 'habit' : 'habits'}`,
  /** Habits of the file that are here already (the same Loop habit): only new days are added. */
  alreadyHereTitle: 'Already here',
  previewNewDays: (days: number) =>
    `already here, ${days === 0 ? 'no new days' : `${String(days)} new ${days === 1 ? 'day' : 'days'}`}`,
  previewHabit: (entries: number) => `${String(entries)} ${entries === 1 ? 'entry' : 'entries'}`,
  previewRange: composed((from: string, to: string): string =>
    from === to ? from : TRANSFER_TEXTS.previewFromTo(from, to),
  ),
  previewFromTo: (from: string, to: string) => `${from} to ${to}`,
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
  goalsTitle: 'Choose each goal',
  goalsBody:
    'This file keeps amounts but no targets. Give each habit you want to import its “at most” goal; leave it empty to leave the habit out.',
  goalLabel: (name: string, schedule: 'daily' | 'weekly_budget' | 'monthly_budget') =>
    `${name}: at most (${schedule === 'daily' ? 'a day' : schedule === 'weekly_budget' ? 'a week' : 'a month'})`,
  goalFacts: (entries: number, largest: number | null) =>
    `${String(entries)} ${entries === 1 ? 'entry' : 'entries'}${largest === null ? '' : `, the largest ${String(largest)}`}`,
  goalProblem: 'Enter a number of at least 0, or leave it empty',
  applyGoals: 'Update the preview',
  /** 'Also bring back this export’s settings: the week starts on Sunday, the day ends at 3 a.m., dark theme'. */
  restoreSettings: composed(
    (settings: {
      weekStart?: 'monday' | 'sunday';
      dayEndsAtHour?: number;
      themePreference?: 'light' | 'dark' | 'system';
    }): string => {
      const parts = [
        settings.weekStart === undefined
          ? undefined
          : TRANSFER_TEXTS.restoreWeekStart(settings.weekStart),
        settings.dayEndsAtHour === undefined
          ? undefined
          : TRANSFER_TEXTS.restoreDayEnd(settings.dayEndsAtHour),
        settings.themePreference === undefined
          ? undefined
          : TRANSFER_TEXTS.restoreTheme(settings.themePreference),
      ].filter((part) => part !== undefined);
      return TRANSFER_TEXTS.restoreSettingsList(parts);
    },
  ),
  restoreWeekStart: (day: 'monday' | 'sunday') =>
    `the week starts on ${day === 'sunday' ? 'Sunday' : 'Monday'}`,
  restoreDayEnd: (hour: number) =>
    `the day ends at ${hour === 0 ? 'midnight' : `${String(hour)} a.m.`}`,
  restoreTheme: (theme: 'light' | 'dark' | 'system') =>
    theme === 'system' ? 'the theme follows your device' : `${theme} theme`,
  restoreSettingsList: (parts: string[]) =>
    `Also bring back this export’s settings: ${parts.join(', ')}`,
} as const);

/** Account Settings → SPEC's 'Dark Mode' switch and, beside it, 'Match my device'. */
export const THEME_TEXTS = /* @__PURE__ */ defineTexts('THEME_TEXTS', {
  darkMode: 'Dark Mode',
  matchDevice: 'Match my device',
  followingDevice: (shown: 'light' | 'dark') =>
    `Your device decides: it is ${shown === 'dark' ? 'dark' : 'light'} now.`,
  idle: 'Changes apply and are saved at once.',
  saving: 'Saving...',
  saved: 'Theme saved.',
  failed: 'Your theme could not be saved. It applies on this device for now.',
} as const);

/** Account Settings' own fields. */
export const ACCOUNT_TEXTS = /* @__PURE__ */ defineTexts('ACCOUNT_TEXTS', {
  memberSince: 'Member Since',
  account: 'Account',
  accountSettings: 'Account Settings',
  changePassword: 'Change Password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  changing: 'Changing...',
} as const);

/** Account → Language: the language every screen speaks. */
export const LANGUAGE_TEXTS = /* @__PURE__ */ defineTexts('LANGUAGE_TEXTS', {
  title: 'Language',
  label: 'Taper speaks',
  hint: 'Every screen changes at once; your account keeps the choice.',
  failed: 'Your language could not be saved. It applies on this device for now.',
} as const);

/** Account → Currency: the currency money saved is shown in. */
export const CURRENCY_TEXTS = /* @__PURE__ */ defineTexts('CURRENCY_TEXTS', {
  title: 'Currency',
  label: 'Money saved is shown in',
  hint: 'Set a cost per unit on a number habit to see what you save.',
  failed: 'Your currency could not be saved. Please try again.',
} as const);

/** Account → the daily check-in and the test notification. */
export const CHECK_IN_TEXTS = /* @__PURE__ */ defineTexts('CHECK_IN_TEXTS', {
  title: 'Daily check-in',
  intro: 'One notification a day naming the habits you have not logged yet.',
  switchLabel: 'Daily check-in',
  switchHint: 'Sent at this time on the days chosen, only when a habit is still to log.',
  save: 'Save check-in',
  saving: 'Saving...',
  saved: 'Check-in saved.',
  failed: 'Your check-in could not be saved. Please try again.',
  test: 'Send a test notification',
  testing: 'Sending...',
  testSent: (sent: number) =>
    sent === 1
      ? 'Sent to 1 device: it should appear in a moment.'
      : `Sent to ${String(sent)} devices: they should appear in a moment.`,
  testNone: 'No device took the notification: turn notifications on in this browser again.',
  testFailed: 'The test notification could not be sent. Please try again.',
} as const);

/** Account → Email reminder: the fallback by mail when nothing is logged by a time. */
export const EMAIL_REMINDER_TEXTS = /* @__PURE__ */ defineTexts('EMAIL_REMINDER_TEXTS', {
  title: 'Email reminder',
  intro:
    'A reminder that always reaches you, even where this device shows no notifications: one email on a day you have logged nothing.',
  switchLabel: "Email me if I haven't logged by …",
  switchHint: (email: string) =>
    `Once a day, only on days with nothing logged, to ${email}. Each email has a link that stops them.`,
  time: 'Time',
  timeRequired: 'Enter a time such as 21:00.',
  save: 'Save email reminder',
  saving: 'Saving...',
  saved: (time: string) => `Saved: you get an email at ${time} on days with nothing logged.`,
  off: 'Saved: no email reminders.',
  failed: 'Your email reminder could not be saved. Please try again.',
  unavailable:
    'This server does not send email, so it cannot email you reminders. Use the daily check-in on your devices instead.',
} as const);
