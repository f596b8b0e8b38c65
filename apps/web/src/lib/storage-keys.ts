/** The browser's localStorage keys (SPEC §9), and the groups collapsed on this device (issue 51). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  theme: 'theme',
  collapsedGroups: 'taper.collapsedGroups',
  /** The language last shown on this device, so the next visit loads its catalog at once. */
  locale: 'taper.locale',
} as const;
