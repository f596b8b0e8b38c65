import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import type { Habit } from '@taper/domain';
import { CheckGlyph, cn, GridGlyph, IconTile, ListGlyph, PlusGlyph } from '@taper/ui';
import { useRef } from 'react';
import { useActiveHabits } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import { useMenuStart, type MenuStart } from './deferred-menu';
import type { HeaderContext } from './header-context';
import { HabitButtonFace, habitButtonProps } from './habit-button';
import { MenuDivider, MenuLink } from './menu';
import { MENU_ITEMS_CLASS } from './menu-classes';
import { HEADER_TEXTS } from './messages';

/** A habit's entry: its icon and name, and a dot in its colour when it is the one shown. */
function HabitLink({
  habit,
  active,
  iconPath,
}: {
  habit: Habit;
  active: boolean;
  iconPath: string | undefined;
}) {
  return (
    <MenuLink to={`/habit/${habit.id}`} current={active}>
      <IconTile filePath={iconPath} color={habit.color} size="sm" />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <bdi>{habit.name}</bdi>
      </span>
      {active && (
        <span
          aria-hidden="true"
          className="h-2.5 w-2.5 rounded-full"
          style={{ backgroundColor: habit.color }}
        />
      )}
      {active && <span className="sr-only">{HEADER_TEXTS.current}</span>}
    </MenuLink>
  );
}

/** The habit menu once its code has come (HabitMenu.tsx stands in until then). */
export function HabitMenuPanel({ context, ...start }: { context: HeaderContext } & MenuStart) {
  const habits = useActiveHabits().data ?? [];
  const iconPath = useIconPath();
  const currentId = context.kind === 'habit' ? context.habit.id : undefined;
  const button = useRef<HTMLButtonElement>(null);
  useMenuStart(button, start);
  return (
    <Menu as="div" className="relative min-w-0">
      <MenuButton ref={button} {...habitButtonProps(context)}>
        <HabitButtonFace context={context} />
      </MenuButton>
      <MenuItems className={cn(MENU_ITEMS_CLASS, 'absolute start-0 top-full mt-1.5')}>
        <MenuLink to="/" current={context.kind === 'summary'}>
          <GridGlyph className="h-4 w-5" />
          <span className="flex-1">{HEADER_TEXTS.habitSummary}</span>
          {context.kind === 'summary' && <CheckGlyph className="h-4 w-4" />}
        </MenuLink>
        {habits.length > 0 && <MenuDivider />}
        {habits.map((habit) => (
          <HabitLink
            key={habit.id}
            habit={habit}
            active={habit.id === currentId}
            iconPath={iconPath(habit.icon)}
          />
        ))}
        <MenuDivider />
        <MenuLink to="/create-habit">
          <PlusGlyph className="h-4 w-5" />
          {HEADER_TEXTS.addNewHabit}
        </MenuLink>
        <MenuLink to="/manage">
          <ListGlyph className="h-4 w-5" />
          {HEADER_TEXTS.manageHabits}
        </MenuLink>
      </MenuItems>
    </Menu>
  );
}
