import { currencyForLocale } from '@taper/domain';

/** Thin wrappers over browser side effects, so tests can replace them. */
export const browser = {
  reload() {
    window.location.reload();
  },
  goHome() {
    window.location.assign('/');
  },
  /** Loads `path` of this site afresh (the app starts again from what is stored). */
  goTo(path: string) {
    window.location.assign(path);
  },
  /** The currency of the browser's locale ('en-GB' → GBP), a new account's first. */
  currency(): string {
    return currencyForLocale(typeof navigator === 'undefined' ? 'en' : navigator.language);
  },
  timeZone(): string {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      return 'UTC';
    }
  },
};
