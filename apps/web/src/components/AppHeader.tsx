import { BRAND_TEAL } from '@taper/ui';
import { useRef, type CSSProperties } from 'react';
import { cn, GearGlyph, readableTextOn } from '@taper/ui';
import { useBarHeight } from '../lib/bar-height';
import { Link } from '../lib/router';
import { TEXTS } from '../messages';
import { AccountMenu } from './app-header/AccountMenu';
import { HabitMenu } from './app-header/HabitMenu';
import type { HeaderContext } from './app-header/header-context';
import { HEADER_BUTTON_CLASS } from './app-header/menu-classes';
import { PendingBadge } from './PendingBadge';
import { COMPONENT_TEXTS } from './messages';

export type { HeaderContext };

/** The sticky top bar, in the shown habit's colour (else the brand's): brand, habit menu, settings, account. */
export function AppHeader({ context }: { context: HeaderContext }) {
  const background = context.kind === 'habit' ? context.habit.color : BRAND_TEAL;
  const header = useRef<HTMLElement>(null);
  useBarHeight(header, '--header-height');
  return (
    <header
      ref={header}
      className="sticky top-0 z-30 shadow-sm"
      // --header-ink: the header's text colour, for outlines drawn on the header by controls
      // whose own text colour differs (the account button's letter on its white circle).
      style={
        {
          backgroundColor: background,
          color: readableTextOn(background),
          '--header-ink': readableTextOn(background),
        } as CSSProperties
      }
    >
      <div className="mx-auto flex min-h-14 max-w-5xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
        {/*
         * Out of the tab order: the habit menu's 'Habit Summary' (and each screen's Back) go to the
         * same place, so a keyboard walk is one stop shorter on every screen.
         */}
        <Link
          to="/"
          tabIndex={-1}
          className="me-1 rounded-md px-1 text-lg font-bold tracking-tight focus-visible:outline-current"
        >
          {TEXTS.brand}
        </Link>
        <HabitMenu context={context} />
        <div className="ms-auto flex items-center gap-1">
          <PendingBadge />
          {context.kind === 'habit' && (
            <Link
              to={`/habit/${context.habit.id}/settings`}
              className={cn(HEADER_BUTTON_CLASS, 'w-10 justify-center')}
              aria-label={COMPONENT_TEXTS.habitSettings}
              title={COMPONENT_TEXTS.habitSettings}
            >
              <GearGlyph />
            </Link>
          )}
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
