import { lazy, type ComponentType, type JSX } from 'react';

/** A component whose code loads on demand, and can be asked to load before it is needed. */
export type Preloadable<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts loading the code (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but once the code has come (preloaded, or rendered before) the component renders
 * at once: React.lazy suspends on its first render even when the module is already loaded, which
 * shows the Suspense fallback for a frame and renders a dialog after its opener lost the focus.
 * Until then it suspends as React.lazy does (the nearest Suspense shows its fallback).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        // Offline without the worker's cache: the next attempt tries again.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    const Component = Loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, {
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  });
}

const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Runs `task` once the user starts using the page (the first pointer move, touch, key or wheel),
 * when the browser is next idle: code for what is one action away comes while the user reaches for
 * it, and never competes with what the screen shows first. Returns a cleanup for effects.
 */
export function onFirstInteraction(task: () => void): () => void {
  // Already used (a screen opened from another one): now.
  if ('userActivation' in navigator && navigator.userActivation.hasBeenActive) {
    return whenIdle(task);
  }
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    stopListening();
    cancelIdle = whenIdle(task);
  };
  const stopListening = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/** Runs `task` when the browser is idle. Returns a cleanup. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 50);
  return () => {
    window.clearTimeout(id);
  };
}
