import { TOAST_DURATION_MS } from './constants';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before the toast closes; SPEC's default is 5 s. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  /**
   * The control that had focus when the toast opened (the one the user acted with): focus goes
   * back there if it was inside the toast when the toast goes.
   */
  returnFocus: HTMLElement | null;
}

/** Only one toast shows at a time: a new toast replaces the current one. */
let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
/** While paused (hovered or focused), the time the toast still has; otherwise when it closes. */
let remainingMs = 0;
let closesAt = 0;
let paused = false;
const listeners = new Set<() => void>();

/** Marks the toast viewport, so a toast opened from inside another keeps that one's return target. */
export const TOAST_VIEWPORT_ATTRIBUTE = 'data-toast-viewport';

function emit() {
  for (const listener of listeners) listener();
}

function focusedControl(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  // A toast opened by a toast's own action (Undo) returns focus where that toast would have.
  if (active.closest(`[${TOAST_VIEWPORT_ATTRIBUTE}]`)) return current?.returnFocus ?? null;
  return active;
}

function schedule(id: number, ms: number) {
  clearTimeout(timer);
  closesAt = Date.now() + ms;
  timer = setTimeout(() => {
    dismissToast(id);
  }, ms);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  current = { ...input, id, returnFocus: focusedControl() };
  // A new toast starts its own time; its element is new, so nothing points at it or holds focus yet.
  paused = false;
  schedule(id, input.duration ?? TOAST_DURATION_MS);
  emit();
  return id;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    paused = false;
    clearTimeout(timer);
    emit();
  }
}

/** Holds the toast open while the user points at it or has focus in it (WCAG 2.2.1). */
export function pauseToast() {
  if (!current || paused) return;
  paused = true;
  clearTimeout(timer);
  remainingMs = Math.max(0, closesAt - Date.now());
}

/** Lets the toast close again, after the time it still had (at least a second to read it). */
export function resumeToast() {
  if (!current || !paused) return;
  paused = false;
  schedule(current.id, Math.max(1000, remainingMs));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot() {
  return current;
}

export function useToast() {
  const item = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toast: item, show: toast, dismiss: dismissToast };
}
