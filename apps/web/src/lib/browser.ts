/** Thin wrappers over browser side effects, so tests can replace them. */
export const browser = {
  reload() {
    window.location.reload();
  },
  goHome() {
    window.location.assign('/');
  },
  timeZone(): string {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      return 'UTC';
    }
  },
};
