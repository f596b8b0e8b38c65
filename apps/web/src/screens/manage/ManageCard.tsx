import { goalDescription, LIMITS, type Habit } from '@taper/domain';
import { Card, GearGlyph, IconTile, Input, PencilGlyph, TrashGlyph, cn } from '@taper/ui';
import type { ReactNode } from 'react';
import { useNavigate } from '../../lib/router';
import { useIconPath } from '../../hooks/icon-paths';
import { useHabitRename, type HabitRename } from './useHabitRename';

/** A square icon button of the card, named by `label` and titled by `title`. */
function CardIconButton({
  label,
  title,
  onClick,
  className,
  children,
}: {
  label: string;
  title: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={cn(
        'flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800',
        className,
      )}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The name field of a rename: Enter saves, Escape or leaving the field cancels. */
function RenameInput({ habit, rename }: { habit: Habit; rename: HabitRename }) {
  return (
    <Input
      aria-label={`Rename ${habit.name}`}
      autoFocus
      value={rename.name}
      maxLength={LIMITS.nameMax}
      onChange={(e) => {
        rename.setName(e.target.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          rename.save();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          rename.cancel();
        }
      }}
      onBlur={rename.cancel}
    />
  );
}

/** A habit on Manage Habits: its icon, name (renamed in place) and goal; rename, settings, delete. */
export function ManageCard({ habit, onDelete }: { habit: Habit; onDelete: () => void }) {
  const rename = useHabitRename(habit);
  const iconPath = useIconPath();
  const navigate = useNavigate();
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <IconTile filePath={iconPath(habit.icon)} color={habit.color} />
      <div className="min-w-0 flex-1">
        {rename.editing ? (
          <RenameInput habit={habit} rename={rename} />
        ) : (
          <p className="truncate font-semibold" title={rename.shownName}>
            {rename.shownName}
          </p>
        )}
        <p className="text-sm break-words text-slate-600 dark:text-slate-300">
          {goalDescription(habit)}
        </p>
      </div>
      <CardIconButton label={`Rename ${habit.name}`} title="Rename" onClick={rename.start}>
        <PencilGlyph />
      </CardIconButton>
      <CardIconButton
        label={`Settings for ${habit.name}`}
        title="Settings"
        onClick={() => {
          void navigate(`/habit/${habit.id}/settings`);
        }}
      >
        <GearGlyph />
      </CardIconButton>
      <CardIconButton
        label={`Delete ${habit.name}`}
        title="Delete"
        className="text-red-700 dark:text-red-400"
        onClick={onDelete}
      >
        <TrashGlyph />
      </CardIconButton>
    </Card>
  );
}
