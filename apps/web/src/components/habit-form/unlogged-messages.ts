import { defineTexts } from '@taper/ui';
/** The texts of the 'days I don't log' choice, in Create and Habit Settings. */
export const UNLOGGED_TEXTS = /* @__PURE__ */ defineTexts('UNLOGGED_TEXTS', {
  unloggedTitle: "A day I don't log counts as",
  notLogged: 'not logged',
  notLoggedHint: 'It breaks a streak and counts in no rate.',
  zero: 'zero',
  zeroHint: 'The best result (0, None or the first tag): log only the days you slip.',
} as const);
