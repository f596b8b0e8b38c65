/** The browser's localStorage keys (SPEC §9), and the groups collapsed on this device (issue 51). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  theme: 'theme',
  collapsedGroups: 'taper.collapsedGroups',
  /** The language last shown on this device, so the next visit loads its catalog at once. */
  locale: 'taper.locale',
  /** The day whose check-in banner was dismissed on this device ('<userId>:<YYYY-MM-DD>'). */
  checkInDismissed: 'taper.checkInDismissed',
} as const;
