/** The service worker's texts: what a notification says after its 'Log 0' could not log. */
export const WORKER_TEXTS = {
  refusedTitle: (habitName: string) => `${habitName}: not logged`,
  refusedBody: (reason: string) => `${reason} Open Taper to log the day.`,
} as const;
