import { cn, IconTile } from '@taper/ui';
import { useIconPath } from '../../hooks/icon-paths';
import type { HeaderContext } from './header-context';
import { HEADER_BUTTON_CLASS } from './menu-classes';

/** The habit menu's button, drawn the same by its stand-in and by the loaded menu. */
export const HABIT_BUTTON_CLASS = cn(
  HEADER_BUTTON_CLASS,
  'max-w-full min-w-0 border border-current/40 sm:max-w-xs',
);

/** The menu button's text: the habit shown, else the screen. */
export function triggerLabel(context: HeaderContext): string {
  if (context.kind === 'habit') return context.habit.name;
  return context.kind === 'new' ? 'New Habit' : 'Habit Summary';
}

/** What the menu button shows: the habit's icon on a habit's screen, the label and ▾. */
export function HabitButtonFace({ context }: { context: HeaderContext }) {
  const iconPath = useIconPath();
  return (
    <>
      {context.kind === 'habit' && (
        <IconTile filePath={iconPath(context.habit.icon)} color="rgba(255,255,255,0.2)" size="sm" />
      )}
      <span className="truncate">{triggerLabel(context)}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
