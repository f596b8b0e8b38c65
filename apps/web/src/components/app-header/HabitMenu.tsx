import { deferMenu, type StandInProps } from './deferred-menu';
import type { HeaderContext } from './header-context';
import { HabitButtonFace, habitButtonProps } from './habit-button';

function HabitStandIn({ context, standIn }: { context: HeaderContext; standIn: StandInProps }) {
  return (
    <div className="relative min-w-0">
      <button {...habitButtonProps(context)} {...standIn}>
        <HabitButtonFace context={context} />
      </button>
    </div>
  );
}

/**
 * The header's dropdown of places: the summary, each habit, Add New Habit and Manage Habits. Its
 * menu's code comes when the user reaches for it (deferred-menu.tsx).
 */
export const HabitMenu = deferMenu<{ context: HeaderContext }>(
  () => import('./HabitMenuPanel').then((module) => module.HabitMenuPanel),
  HabitStandIn,
);
