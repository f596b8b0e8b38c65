import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AdminDashboard from './AdminDashboard';
import { AdminPortalRoute } from './AdminPortalRoute';
import {
  ADMIN,
  dashboardHandlers,
  dismissToasts,
  renderWithApi,
  serverError,
} from './admin-test-utils';

configure({ asyncUtilTimeout: 5000 });

afterEach(dismissToasts);

describe('admin portal access', () => {
  it('a USER sees the access-denied card and no admin call is made', async () => {
    const user = { ...ADMIN, role: 'USER' as const };
    const { calls } = renderWithApi(<AdminDashboard />, { handlers: dashboardHandlers(), user });
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path.startsWith('admin.'))).toEqual([]);
  });

  it('the route shows the card to non-admins without loading the dashboard', () => {
    renderWithApi(<AdminPortalRoute isAdmin={false} />, { handlers: dashboardHandlers() });
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  });

  it('a 403 from the API (role changed meanwhile) also shows the card', async () => {
    renderWithApi(<AdminDashboard />, {
      handlers: dashboardHandlers({
        'admin.stats': () => {
          throw serverError('Forbidden', 'FORBIDDEN', 403);
        },
      }),
    });
    expect(
      await screen.findByText('You need admin privileges to access this page.'),
    ).toBeInTheDocument();
  });
});
