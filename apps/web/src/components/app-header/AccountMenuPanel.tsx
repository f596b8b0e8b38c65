import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cn } from '@taper/ui';
import { useRef } from 'react';
import { useSessionUser } from '../../lib/session';
import { ACCOUNT_BUTTON_PROPS, accountInitial } from './account-button';
import { useMenuStart, type MenuStart } from './deferred-menu';
import { MenuDivider, MenuLink } from './menu';
import { MENU_ITEM_CLASS, MENU_ITEMS_CLASS } from './menu-classes';
import { useSignOut } from './useSignOut';
import { HEADER_TEXTS } from './messages';

/** The account menu once its code has come (AccountMenu.tsx stands in until then). */
export function AccountMenuPanel(start: MenuStart) {
  const user = useSessionUser();
  const signOut = useSignOut();
  const button = useRef<HTMLButtonElement>(null);
  useMenuStart(button, start);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} {...ACCOUNT_BUTTON_PROPS}>
        {accountInitial(user.firstName)}
      </MenuButton>
      <MenuItems className={cn(MENU_ITEMS_CLASS, 'absolute end-0 top-full mt-1.5 w-52')}>
        <div className="px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">
            {user.firstName} {user.lastName}
          </p>
          <p className="[overflow-wrap:anywhere]">{user.email}</p>
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
