/** How long a focus request waits for its element (a row moved or re-rendered after a save). */
const FOCUS_WAIT_MS = 3_000;
/** Frames focus must stay put before the request is done (a closing dialog restores late). */
const STEADY_FRAMES = 10;

/**
 * Puts focus on the element `target` finds, once it is there, while focus is nowhere (the page
 * body, a removed element) or still inside what `leaving` finds (a row on its way out); a page
 * made inert by a closing dialog is waited for. It gives up after a few seconds, or as soon as the
 * user presses a key or the pointer. `force` takes focus from wherever it is (a closing dialog
 * gives it back to an older control when its opener has gone). Returns a function that stops it.
 */
export function focusWhenReady(
  target: string,
  leaving?: string,
  { force = false }: { force?: boolean } = {},
): () => void {
  const until = Date.now() + FOCUS_WAIT_MS;
  let stopped = false;
  let steady = 0;
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
      force ||
      active === null ||
      active === document.body ||
      !active.isConnected ||
      (leaving !== undefined && active.closest(leaving) !== null);
    if (element && active !== element && adrift) element.focus();
    const settled =
      element !== null &&
      document.activeElement === element &&
      (leaving === undefined || document.querySelector(leaving) === null);
    steady = settled ? steady + 1 : 0;
    if (steady >= STEADY_FRAMES || Date.now() > until) {
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
