import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, testUser } from '../testing/render';
import { AdminPortalRoute } from './admin-portal/AdminPortalRoute';
import { NotFoundScreen } from './not-found/NotFoundScreen';

describe('simple screens', () => {
  it('404', () => {
    renderScreen(<NotFoundScreen />, { path: '/nope' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('admin portal: access denied for a USER', () => {
    renderScreen(<AdminPortalRoute isAdmin={false} />, { user: testUser });
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });
});
