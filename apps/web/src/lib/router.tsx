/**
 * Routing on wouter (~2 KB gzip, instead of react-router's ~14 KB in the entry chunk of `/`), with
 * the few names the screens use: `Link`, `useNavigate`, `useParams`, `useSearchParams`, a browser
 * router for the app and a memory router for tests.
 */
import { useState, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export { Link, Redirect, Route, Switch, useLocation, useParams, useSearchParams } from 'wouter';

/** Goes to `to` (a path, optionally with a query); `replace` replaces the history entry. */
export type NavigateFunction = (
  to: string,
  options?: { replace?: boolean },
) => void | Promise<void>;

export function useNavigate(): NavigateFunction {
  const [, navigate] = useLocation();
  return navigate;
}

/** The app's router: the browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <Router>{children}</Router>;
}

/** A router whose location lives in memory, starting at the first of `initialEntries` (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [location] = useState(() => memoryLocation({ path: initialEntries[0] ?? '/' }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}
