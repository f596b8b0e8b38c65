import { defineTexts } from '@taper/ui';
/** The Habit Summary screen's texts (its empty state and toasts are SPEC's, in src/messages.ts). */
export const SUMMARY_TEXTS = /* @__PURE__ */ defineTexts('SUMMARY_TEXTS', {
  title: 'Habit Summary',
  checkIn: "You didn't log yesterday — log it now",
  checkInHabits: (names: string) => `Still to log for yesterday: ${names}`,
  checkInLog: 'Log yesterday',
  checkInLogLabel: (name: string) => `Log yesterday for ${name}`,
  checkInDismiss: 'Not now',
  checkInDismissLabel: 'Hide this reminder until tomorrow',
  strength: 'Strength',
  log: 'Log',
  logLabel: (name: string) => `Log ${name}`,
  view: 'View',
  viewLabel: (name: string) => `View ${name}`,
  save: 'Save',
  monthly: 'MONTHLY',
  streaks: 'STREAKS',
  onTrack: 'On Track',
  missed: 'Missed',
  current: 'Current',
  record: 'Record',
  dayToLog: (name: string) => `Day to log for ${name}`,
  today: 'Today',
  yesterday: 'Yesterday',
} as const);

/** The summary's reduction strip; its figures' words come from the domain. */
export const REDUCTION_STRIP_TEXTS = /* @__PURE__ */ defineTexts('REDUCTION_STRIP_TEXTS', {
  title: 'How much less than when you started',
  invitation: 'Set a baseline on a number habit to see how much less you do now.',
} as const);

/** A tap that logs at once: a list cell, or a number card's '+1'. */
export const QUICK_LOG_TEXTS = /* @__PURE__ */ defineTexts('QUICK_LOG_TEXTS', {
  logged: (name: string, value: string) => `${name}: ${value}`,
  plusOne: '+1',
  /** Starts with what the button shows, so a speech user's 'plus one' names it: '+1, Coffee today'. */
  plusOneLabel: (name: string, day: string) => `+1, ${name} ${day}`,
  /** The today board's line once the server has the day. */
  boardLogged: (label: string) => `Logged: ${label}`,
  boardNotLogged: 'Not logged',
  /** The day a card logs, inside its controls' names: 'Log Coffee today'. */
  dayToday: 'today',
  dayYesterday: 'yesterday',
  /** A number card's − and +: 'Increase Coffee'. */
  increase: (name: string) => `Increase ${name}`,
  decrease: (name: string) => `Decrease ${name}`,
  /** A card's logging board: 'Log Coffee today'. */
  board: (name: string, day: string) => `Log ${name} ${day}`,
} as const);

/** The Cards / List switch and the list's texts. */
export const LIST_TEXTS = /* @__PURE__ */ defineTexts('LIST_TEXTS', {
  switchLabel: 'Show habits as',
  cards: 'Cards',
  list: 'List',
  listLabel: 'Habits, today and the four days before',
  cellLabel: (name: string, dayName: string, description: string) =>
    `${name}, ${dayName}: ${description}`,
  skippedMark: '–',
  notLogged: '·',
  hint: 'Tap a day to add 1 or pick the next option; hold it or press Enter to type a value.',
} as const);

/** The summary's group sections (issue 51); a group's line comes from the server. */
export const GROUP_SECTION_TEXTS = /* @__PURE__ */ defineTexts('GROUP_SECTION_TEXTS', {
  collapse: (name: string) => `Collapse ${name}`,
  expand: (name: string) => `Expand ${name}`,
  open: 'Open group',
  openLabel: (name: string) => `Open the group ${name}`,
  over: 'Over budget',
  empty: 'No habits in this group yet. Choose it in a habit’s settings.',
  ungrouped: 'Other habits',
  hiddenCount: (count: number) =>
    count === 1 ? '1 habit hidden' : `${String(count)} habits hidden`,
} as const);
