/**
 * Deleting a habit offers Undo for a few seconds before it is final: the habit is hidden at once,
 * and the delete is sent only when the time is up (or the page is left). Undo shows it again.
 */
import { toast } from '@taper/ui';
import { useSyncExternalStore } from 'react';
import { MESSAGES } from '../messages';

/** How long Undo is offered before the delete is sent. */
export const UNDO_MS = 6000;

const hidden = new Set<number>();
let snapshot: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
const pending = new Map<number, { timer: ReturnType<typeof setTimeout>; commit: () => void }>();

function emit() {
  snapshot = new Set(hidden);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a hidden habit again (Undo, or a delete the server refused). */
export function unhideHabit(id: number) {
  const entry = pending.get(id);
  if (entry) clearTimeout(entry.timer);
  pending.delete(id);
  if (hidden.delete(id)) emit();
}

/** Sends every delete still waiting (the page is being left). */
export function flushHabitDeletes() {
  for (const [id, entry] of [...pending]) {
    clearTimeout(entry.timer);
    pending.delete(id);
    entry.commit();
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushHabitDeletes);

/** Hides `habit` now, offers Undo, and runs `commit` (the real delete) when the time is up. */
export function deleteHabitWithUndo(habit: { id: number; name: string }, commit: () => void) {
  hidden.add(habit.id);
  emit();
  const timer = setTimeout(() => {
    pending.delete(habit.id);
    commit();
  }, UNDO_MS);
  pending.set(habit.id, { timer, commit });
  toast({
    ...MESSAGES.habitDeleting(habit.name),
    duration: UNDO_MS,
    action: {
      label: MESSAGES.undo,
      onClick: () => {
        unhideHabit(habit.id);
        toast(MESSAGES.habitRestored(habit.name));
      },
    },
  });
}

/** The habits hidden while their delete can still be undone. */
export function useHiddenHabits(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
