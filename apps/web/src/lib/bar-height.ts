import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variables a sticky or fixed bar keeps at its height (styles.css pads scrolling by them). */
export type BarVariable = '--header-height' | '--footer-height';

/**
 * Keeps `variable` on the document at the bar's measured height while it is shown (0 after), so
 * `scroll-padding` keeps a focused control clear of the bar at every width, text size and bar
 * content (a menu that wraps, a list of failures).
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>, variable: BarVariable) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () => {
      root.style.setProperty(
        variable,
        `${String(Math.ceil(element.getBoundingClientRect().height))}px`,
      );
    };
    write();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(variable);
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [bar, variable]);
}
