import { defineTexts } from '@taper/ui';
/** Texts of Manage Habits' archive and order: kept with its lazy chunk, out of the first load. */

/** Manage Habits' archive and order. */
export const MANAGE_TEXTS = /* @__PURE__ */ defineTexts('MANAGE_TEXTS', {
  addHabit: 'Add Habit',
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
  pickedUp: (name: string) => `Picked up ${name}.`,
  dragOver: (name: string, position: number) => `${name} is over position ${position}.`,
  dropped: (name: string) => `${name} was dropped.`,
  dragCancelled: (name: string) => `Moving ${name} was cancelled.`,
  rename: 'Rename',
  settings: 'Settings',
  delete: 'Delete',
  manageHabits: 'Manage Habits',
  /** The browser tab's title: 'Manage habits — Taper'. */
  pageTitle: 'Manage habits',
  renameHabit: (name: string) => `Rename ${name}`,
  /** Said when a rename is saved: 'Coffee renamed to Tea.' */
  renamed: (from: string, to: string) => `${from} renamed to ${to}.`,
  settingsFor: (name: string) => `Settings for ${name}`,
  deleteHabit: (name: string) => `Delete ${name}`,
});
