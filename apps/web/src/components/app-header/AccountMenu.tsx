import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cn } from '@taper/ui';
import { useSessionUser } from '../../lib/session';
import { MENU_ITEM_CLASS, MENU_ITEMS_CLASS, MenuDivider, MenuLink } from './menu';
import { useSignOut } from './useSignOut';
import { HEADER_TEXTS } from './messages';

/** The round initial at the header's end: who is signed in, Account, Admin Portal (admins), Logout. */
export function AccountMenu() {
  const user = useSessionUser();
  const signOut = useSignOut();
  const initial = user.firstName.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white font-semibold text-slate-900 ring-2 ring-white/40 focus-visible:ring-4 focus-visible:ring-current focus-visible:outline-none"
        aria-label={HEADER_TEXTS.accountMenu}
      >
        {initial}
      </MenuButton>
      <MenuItems className={cn(MENU_ITEMS_CLASS, 'absolute right-0 top-full mt-1.5 w-52')}>
        <div className="px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
          <p className="truncate font-medium text-slate-900 dark:text-slate-100">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate">{user.email}</p>
        </div>
        <MenuDivider />
        <MenuLink to="/account">{HEADER_TEXTS.account}</MenuLink>
        {user.role === 'ADMIN' && (
          <MenuLink to="/admin-portal">{HEADER_TEXTS.adminPortal}</MenuLink>
        )}
        <MenuItem>
          <button type="button" className={MENU_ITEM_CLASS} onClick={signOut}>
            {HEADER_TEXTS.logout}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
