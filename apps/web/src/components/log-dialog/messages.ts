import { defineTexts } from '@taper/ui';
/** The Log dialogs' parts. */
export const LOG_TEXTS = /* @__PURE__ */ defineTexts('LOG_TEXTS', {
  clear: 'Clear',
  selectDifferentDate: 'Select different date',
  dateLabel: 'Date',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  /** The value control's names ('Increase amount', 'Decrease level'). */
  amount: 'amount',
  level: 'level',
  tag: 'tag',
  /** A level or tag day with nothing chosen yet. */
  selectLevel: 'Select a level',
  selectTag: 'Select a custom tag',
} as const);
