import type { CurrentUser } from '@taper/domain';
import { Toaster } from '@taper/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Switch } from '../lib/router';
import { SessionContext } from '../lib/session';

export const testUser: CurrentUser = {
  id: 1,
  locale: 'en',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'USER',
  tier: 'FREE',
  createdAt: '2025-03-01T10:00:00.000Z',
  themePreference: 'light',
  timezone: 'UTC',
  weekStart: 'monday',
  dayEndsAtHour: 0,
  currency: 'EUR',
  summaryView: 'cards',
  today: '2025-03-15',
  todayEndsAt: '2025-03-16T00:00:00.000Z',
  checkIn: null,
  emailReminder: null,
  emailReminderAvailable: true,
};

/**
 * Renders `ui` at `path` inside a router, a signed-in session, a query client of its own (the
 * account menu's sign-out clears it) and the toast viewport.
 */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    user = testUser,
    route = '*',
  }: { path?: string; user?: CurrentUser | null; route?: string } = {},
) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={user}>
        <MemoryRouter initialEntries={[path]}>
          <Switch>
            <Route path="/other-location-for-tests">
              <p>elsewhere</p>
            </Route>
            <Route path={route}>{ui}</Route>
          </Switch>
        </MemoryRouter>
        <Toaster />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

/** A stand-in for a TanStack mutation result: only what the screens read. */
export function mutation<TVars>(
  mutate: (
    vars: TVars,
    opts?: {
      onSuccess?: (data: never) => void;
      onError?: (e: unknown) => void;
      onSettled?: () => void;
    },
  ) => void,
  isPending = false,
) {
  return { mutate, isPending, variables: undefined };
}
