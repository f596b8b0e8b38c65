import { LIMITS, type Habit } from '@taper/domain';
import {
  ArchiveGlyph,
  Card,
  ChevronDownGlyph,
  ChevronUpGlyph,
  GearGlyph,
  IconTile,
  Input,
  PencilGlyph,
  TrashGlyph,
  UnarchiveGlyph,
  cn,
} from '@taper/ui';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { useNavigate } from '../../lib/router';
import { useIconPath } from '../../hooks/icon-paths';
import { MANAGE_TEXTS } from './manage-messages';
import { useHabitRename, type HabitRename } from './useHabitRename';

/** A square icon button of the card, named by `label` and titled by `title`. */
export function CardIconButton({
  label,
  title,
  onClick,
  disabled,
  className,
  children,
  ref,
  control,
}: {
  /** Which of the row's controls it is, for focus to come back to it (`data-control`). */
  control?: ManageControl;
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      data-control={control}
      className={cn(
        'flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800',
        className,
      )}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A row's controls that focus comes back to after an action (see `manageControl`). */
export type ManageControl = 'rename' | 'archive' | 'edit' | 'delete';

/** The CSS selector of a habit's row on Manage Habits (its archived state, when given). */
export function manageRow(habitId: number, archived?: boolean): string {
  const state = archived === undefined ? '' : `[data-archived="${String(archived)}"]`;
  return `[data-manage-habit="${String(habitId)}"]${state}`;
}

/** The CSS selector of one of a habit's row controls. */
export function manageControl(habitId: number, control: ManageControl, archived?: boolean) {
  return `${manageRow(habitId, archived)} [data-control="${control}"]`;
}

/**
 * The name field of a rename: Enter saves, Escape or leaving the field cancels; after Enter or
 * Escape focus goes back to the row's Rename button.
 */
function RenameInput({ habit, rename }: { habit: Habit; rename: HabitRename }) {
  const backToRename = () => {
    focusWhenReady(manageControl(habit.id, 'rename'));
  };
  return (
    <Input
      aria-label={MANAGE_TEXTS.renameHabit(habit.name)}
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
          backToRename();
        } else if (e.key === 'Escape') {
          // Escape ends the rename, not a dialog or anything around it.
          e.preventDefault();
          e.stopPropagation();
          rename.cancel();
          backToRename();
        }
      }}
      onBlur={rename.cancel}
    />
  );
}

/** Where an unarchived habit stands in the list, and how it moves (buttons and a drag handle). */
export interface CardOrder {
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  /** The drag handle (SortableList gives it its drag and keyboard listeners). */
  handle: ReactNode;
}

/**
 * Move up and Move down, named by the habit: the keyboard's way to reorder. The pressed button
 * keeps the focus as the card moves (the other one when the card reaches an end).
 */
export function MoveButtons({ name, order }: { name: string; order: CardOrder }) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);
  const atTop = order.index === 0;
  const atBottom = order.index === order.count - 1;
  useEffect(() => {
    if (pressed.current === null) return;
    const wanted = pressed.current === -1 ? (atTop ? down : up) : atBottom ? up : down;
    pressed.current = null;
    wanted.current?.focus();
  }, [order.index, atTop, atBottom]);
  const move = (delta: -1 | 1) => {
    pressed.current = delta;
    order.onMove(delta);
  };
  return (
    <div className="flex shrink-0 flex-col">
      <CardIconButton
        ref={up}
        label={`${MANAGE_TEXTS.moveUp} ${name}`}
        title={MANAGE_TEXTS.moveUp}
        className="h-8"
        disabled={atTop}
        onClick={() => {
          move(-1);
        }}
      >
        <ChevronUpGlyph />
      </CardIconButton>
      <CardIconButton
        ref={down}
        label={`${MANAGE_TEXTS.moveDown} ${name}`}
        title={MANAGE_TEXTS.moveDown}
        className="h-8"
        disabled={atBottom}
        onClick={() => {
          move(1);
        }}
      >
        <ChevronDownGlyph />
      </CardIconButton>
    </div>
  );
}

/** A habit's actions on Manage: rename, its settings, archive (or unarchive) and delete. */
function ManageActions({
  habit,
  onRename,
  onArchive,
  onDelete,
}: {
  habit: Habit;
  onRename: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  return (
    <div className="ms-auto flex max-w-full flex-wrap items-center justify-end">
      <CardIconButton
        control="rename"
        label={MANAGE_TEXTS.renameHabit(habit.name)}
        title={MANAGE_TEXTS.rename}
        onClick={onRename}
      >
        <PencilGlyph />
      </CardIconButton>
      <CardIconButton
        label={MANAGE_TEXTS.settingsFor(habit.name)}
        title={MANAGE_TEXTS.settings}
        onClick={() => {
          void navigate(`/habit/${habit.id}/settings`);
        }}
      >
        <GearGlyph />
      </CardIconButton>
      <CardIconButton
        control="archive"
        label={`${habit.archived ? MANAGE_TEXTS.unarchive : MANAGE_TEXTS.archive} ${habit.name}`}
        title={habit.archived ? MANAGE_TEXTS.unarchive : MANAGE_TEXTS.archive}
        onClick={onArchive}
      >
        {habit.archived ? <UnarchiveGlyph /> : <ArchiveGlyph />}
      </CardIconButton>
      <CardIconButton
        label={MANAGE_TEXTS.deleteHabit(habit.name)}
        title={MANAGE_TEXTS.delete}
        className="text-red-700 dark:text-red-400"
        onClick={onDelete}
      >
        <TrashGlyph />
      </CardIconButton>
    </div>
  );
}

/**
 * A habit on Manage Habits: its icon, name (renamed in place) and goal; rename, settings, archive
 * (or unarchive) and delete; unarchived ones also move up and down, by button or by dragging.
 */
export function ManageCard({
  habit,
  onDelete,
  onArchive,
  order,
  onRenamed,
}: {
  habit: Habit;
  /** Says a saved rename ('Coffee renamed to Tea.'). */
  onRenamed?: (said: string) => void;
  onDelete: () => void;
  /** Archives the habit, or unarchives an archived one. */
  onArchive: () => void;
  order?: CardOrder;
}) {
  const rename = useHabitRename(habit, onRenamed);
  const iconPath = useIconPath();
  return (
    <Card
      data-manage-habit={habit.id}
      data-archived={String(habit.archived)}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 sm:flex-nowrap sm:p-4"
    >
      <div className="flex min-w-0 flex-1 basis-full flex-wrap items-center gap-2 sm:basis-auto sm:flex-nowrap sm:gap-3">
        {order && order.handle}
        {order && <MoveButtons name={habit.name} order={order} />}
        <IconTile filePath={iconPath(habit.icon)} color={habit.color} />
        <div className="min-w-[min(7rem,100%)] flex-1">
          {rename.editing ? (
            <RenameInput habit={habit} rename={rename} />
          ) : (
            <p
              className="font-semibold [overflow-wrap:anywhere]"
              title={rename.shownName}
              data-habit-name
            >
              {rename.shownName}
            </p>
          )}
          <p className="text-sm break-words text-slate-600 dark:text-slate-300">
            {habit.goalOutlook.manage}
          </p>
        </div>
      </div>
      <ManageActions
        habit={habit}
        onRename={rename.start}
        onArchive={onArchive}
        onDelete={onDelete}
      />
    </Card>
  );
}
