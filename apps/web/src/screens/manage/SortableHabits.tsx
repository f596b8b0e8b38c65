import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Habit } from '@taper/domain';
import { GripGlyph, cn } from '@taper/ui';
import type { ReactNode } from 'react';
import { MANAGE_TEXTS } from './manage-messages';

/** What a habit in the sortable list renders, given its drag handle. */
type RenderHabit = (habit: Habit, index: number, handle: ReactNode) => ReactNode;

function SortableHabit({
  habit,
  index,
  render,
}: {
  habit: Habit;
  index: number;
  render: RenderHabit;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: habit.id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`${MANAGE_TEXTS.drag}: ${habit.name}`}
      title={MANAGE_TEXTS.drag}
      className="flex h-10 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-800"
    >
      <GripGlyph />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      className={cn('min-w-0', isDragging && 'relative z-10 opacity-80 shadow-lg')}
      data-habit-id={habit.id}
    >
      {render(habit, index, handle)}
    </li>
  );
}

/**
 * The unarchived habits, reordered by dragging a card's handle (pointer or touch; or with the
 * keyboard: Space picks it up, the arrows move it, Space drops it) — @dnd-kit does the dragging.
 */
export function SortableHabits({
  habits,
  onReorder,
  render,
}: {
  habits: readonly Habit[];
  /** The habit `id` dropped at `index`. */
  onReorder: (id: number, index: number) => void;
  render: RenderHabit;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => habits.find((h) => h.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => habits.findIndex((h) => h.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    // Over its own place (at pick-up too) says nothing, so 'Picked up' is what is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? MANAGE_TEXTS.moved(nameOf(active.id), positionOf(over.id), habits.length)
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(Number(active.id), positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={habits.map((h) => h.id)} strategy={verticalListSortingStrategy}>
        <ul className="grid gap-3">
          {habits.map((habit, index) => (
            <SortableHabit key={habit.id} habit={habit} index={index} render={render} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
