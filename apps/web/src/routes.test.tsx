import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from './testing/api';
import { habit } from './testing/fixtures';
import { AppRoutes } from './routes';

// The habit screen's code never comes: what is asked for meanwhile is the routes' own doing.
vi.mock('./screens/lazy-screens', async () => {
  const { preloadable } = await import('./lib/preloadable');
  const never = new Promise<never>(() => undefined);
  return {
    HabitScreen: preloadable(() => never),
    AdminPortalRoute: preloadable(() => never),
  };
});

describe('AppRoutes', () => {
  it("asks for a habit screen's habits with the header's icons, before the screen's code has come", async () => {
    const { calls } = renderWithApi(<AppRoutes signedIn isAdmin={false} />, {
      handlers: { 'habits.list': () => [habit()], 'icons.list': () => [] },
      path: '/habit/7',
    });
    expect(await screen.findByText('Loading habits...')).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.map((call) => call.path).sort()).toEqual(['habits.list', 'icons.list']);
    });
  });
});
