/** The header's buttons and dropdowns, in a module of their own: the first screen loads no menu code. */

/** The panel of the header's dropdowns. */
export const MENU_ITEMS_CLASS =
  'z-40 w-64 origin-top-right rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [--anchor-gap:6px]';

export const MENU_ITEM_CLASS =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left data-focus:bg-slate-100 dark:data-focus:bg-slate-800 forced-colors:data-focus:outline-2 forced-colors:data-focus:-outline-offset-2 forced-colors:data-focus:outline-[Highlight]';

// No darkening/lightening overlay on the header buttons: their text colour is picked for
// contrast against the plain header colour, so hover and the menu trigger use outlines instead.
export const HEADER_BUTTON_CLASS =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium hover:ring-1 hover:ring-current focus-visible:outline-current cursor-pointer';
