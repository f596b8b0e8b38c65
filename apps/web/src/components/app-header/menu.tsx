import { MenuItem, MenuSeparator } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { MENU_ITEM_CLASS } from './menu-classes';

/** A dropdown item that goes to `to`; `current` marks the page the user is on. */
export function MenuLink({
  to,
  current = false,
  children,
}: {
  to: string;
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <MenuItem>
      <Link to={to} className={MENU_ITEM_CLASS} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </MenuItem>
  );
}

export function MenuDivider() {
  return <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />;
}
