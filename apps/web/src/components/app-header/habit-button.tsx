import { cn, IconTile } from '@taper/ui';
import { useIconPath } from '../../hooks/icon-paths';
import type { HeaderContext } from './header-context';
import { HEADER_BUTTON_CLASS } from './menu-classes';
import { HEADER_TEXTS } from './messages';

/** The habit menu's button, drawn the same by its stand-in and by the loaded menu. */
const HABIT_BUTTON_CLASS = cn(
  HEADER_BUTTON_CLASS,
  'max-w-full min-w-0 border border-current/40 sm:max-w-xs',
  // Large text wraps the menu to a line of its own instead of squeezing its name away.
  'min-w-[min(8rem,100%)]',
);

/** The menu button's text: the habit shown, else the screen. */
function triggerLabel(context: HeaderContext): string {
  if (context.kind === 'habit') return context.habit.name;
  return context.kind === 'new' ? HEADER_TEXTS.newHabit : HEADER_TEXTS.habitSummary;
}

/** The menu button's look and name, the same on the stand-in and on the loaded menu's button. */
export function habitButtonProps(context: HeaderContext) {
  const label = triggerLabel(context);
  return {
    className: HABIT_BUTTON_CLASS,
    'aria-label': HEADER_TEXTS.habitMenu(label),
    title: label,
    // Cut to two lines on the bar: keyboard focus shows it in full (styles.css).
    'data-full-text': label,
    'data-tip-below': '',
  };
}

/** What the menu button shows: the habit's icon on a habit's screen, the label and ▾. */
export function HabitButtonFace({ context }: { context: HeaderContext }) {
  const iconPath = useIconPath();
  return (
    <>
      {context.kind === 'habit' && (
        <IconTile filePath={iconPath(context.habit.icon)} color="rgba(255,255,255,0.2)" size="sm" />
      )}
      <span className="line-clamp-2 text-start [overflow-wrap:anywhere]">
        {triggerLabel(context)}
      </span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
