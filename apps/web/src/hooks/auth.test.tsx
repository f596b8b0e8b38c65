import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthToken, getAuthToken, setAuthToken } from '../lib/auth-token';
import { trpc } from '../lib/trpc';
import { fakeLink, serverError, type Call, type Handler } from '../testing/api';
import { testUser } from '../testing/render';
import { useCurrentUser } from './auth';

function Who() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? `signed in as ${user.firstName}` : 'signed out'}</p>;
}

/** The app with the user saved from an earlier visit (the restored query cache), asking again. */
async function renderAfterRestore(me: Handler) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData([['auth', 'me'], { type: 'query' }], testUser);
  const calls: Call[] = [];
  const client = trpc.createClient({ links: [fakeLink({ 'auth.me': me }, calls)] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Who />
      </QueryClientProvider>
    </trpc.Provider>,
  );
  expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
  await queryClient.invalidateQueries({ queryKey: [['auth', 'me']] });
  await waitFor(() => {
    expect(calls.map((call) => call.path)).toContain('auth.me');
  });
}

describe('useCurrentUser offline', () => {
  beforeEach(() => {
    setAuthToken('token');
  });
  afterEach(() => {
    clearAuthToken();
  });

  it('stays signed in when the network fails', async () => {
    await renderAfterRestore(() => {
      throw TRPCClientError.from(new TypeError('Failed to fetch'));
    });
    expect(await screen.findByText('signed in as Ada')).toBeInTheDocument();
    expect(getAuthToken()).toBe('token');
  });

  it('signs out on a 401', async () => {
    await renderAfterRestore(() => {
      throw serverError('Unauthorized', 'UNAUTHORIZED', 401);
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await waitFor(() => {
      expect(getAuthToken()).toBeNull();
    });
  });
});
