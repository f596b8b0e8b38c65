/** The shared components' texts (the page frame, the Log Result and Insights dialogs). */
export const COMPONENT_TEXTS = {
  skipToContent: 'Skip to content',
  saveResult: 'Save Result',
  close: 'Close',
  /** A week block's tile: 'Days 1-7'. */
  weekBlockDays: (label: string) => `Days ${label}`,
} as const;
