/**
 * Deleting a habit deletes it on the server at once (kept restorable there); the habit is hidden
 * meanwhile, and the toast's Undo restores it on the server (`habits.restore`). Nothing waits in
 * the page, so a reload, a closed tab or another device never brings a deleted habit back, and
 * Undo works whatever screen is showing (the calls outlive the screen that asked for them).
 */
import { useSyncExternalStore } from 'react';
import { failureToast } from './errors';
import { toastWithUndo } from './undo-toast';
import { MESSAGES } from '../messages';

const hidden = new Set<number>();
let snapshot: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

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

function hide(id: number) {
  hidden.add(id);
  emit();
}

/** Shows a hidden habit again (deleted and read again, restored, or refused). */
export function unhideHabit(id: number) {
  if (hidden.delete(id)) emit();
}

/** The server calls of a delete and its Undo; each resolves once the lists are read again. */
export interface HabitDeleteCalls {
  remove(id: number): Promise<void>;
  restore(id: number): Promise<void>;
}

/** Deletes `habit` now (hidden until the lists no longer have it) and offers Undo in the toast. */
export function deleteHabitWithUndo(
  habit: { id: number; name: string },
  calls: HabitDeleteCalls,
): void {
  const { id, name } = habit;
  hide(id);
  const deleted = calls.remove(id).then(
    () => {
      unhideHabit(id);
      return true;
    },
    (error: unknown) => {
      unhideHabit(id);
      failureToast(error, MESSAGES.habitDeleteFailed);
      return false;
    },
  );
  toastWithUndo(
    deleted,
    {
      deleted: MESSAGES.habitDeleted(name),
      restored: MESSAGES.habitRestored(name),
      restoreFailed: MESSAGES.habitRestoreFailed,
    },
    () => calls.restore(id),
  );
}

/** The habits hidden while their delete is on its way. */
export function useHiddenHabits(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
