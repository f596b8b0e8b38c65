import { useSessionUser } from '../../lib/session';
import { ACCOUNT_BUTTON_PROPS, accountInitial } from './account-button';
import { deferMenu, type StandInProps } from './deferred-menu';

function AccountStandIn({ standIn }: { standIn: StandInProps }) {
  const user = useSessionUser();
  return (
    <div className="relative">
      <button {...ACCOUNT_BUTTON_PROPS} {...standIn}>
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
