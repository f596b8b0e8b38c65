import { useEffect } from 'react';
import { trpc } from '../lib/trpc';

/** A little after the instant, so the server's clock has surely passed it too. */
const MARGIN_MS = 1000;

/**
 * When the user's today ends (the server says when: `todayEndsAt`), everything is asked for again:
 * the user, with their new today, and every figure, all computed for that today. A tab left open
 * overnight follows; one that slept past the instant catches up when it is shown again.
 */
export function DayRollover({ endsAt }: { endsAt: string }) {
  const utils = trpc.useUtils();
  useEffect(() => {
    const end = Date.parse(endsAt);
    if (Number.isNaN(end)) return undefined;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (done) return;
      const left = end + MARGIN_MS - Date.now();
      if (left > 0) {
        clearTimeout(timer);
        timer = setTimeout(check, left);
        return;
      }
      done = true;
      void utils.invalidate();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [endsAt, utils]);
  return null;
}
