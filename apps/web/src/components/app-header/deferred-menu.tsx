import {
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type RefObject,
} from 'react';

/** What a header menu's code is told when it takes over from its stand-in. */
export interface MenuStart {
  /** The user pressed the stand-in before the code had come: the menu opens at once. */
  openAtStart: boolean;
  /** The stand-in had the focus: the menu's button takes it. */
  focusAtStart: boolean;
}

/** The stand-in's handlers and attributes, spread on a button of the menu button's look. */
export type StandInProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'onPointerEnter'
  | 'onPointerDown'
  | 'onPointerLeave'
  | 'onPointerCancel'
  | 'onFocus'
  | 'onBlur'
  | 'onClick'
  | 'aria-haspopup'
  | 'aria-expanded'
  | 'type'
>;

/**
 * A header dropdown whose code (Headless UI's menu with its positioning and focus handling, ≈ 25 KB
 * gzip) loads when the user reaches for it — the pointer over it, the focus on it or a press —
 * instead of with the first screen. Until then `StandIn`, a plain button of the same look, holds its
 * place; a press before the code has come opens the menu as soon as it has.
 */
export function deferMenu<P extends object>(
  load: () => Promise<ComponentType<P & MenuStart>>,
  StandIn: ComponentType<P & { standIn: StandInProps }>,
): ComponentType<P> {
  let Loaded: ComponentType<P & MenuStart> | undefined;
  let pending: Promise<void> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => {
        // Offline without the worker's cache: the stand-in stays, and the next reach tries again.
        pending = undefined;
      },
    ));

  function DeferredMenu(props: P) {
    const [ready, setReady] = useState(() => Loaded !== undefined);
    const [start, setStart] = useState<MenuStart>({ openAtStart: false, focusAtStart: false });
    // The stand-in is not swapped in the middle of a press (its click would be lost).
    const [pressing, setPressing] = useState(false);
    const mounted = useMounted();
    const want = () => {
      void fetchCode().then(() => {
        if (mounted.current && Loaded) setReady(true);
      });
    };
    if (ready && !pressing && Loaded) return <Loaded {...props} {...start} />;
    const standIn: StandInProps = {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: want,
      onPointerDown: () => {
        setPressing(true);
        want();
      },
      onPointerLeave: () => {
        setPressing(false);
      },
      onPointerCancel: () => {
        setPressing(false);
      },
      onFocus: () => {
        setStart((current) => ({ ...current, focusAtStart: true }));
        want();
      },
      onBlur: () => {
        setStart((current) => ({ ...current, focusAtStart: false }));
      },
      onClick: () => {
        setPressing(false);
        setStart({ openAtStart: true, focusAtStart: true });
        want();
      },
    };
    return <StandIn {...props} standIn={standIn} />;
  }
  return DeferredMenu;
}

function useMounted(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** In the loaded menu: focus its button, and open it, as the stand-in was left. */
export function useMenuStart(button: RefObject<HTMLButtonElement | null>, start: MenuStart) {
  const { openAtStart, focusAtStart } = start;
  useEffect(() => {
    if (openAtStart || focusAtStart) button.current?.focus();
    if (openAtStart) button.current?.click();
    // Only when the menu takes over from its stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
