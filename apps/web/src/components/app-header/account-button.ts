import { HEADER_TEXTS } from './messages';

/** The account menu's round button, drawn the same by its stand-in and by the loaded menu. */
const ACCOUNT_BUTTON_CLASS =
  'flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white font-semibold text-slate-900 ring-2 ring-white/40 focus-visible:outline-(--header-ink)';

/** The account menu button's look and name, on the stand-in and on the loaded menu's button. */
export const ACCOUNT_BUTTON_PROPS = {
  className: ACCOUNT_BUTTON_CLASS,
  // Read when the button is drawn, in the language shown then.
  get 'aria-label'() {
    return HEADER_TEXTS.accountMenu;
  },
} as const;

/** The menu button's letter: the first name's initial, 'U' without one. */
export function accountInitial(firstName: string): string {
  return firstName.trim().charAt(0).toUpperCase() || 'U';
}
