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
import { GripGlyph, cn } from '@taper/ui';
import type { ReactNode } from 'react';
import { MANAGE_TEXTS } from './manage-messages';

/** What the list orders: anything with an id and a name (habits, groups). */
export interface Sortable {
  id: number;
  name: string;
}

/** What an item of the sortable list renders, given its drag handle. */
type RenderItem<T extends Sortable> = (item: T, index: number, handle: ReactNode) => ReactNode;

function SortableItem<T extends Sortable>({
  item,
  index,
  render,
  itemAttribute,
}: {
  item: T;
  index: number;
  render: RenderItem<T>;
  itemAttribute: string;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      data-control="drag"
      aria-label={`${MANAGE_TEXTS.drag}: ${item.name}`}
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
      {...{ [itemAttribute]: item.id }}
    >
      {render(item, index, handle)}
    </li>
  );
}

/**
 * A list reordered by dragging an item's handle (pointer or touch; or with the keyboard: Space
 * picks it up, the arrows move it, Space drops it) — @dnd-kit does the dragging. Manage orders
 * its habits and its groups with it.
 */
export function SortableList<T extends Sortable>({
  items,
  onReorder,
  render,
  itemAttribute,
  className = 'grid gap-3',
}: {
  items: readonly T[];
  /** The item `id` dropped at `index`. */
  onReorder: (id: number, index: number) => void;
  render: RenderItem<T>;
  /** The data attribute naming each item's id on its row, e.g. 'data-habit-id'. */
  itemAttribute: string;
  className?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => items.find((h) => h.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((h) => h.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => MANAGE_TEXTS.pickedUp(nameOf(active.id)),
    // Over its own place (at pick-up too) says nothing, so 'Picked up' is what is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? MANAGE_TEXTS.dragOver(nameOf(active.id), positionOf(over.id))
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? MANAGE_TEXTS.moved(nameOf(active.id), positionOf(over.id), items.length)
        : MANAGE_TEXTS.dropped(nameOf(active.id)),
    onDragCancel: ({ active }) => MANAGE_TEXTS.dragCancelled(nameOf(active.id)),
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
      <SortableContext items={items.map((h) => h.id)} strategy={verticalListSortingStrategy}>
        <ul className={className}>
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              item={item}
              index={index}
              render={render}
              itemAttribute={itemAttribute}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
