import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { BRAND_TEAL, DELAYS_MS, type Habit } from '@taper/domain';
import {
  CheckGlyph,
  cn,
  GearGlyph,
  GridGlyph,
  IconTile,
  ListGlyph,
  PlusGlyph,
  readableTextOn,
  toast,
} from '@taper/ui';
import { Link } from '../lib/router';
import { useLogout } from '../hooks/auth';
import { useHabits } from '../hooks/habits';
import { useIconPath } from '../hooks/icon-paths';
import { clearAuthToken } from '../lib/auth-token';
import { browser } from '../lib/browser';
import { useSessionUser } from '../lib/session';
import { MESSAGES, TEXTS } from '../messages';

/** What the screen shows: decides the header colour, the dropdown's label and the settings button. */
export type HeaderContext =
  { kind: 'summary' } | { kind: 'habit'; habit: Habit } | { kind: 'new' } | { kind: 'page' };

const menuItemsClass =
  'z-40 w-64 origin-top-right rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 [--anchor-gap:6px]';
const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left data-focus:bg-slate-100 dark:data-focus:bg-slate-800';

export function AppHeader({ context }: { context: HeaderContext }) {
  const user = useSessionUser();
  const habits = useHabits();
  const iconPath = useIconPath();
  const logout = useLogout();

  const background = context.kind === 'habit' ? context.habit.color : BRAND_TEAL;
  const foreground = readableTextOn(background);
  const currentId = context.kind === 'habit' ? context.habit.id : undefined;
  const triggerLabel =
    context.kind === 'habit'
      ? context.habit.name
      : context.kind === 'new'
        ? 'New Habit'
        : 'Habit Summary';
  const initial = user.firstName.trim().charAt(0).toUpperCase() || 'U';

  const onLogout = () => {
    const finish = (message: { title: string; description: string }) => {
      clearAuthToken();
      toast(message);
      setTimeout(() => {
        browser.goHome();
      }, DELAYS_MS.logoutRedirect);
    };
    logout.mutate(undefined, {
      onSuccess: () => {
        finish(MESSAGES.logout);
      },
      onError: () => {
        finish(MESSAGES.logoutError);
      },
    });
  };

  // No darkening/lightening overlay on the header buttons: their text colour is picked for
  // contrast against the plain header colour, so hover and the menu trigger use outlines instead.
  const headerButton =
    'inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium hover:ring-1 hover:ring-current focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none cursor-pointer';

  return (
    <header
      className="sticky top-0 z-30 shadow-sm"
      style={{ backgroundColor: background, color: foreground }}
    >
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-3 sm:px-4">
        <Link
          to="/"
          className="mr-1 rounded-md px-1 text-lg font-bold tracking-tight focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          {TEXTS.brand}
        </Link>

        <Menu as="div" className="relative">
          <MenuButton
            className={cn(
              headerButton,
              'min-w-0 max-w-[55vw] border border-current/40 sm:max-w-xs',
            )}
            aria-label={`Habit menu: ${triggerLabel}`}
          >
            {context.kind === 'habit' && (
              <IconTile
                filePath={iconPath(context.habit.icon)}
                color="rgba(255,255,255,0.2)"
                size="sm"
              />
            )}
            <span className="truncate">{triggerLabel}</span>
            <span aria-hidden="true">▾</span>
          </MenuButton>
          <MenuItems className={cn(menuItemsClass, 'absolute left-0 top-full mt-1.5')}>
            <MenuItem>
              <Link
                to="/"
                className={menuItemClass}
                aria-current={context.kind === 'summary' ? 'page' : undefined}
              >
                <GridGlyph className="h-4 w-5" />
                <span className="flex-1">Habit Summary</span>
                {context.kind === 'summary' && <CheckGlyph className="h-4 w-4" />}
              </Link>
            </MenuItem>
            {(habits.data ?? []).length > 0 && (
              <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            )}
            {(habits.data ?? []).map((habit) => {
              const active = habit.id === currentId;
              return (
                <MenuItem key={habit.id}>
                  <Link
                    to={`/habit/${habit.id}`}
                    className={menuItemClass}
                    aria-current={active ? 'page' : undefined}
                  >
                    <IconTile filePath={iconPath(habit.icon)} color={habit.color} size="sm" />
                    <span className="flex-1 truncate">{habit.name}</span>
                    {active && (
                      <span
                        aria-hidden="true"
                        className="h-2.5 w-2.5 rounded-full"
                        style={{ backgroundColor: habit.color }}
                      />
                    )}
                    {active && <span className="sr-only">(current)</span>}
                  </Link>
                </MenuItem>
              );
            })}
            <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <MenuItem>
              <Link to="/create-habit" className={menuItemClass}>
                <PlusGlyph className="h-4 w-5" />
                Add New Habit
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to="/manage" className={menuItemClass}>
                <ListGlyph className="h-4 w-5" />
                Manage Habits
              </Link>
            </MenuItem>
          </MenuItems>
        </Menu>

        <div className="ml-auto flex items-center gap-1">
          {context.kind === 'habit' && (
            <Link
              to={`/habit/${context.habit.id}/settings`}
              className={cn(headerButton, 'w-10 justify-center')}
              aria-label="Habit settings"
              title="Habit settings"
            >
              <GearGlyph />
            </Link>
          )}
          <Menu as="div" className="relative">
            <MenuButton
              className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white font-semibold text-slate-900 ring-2 ring-white/40 focus-visible:ring-4 focus-visible:ring-current focus-visible:outline-none"
              aria-label="Account menu"
            >
              {initial}
            </MenuButton>
            <MenuItems className={cn(menuItemsClass, 'absolute right-0 top-full mt-1.5 w-52')}>
              <div className="px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
                <p className="truncate font-medium text-slate-900 dark:text-slate-100">
                  {user.firstName} {user.lastName}
                </p>
                <p className="truncate">{user.email}</p>
              </div>
              <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <MenuItem>
                <Link to="/account" className={menuItemClass}>
                  Account
                </Link>
              </MenuItem>
              {user.role === 'ADMIN' && (
                <MenuItem>
                  <Link to="/admin-portal" className={menuItemClass}>
                    Admin Portal
                  </Link>
                </MenuItem>
              )}
              <MenuItem>
                <button type="button" className={menuItemClass} onClick={onLogout}>
                  Logout
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
        </div>
      </div>
    </header>
  );
}
