/** How long a focus request waits for its element (a row moved or re-rendered after a save). */
const FOCUS_WAIT_MS = 3_000;

/**
 * Puts focus on the element `target` finds, once it is there, while focus is nowhere (the page
 * body, a removed element) or still inside what `leaving` finds (a row on its way out); a page
 * made inert by a closing dialog is waited for. It gives up after a few seconds, or as soon as the
 * user presses a key or the pointer. Returns a function that stops it.
 */
export function focusWhenReady(target: string, leaving?: string): () => void {
  const until = Date.now() + FOCUS_WAIT_MS;
  let stopped = false;
  let frame = 0;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const attempt = () => {
    if (stopped) return;
    const element = document.querySelector<HTMLElement>(target);
    const active = document.activeElement;
    const adrift =
      active === null ||
      active === document.body ||
      !active.isConnected ||
      (leaving !== undefined && active.closest(leaving) !== null);
    if (element && adrift) element.focus();
    const settled =
      element !== null &&
      document.activeElement === element &&
      (leaving === undefined || document.querySelector(leaving) === null);
    if (settled || Date.now() > until) {
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  frame = requestAnimationFrame(attempt);
  return stop;
}
