import { useSessionUser } from '../../lib/session';
import { deferMenu, type StandInProps } from './deferred-menu';
import { HEADER_TEXTS } from './messages';

export const ACCOUNT_BUTTON_CLASS =
  'flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white font-semibold text-slate-900 ring-2 ring-white/40 focus-visible:ring-4 focus-visible:ring-current focus-visible:outline-none';

/** The menu button's letter: the first name's initial, 'U' without one. */
export function accountInitial(firstName: string): string {
  return firstName.trim().charAt(0).toUpperCase() || 'U';
}

function AccountStandIn({ standIn }: { standIn: StandInProps }) {
  const user = useSessionUser();
  return (
    <div className="relative">
      <button className={ACCOUNT_BUTTON_CLASS} aria-label={HEADER_TEXTS.accountMenu} {...standIn}>
        {accountInitial(user.firstName)}
      </button>
    </div>
  );
}

/**
 * The round initial at the header's end: who is signed in, Account, Admin Portal (admins), Logout.
 * Its menu's code comes when the user reaches for it (deferred-menu.tsx).
 */
export const AccountMenu = deferMenu<object>(
  () => import('./AccountMenuPanel').then((module) => module.AccountMenuPanel),
  AccountStandIn,
);
