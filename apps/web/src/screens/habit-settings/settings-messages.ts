import { defineTexts } from '@taper/ui';
/** The texts of Habit Settings beyond SPEC's (SPEC's live in src/messages.ts). */
export const SETTINGS_TEXTS = /* @__PURE__ */ defineTexts('SETTINGS_TEXTS', {
  /** The browser tab's title: 'Coffee settings — Taper'. */
  pageTitle: (name: string) => `${name} settings`,
  dangerZone: 'Danger zone',
  dangerZoneBody: 'Deleting a habit also deletes all of its entries.',
  deleteHabit: 'Delete Habit',
  description: 'Description',
  descriptionHint:
    'What this habit is about, at most 500 characters (a Loop habit’s question comes here).',
  habitSettings: 'Habit Settings',
  /** SPEC §2's button, and its label while saving. */
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  newGoalType: 'A new goal type',
  resultsSetAside: 'Earlier results set aside',
} as const);
