import { defineTexts } from '@taper/ui';
/** The header's menus: the habit switcher and the account menu. */
export const HEADER_TEXTS = /* @__PURE__ */ defineTexts('HEADER_TEXTS', {
  current: '(current)',
  habitSummary: 'Habit Summary',
  newHabit: 'New Habit',
  /** Starts with what the button shows (WCAG 2.5.3): 'Coffee, habit menu'. */
  habitMenu: (label: string) => `${label}, habit menu`,
  addNewHabit: 'Add New Habit',
  manageHabits: 'Manage Habits',
  account: 'Account',
  adminPortal: 'Admin Portal',
  logout: 'Logout',
  accountMenu: 'Account menu',
} as const);
