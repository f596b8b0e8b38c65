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
}

/** Only one toast shows at a time: a new toast replaces the current one. */
let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  current = { ...input, id };
  clearTimeout(timer);
  timer = setTimeout(() => {
    dismissToast(id);
  }, input.duration ?? TOAST_DURATION_MS);
  emit();
  return id;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    clearTimeout(timer);
    emit();
  }
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
