import { useSyncExternalStore } from 'react';

function listFor(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether the CSS media query matches, live; false where media queries are unknown. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => {
        list?.removeEventListener('change', onChange);
      };
    },
    () => listFor(query)?.matches ?? false,
    () => false,
  );
}

/** Below Tailwind's `md` breakpoint (768 px): a phone, where tables become cards. */
export const NARROW_SCREEN = '(max-width: 767.98px)';
