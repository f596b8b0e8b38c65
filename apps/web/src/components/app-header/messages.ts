/** The header's menus: the habit switcher and the account menu. */
export const HEADER_TEXTS = {
  current: '(current)',
  habitSummary: 'Habit Summary',
  newHabit: 'New Habit',
  habitMenu: (label: string) => `Habit menu: ${label}`,
  addNewHabit: 'Add New Habit',
  manageHabits: 'Manage Habits',
  account: 'Account',
  adminPortal: 'Admin Portal',
  logout: 'Logout',
  accountMenu: 'Account menu',
} as const;
