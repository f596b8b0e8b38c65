import { defineTexts } from '@taper/ui';
/** The Create New Habit screen's texts. */
export const CREATE_TEXTS = /* @__PURE__ */ defineTexts('CREATE_TEXTS', {
  createNewHabit: 'Create New Habit',
  createHabit: 'Create Habit',
  creating: 'Creating...',
} as const);
