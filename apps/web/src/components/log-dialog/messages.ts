/** The Log Result dialog's parts. */
export const LOG_TEXTS = {
  clear: 'Clear',
  selectDifferentDate: 'Select different date',
  dateLabel: 'Date',
  previousDay: 'Previous day',
  amount: 'Amount',
  nextDay: 'Next day',
} as const;
