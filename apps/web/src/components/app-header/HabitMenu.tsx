import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import type { Habit } from '@taper/domain';
import { CheckGlyph, cn, GridGlyph, IconTile, ListGlyph, PlusGlyph } from '@taper/ui';
import { useActiveHabits } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import type { HeaderContext } from './header-context';
import { HEADER_BUTTON_CLASS, MENU_ITEMS_CLASS, MenuDivider, MenuLink } from './menu';
import { HEADER_TEXTS } from './messages';

/** The menu button's text: the habit shown, else the screen. */
function triggerLabel(context: HeaderContext): string {
  if (context.kind === 'habit') return context.habit.name;
  return context.kind === 'new' ? 'New Habit' : 'Habit Summary';
}

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
      <span className="flex-1 truncate">{habit.name}</span>
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

/** The header's dropdown of places: the summary, each habit, Add New Habit and Manage Habits. */
export function HabitMenu({ context }: { context: HeaderContext }) {
  const habits = useActiveHabits().data ?? [];
  const iconPath = useIconPath();
  const label = triggerLabel(context);
  const currentId = context.kind === 'habit' ? context.habit.id : undefined;
  return (
    <Menu as="div" className="relative min-w-0">
      <MenuButton
        className={cn(
          HEADER_BUTTON_CLASS,
          'max-w-full min-w-0 border border-current/40 sm:max-w-xs',
        )}
        aria-label={`Habit menu: ${label}`}
        title={label}
      >
        {context.kind === 'habit' && (
          <IconTile
            filePath={iconPath(context.habit.icon)}
            color="rgba(255,255,255,0.2)"
            size="sm"
          />
        )}
        <span className="truncate">{label}</span>
        <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems className={cn(MENU_ITEMS_CLASS, 'absolute left-0 top-full mt-1.5')}>
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
